CREATE TABLE "lottery_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"draw_id" bigint NOT NULL,
	"game_code" text NOT NULL,
	"issue" text NOT NULL,
	"draw_index" integer NOT NULL,
	"play_type" text NOT NULL,
	"selection" jsonb NOT NULL,
	"unit" bigint NOT NULL,
	"multiplier" integer NOT NULL,
	"bet_count" integer NOT NULL,
	"stake" bigint NOT NULL,
	"state" text DEFAULT 'OPEN' NOT NULL,
	"win" bigint,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lottery_draw_stakes" (
	"draw_id" bigint NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"stake" bigint NOT NULL,
	CONSTRAINT "lottery_draw_stakes_draw_id_scope_key_pk" PRIMARY KEY("draw_id","scope","key")
);
--> statement-breakpoint
CREATE TABLE "lottery_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"request_id" text NOT NULL,
	"request_hash" text NOT NULL,
	"game_code" text NOT NULL,
	"draws" integer NOT NULL,
	"stop_on_win" boolean DEFAULT false NOT NULL,
	"prize_mode" text NOT NULL,
	"stake" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "lottery_bets_draw_state_idx" ON "lottery_bets" USING btree ("draw_id","state");--> statement-breakpoint
CREATE INDEX "lottery_bets_member_id_idx" ON "lottery_bets" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "lottery_bets_order_idx" ON "lottery_bets" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_orders_member_request_uq" ON "lottery_orders" USING btree ("member_id","request_id");