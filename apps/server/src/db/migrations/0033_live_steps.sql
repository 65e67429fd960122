ALTER TABLE "live_rounds" ADD COLUMN "step" integer;--> statement-breakpoint
ALTER TABLE "live_rounds" ADD COLUMN "step_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_rounds" ADD COLUMN "step_frame" jsonb;