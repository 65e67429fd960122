CREATE TABLE "crash_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"round_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"request_id" text NOT NULL,
	"vendor" text NOT NULL,
	"game_code" text NOT NULL,
	"mode" text NOT NULL,
	"session_hash" text NOT NULL,
	"stake" bigint NOT NULL,
	"auto_cashout" integer,
	"cashed_out" integer,
	"win" bigint,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crash_chains" (
	"id" serial PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"terminating_hash" text NOT NULL,
	"salt" text NOT NULL,
	"length" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crash_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"idx" integer NOT NULL,
	"hash" text NOT NULL,
	"crash_at" integer NOT NULL,
	"phase" text NOT NULL,
	"betting_ends_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"crashed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "crash_bets" ADD CONSTRAINT "crash_bets_round_id_crash_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."crash_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crash_bets" ADD CONSTRAINT "crash_bets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crash_rounds" ADD CONSTRAINT "crash_rounds_chain_id_crash_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."crash_chains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crash_bets_round_member_uq" ON "crash_bets" USING btree ("round_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "crash_bets_request_uq" ON "crash_bets" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "crash_bets_unpaid_idx" ON "crash_bets" USING btree ("round_id") WHERE NOT paid AND status <> 'REFUSED';--> statement-breakpoint
CREATE UNIQUE INDEX "crash_rounds_chain_idx_uq" ON "crash_rounds" USING btree ("chain_id","idx");