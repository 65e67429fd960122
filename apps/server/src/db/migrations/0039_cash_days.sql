CREATE INDEX "deposits_paid_idx" ON "deposits" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "withdrawals_paid_idx" ON "withdrawals" USING btree ("paid_at");