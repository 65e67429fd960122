CREATE TABLE "lottery_draws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_code" text NOT NULL,
	"issue" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"server_seed" text NOT NULL,
	"commitment" text NOT NULL,
	"state" text DEFAULT 'OPEN' NOT NULL,
	"result" jsonb,
	"drawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_draws_game_issue_uq" ON "lottery_draws" USING btree ("game_code","issue");--> statement-breakpoint
CREATE INDEX "lottery_draws_game_draw_at_idx" ON "lottery_draws" USING btree ("game_code","draw_at");