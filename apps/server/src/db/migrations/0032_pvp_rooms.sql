CREATE TABLE "pvp_actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"hand_id" bigint NOT NULL,
	"seat" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"request_id" text,
	"action" text NOT NULL,
	"amount" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pvp_hands" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"table_id" text NOT NULL,
	"seq" integer NOT NULL,
	"server_seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"button" integer NOT NULL,
	"dealt" jsonb NOT NULL,
	"state" text NOT NULL,
	"over" boolean DEFAULT false NOT NULL,
	"turn_ends_at" timestamp with time zone,
	"result" text,
	"rake" bigint DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pvp_seats" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"table_id" text NOT NULL,
	"seat" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"request_id" text NOT NULL,
	"session_hash" text NOT NULL,
	"buy_in" bigint NOT NULL,
	"stack" bigint NOT NULL,
	"status" text NOT NULL,
	"missed" integer DEFAULT 0 NOT NULL,
	"paid_out" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"left_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pvp_tables" (
	"id" text PRIMARY KEY NOT NULL,
	"vendor" text NOT NULL,
	"game_code" text NOT NULL,
	"room_id" text NOT NULL,
	"engine" text NOT NULL,
	"stake" bigint NOT NULL,
	"seats" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pvp_actions" ADD CONSTRAINT "pvp_actions_hand_id_pvp_hands_id_fk" FOREIGN KEY ("hand_id") REFERENCES "public"."pvp_hands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pvp_actions" ADD CONSTRAINT "pvp_actions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pvp_hands" ADD CONSTRAINT "pvp_hands_table_id_pvp_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."pvp_tables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pvp_seats" ADD CONSTRAINT "pvp_seats_table_id_pvp_tables_id_fk" FOREIGN KEY ("table_id") REFERENCES "public"."pvp_tables"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pvp_seats" ADD CONSTRAINT "pvp_seats_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pvp_actions_request_uq" ON "pvp_actions" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "pvp_actions_hand_idx" ON "pvp_actions" USING btree ("hand_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pvp_hands_table_seq_uq" ON "pvp_hands" USING btree ("table_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "pvp_hands_playing_uq" ON "pvp_hands" USING btree ("table_id") WHERE NOT over;--> statement-breakpoint
CREATE UNIQUE INDEX "pvp_seats_request_uq" ON "pvp_seats" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pvp_seats_place_uq" ON "pvp_seats" USING btree ("table_id","seat") WHERE status IN ('PENDING', 'SITTING', 'LEAVING');--> statement-breakpoint
CREATE UNIQUE INDEX "pvp_seats_member_uq" ON "pvp_seats" USING btree ("table_id","member_id") WHERE status IN ('PENDING', 'SITTING', 'LEAVING');--> statement-breakpoint
CREATE INDEX "pvp_seats_open_idx" ON "pvp_seats" USING btree ("table_id") WHERE status IN ('PENDING', 'SITTING', 'LEAVING');--> statement-breakpoint
CREATE INDEX "pvp_tables_room_idx" ON "pvp_tables" USING btree ("vendor","game_code","room_id");