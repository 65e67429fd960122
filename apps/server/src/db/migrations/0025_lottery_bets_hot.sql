DROP INDEX "lottery_bets_draw_state_idx";--> statement-breakpoint
CREATE INDEX "lottery_bets_draw_idx" ON "lottery_bets" USING btree ("draw_id","id");--> statement-breakpoint
-- A bet is written twice in its life, placed then settled: half of each page is kept free
-- so that its settled version fits beside it (a HOT update, no index entry written). The
-- schema tool has no table storage parameters; this line is kept by hand.
ALTER TABLE "lottery_bets" SET (fillfactor = 50);
