DROP INDEX "lottery_bets_draw_state_idx";--> statement-breakpoint
ALTER TABLE "lottery_bets" ADD COLUMN "settled_revision" integer;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD COLUMN "settled_revision" integer;--> statement-breakpoint
CREATE INDEX "lottery_draws_to_settle_idx" ON "lottery_draws" USING btree ("draw_at") WHERE "lottery_draws"."state" = 'DRAWN' and "lottery_draws"."settled_revision" is distinct from "lottery_draws"."revision";--> statement-breakpoint
CREATE INDEX "lottery_bets_draw_state_idx" ON "lottery_bets" USING btree ("draw_id","state","id");