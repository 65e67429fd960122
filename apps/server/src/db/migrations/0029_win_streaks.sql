ALTER TABLE "settled_bet_days" ADD COLUMN "streak" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "settled_bet_days" ADD COLUMN "best_streak" integer DEFAULT 0 NOT NULL;