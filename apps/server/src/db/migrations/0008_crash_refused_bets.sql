DROP INDEX "crash_bets_round_member_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "crash_bets_round_member_live_uq" ON "crash_bets" USING btree ("round_id","member_id") WHERE status <> 'REFUSED';