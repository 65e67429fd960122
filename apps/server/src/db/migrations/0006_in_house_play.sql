CREATE TABLE "fair_seeds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "play_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"request_id" text NOT NULL,
	"engine" text NOT NULL,
	"vendor" text NOT NULL,
	"game_code" text NOT NULL,
	"mode" text NOT NULL,
	"seed_id" bigint NOT NULL,
	"nonce" integer NOT NULL,
	"bet" bigint NOT NULL,
	"win" bigint NOT NULL,
	"outcome" jsonb NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "provider_sessions" ADD COLUMN "demo_balance" bigint;--> statement-breakpoint
ALTER TABLE "fair_seeds" ADD CONSTRAINT "fair_seeds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_rounds" ADD CONSTRAINT "play_rounds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_rounds" ADD CONSTRAINT "play_rounds_seed_id_fair_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."fair_seeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fair_seeds_active_uq" ON "fair_seeds" USING btree ("member_id") WHERE revealed_at IS NULL;--> statement-breakpoint
CREATE INDEX "fair_seeds_member_idx" ON "fair_seeds" USING btree ("member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "play_rounds_request_uq" ON "play_rounds" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "play_rounds_seed_nonce_uq" ON "play_rounds" USING btree ("seed_id","nonce");--> statement-breakpoint
CREATE INDEX "play_rounds_open_idx" ON "play_rounds" USING btree ("created_at") WHERE status = 'OPEN';