CREATE TABLE "live_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"table_id" text NOT NULL,
	"seq" integer NOT NULL,
	"server_seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"phase" text NOT NULL,
	"betting_ends_at" timestamp with time zone NOT NULL,
	"decisions_end_at" timestamp with time zone,
	"dealt_at" timestamp with time zone,
	"outcome" jsonb
);
--> statement-breakpoint
CREATE TABLE "live_seats" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"round_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"vendor" text NOT NULL,
	"game_code" text NOT NULL,
	"mode" text NOT NULL,
	"session_hash" text NOT NULL,
	"decisions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"win" bigint,
	"paid" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_slips" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"seat_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"request_id" text NOT NULL,
	"bets" jsonb NOT NULL,
	"stake" bigint NOT NULL,
	"status" text NOT NULL,
	"decision" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_seats" ADD CONSTRAINT "live_seats_round_id_live_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."live_rounds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_seats" ADD CONSTRAINT "live_seats_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_slips" ADD CONSTRAINT "live_slips_seat_id_live_seats_id_fk" FOREIGN KEY ("seat_id") REFERENCES "public"."live_seats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_slips" ADD CONSTRAINT "live_slips_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_rounds_table_seq_uq" ON "live_rounds" USING btree ("table_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "live_rounds_betting_uq" ON "live_rounds" USING btree ("table_id") WHERE phase = 'BETTING';--> statement-breakpoint
CREATE UNIQUE INDEX "live_seats_place_uq" ON "live_seats" USING btree ("round_id","member_id","vendor","game_code","mode");--> statement-breakpoint
CREATE INDEX "live_seats_unpaid_idx" ON "live_seats" USING btree ("round_id") WHERE NOT paid;--> statement-breakpoint
CREATE UNIQUE INDEX "live_slips_request_uq" ON "live_slips" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "live_slips_seat_idx" ON "live_slips" USING btree ("seat_id");