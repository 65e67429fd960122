CREATE TABLE "provider_held_wins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"vendor" text NOT NULL,
	"vendor_tx_id" text NOT NULL,
	"round_id" text NOT NULL,
	"member_id" bigint NOT NULL,
	"game_code" text NOT NULL,
	"amount" bigint NOT NULL,
	"stake" bigint NOT NULL,
	"wallet" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "provider_held_wins" ADD CONSTRAINT "provider_held_wins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_held_wins_call_uq" ON "provider_held_wins" USING btree ("vendor","vendor_tx_id");--> statement-breakpoint
CREATE INDEX "provider_held_wins_status_idx" ON "provider_held_wins" USING btree ("status","created_at");