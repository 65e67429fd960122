ALTER TABLE "games" ADD COLUMN "operator_set" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "operator_set" text[] DEFAULT '{}'::text[] NOT NULL;