CREATE TABLE "sports_bet_legs" (
	"bet_id" bigint NOT NULL,
	"leg" integer NOT NULL,
	"match_id" text NOT NULL,
	"market_id" text NOT NULL,
	"kind" text NOT NULL,
	"line" integer,
	"pick" text NOT NULL,
	"odds" integer NOT NULL,
	"outcome" text,
	CONSTRAINT "sports_bet_legs_bet_id_leg_pk" PRIMARY KEY("bet_id","leg")
);
--> statement-breakpoint
CREATE TABLE "sports_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"request_id" text NOT NULL,
	"request_hash" text NOT NULL,
	"vendor" text NOT NULL,
	"game_code" text NOT NULL,
	"kind" text NOT NULL,
	"stake" bigint NOT NULL,
	"odds" integer NOT NULL,
	"potential" bigint NOT NULL,
	"status" text NOT NULL,
	"paid" bigint,
	"revision" integer DEFAULT 0 NOT NULL,
	"cash_out_request" text,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sports_feed_state" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_liability" (
	"market_id" text NOT NULL,
	"pick" text NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "sports_liability_market_id_pick_pk" PRIMARY KEY("market_id","pick")
);
--> statement-breakpoint
CREATE TABLE "sports_matches" (
	"id" text PRIMARY KEY NOT NULL,
	"sport" text NOT NULL,
	"league_id" text NOT NULL,
	"league_name" text NOT NULL,
	"home" text NOT NULL,
	"away" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"phase" text NOT NULL,
	"clock" integer,
	"score" jsonb,
	"events" jsonb NOT NULL,
	"markets" jsonb NOT NULL,
	"digest" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"result" jsonb,
	"result_revision" integer DEFAULT 0 NOT NULL,
	"settled_revision" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sports_bet_legs" ADD CONSTRAINT "sports_bet_legs_bet_id_sports_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."sports_bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_bet_legs" ADD CONSTRAINT "sports_bet_legs_match_id_sports_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."sports_matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_bets" ADD CONSTRAINT "sports_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sports_bet_legs_match_idx" ON "sports_bet_legs" USING btree ("match_id","bet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_bets_request_uq" ON "sports_bets" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "sports_bets_member_idx" ON "sports_bets" USING btree ("member_id","status","id");--> statement-breakpoint
CREATE INDEX "sports_matches_start_idx" ON "sports_matches" USING btree ("start_at");--> statement-breakpoint
CREATE INDEX "sports_matches_open_idx" ON "sports_matches" USING btree ("phase","start_at") WHERE phase IN ('pre', 'live');--> statement-breakpoint
CREATE INDEX "sports_matches_unsettled_idx" ON "sports_matches" USING btree ("id") WHERE result_revision > settled_revision;