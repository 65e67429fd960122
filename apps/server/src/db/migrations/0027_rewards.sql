CREATE TABLE "mission_rewards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mission_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"period" text NOT NULL,
	"request_id" text NOT NULL,
	"points" bigint NOT NULL,
	"bonus" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"period" text NOT NULL,
	"kind" text NOT NULL,
	"category" text,
	"target" bigint NOT NULL,
	"reward_points" bigint DEFAULT 0 NOT NULL,
	"reward_bonus" bigint DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"translations" jsonb,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"names" jsonb,
	"image_url" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"points" bigint NOT NULL,
	"amount_requirement" bigint DEFAULT 0 NOT NULL,
	"cash_value" bigint DEFAULT 0 NOT NULL,
	"quantity" integer NOT NULL,
	"available" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mall_items_stock" CHECK ("mall_items"."available" >= 0 AND "mall_items"."available" <= "mall_items"."quantity"),
	CONSTRAINT "mall_items_points" CHECK ("mall_items"."points" > 0)
);
--> statement-breakpoint
CREATE TABLE "point_redemptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"points" bigint NOT NULL,
	"status" text NOT NULL,
	"request_id" text NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "application_images" (
	"application_id" bigint NOT NULL,
	"n" integer NOT NULL,
	"mime" text NOT NULL,
	"data" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	CONSTRAINT "application_images_application_id_n_pk" PRIMARY KEY("application_id","n")
);
--> statement-breakpoint
CREATE TABLE "bonus_grants" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"key" text NOT NULL,
	"source" text NOT NULL,
	"amount" bigint NOT NULL,
	"required" bigint NOT NULL,
	"counted" bigint DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'ACTIVE' NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "bonus_grants_amounts" CHECK ("bonus_grants"."amount" > 0 AND "bonus_grants"."required" >= 0),
	CONSTRAINT "bonus_grants_counted_within" CHECK ("bonus_grants"."counted" >= 0 AND "bonus_grants"."counted" <= "bonus_grants"."required")
);
--> statement-breakpoint
CREATE TABLE "promotion_applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"period" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'APPLYING' NOT NULL,
	"request_id" text NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"translations" jsonb,
	"banner_url" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"audience" jsonb NOT NULL,
	"rule" jsonb NOT NULL,
	"turnover_multiple" integer DEFAULT 1 NOT NULL,
	"repeat" text DEFAULT 'ONCE' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rebate_figures" (
	"member_id" bigint NOT NULL,
	"category" text NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"claimed" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "rebate_figures_member_id_category_pk" PRIMARY KEY("member_id","category"),
	CONSTRAINT "rebate_figures_claimed_within" CHECK ("rebate_figures"."claimed" >= 0 AND "rebate_figures"."claimed" <= "rebate_figures"."valid_bet")
);
--> statement-breakpoint
CREATE TABLE "referral_codes" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"friend_id" bigint PRIMARY KEY NOT NULL,
	"referrer_id" bigint NOT NULL,
	"ip" text NOT NULL,
	"eligible" boolean NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rewarded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reward_accruals" (
	"member_id" bigint NOT NULL,
	"day" date NOT NULL,
	"vendor" text NOT NULL,
	"game_code" text NOT NULL,
	"accrued" bigint NOT NULL,
	"accrued_before" bigint NOT NULL,
	CONSTRAINT "reward_accruals_member_id_day_vendor_game_code_pk" PRIMARY KEY("member_id","day","vendor","game_code")
);
--> statement-breakpoint
CREATE TABLE "reward_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"rule" text NOT NULL,
	"member_id" bigint NOT NULL,
	"period" text NOT NULL,
	"request_id" text,
	"amount" bigint NOT NULL,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"paid_level" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settled_bet_days" (
	"member_id" bigint NOT NULL,
	"day" date NOT NULL,
	"vendor" text NOT NULL,
	"game_code" text NOT NULL,
	"bets" bigint DEFAULT 0 NOT NULL,
	"valid_bet" bigint DEFAULT 0 NOT NULL,
	"won" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "settled_bet_days_member_id_day_vendor_game_code_pk" PRIMARY KEY("member_id","day","vendor","game_code")
);
--> statement-breakpoint
ALTER TABLE "mission_rewards" ADD CONSTRAINT "mission_rewards_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_rewards" ADD CONSTRAINT "mission_rewards_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_redemptions" ADD CONSTRAINT "point_redemptions_item_id_mall_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."mall_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_images" ADD CONSTRAINT "application_images_application_id_promotion_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."promotion_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_grants" ADD CONSTRAINT "bonus_grants_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_applications" ADD CONSTRAINT "promotion_applications_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_applications" ADD CONSTRAINT "promotion_applications_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_figures" ADD CONSTRAINT "rebate_figures_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_codes" ADD CONSTRAINT "referral_codes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_friend_id_members_id_fk" FOREIGN KEY ("friend_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_id_members_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_accruals" ADD CONSTRAINT "reward_accruals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_claims" ADD CONSTRAINT "reward_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_levels" ADD CONSTRAINT "vip_levels_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settled_bet_days" ADD CONSTRAINT "settled_bet_days_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mission_rewards_once_uq" ON "mission_rewards" USING btree ("mission_id","member_id","period");--> statement-breakpoint
CREATE UNIQUE INDEX "mission_rewards_request_uq" ON "mission_rewards" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "mission_rewards_created_idx" ON "mission_rewards" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "missions_code_uq" ON "missions" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "point_redemptions_request_uq" ON "point_redemptions" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "point_redemptions_member_idx" ON "point_redemptions" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "point_redemptions_status_idx" ON "point_redemptions" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_grants_key_uq" ON "bonus_grants" USING btree ("key");--> statement-breakpoint
CREATE INDEX "bonus_grants_member_idx" ON "bonus_grants" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "bonus_grants_expiry_idx" ON "bonus_grants" USING btree ("expires_at") WHERE "bonus_grants"."state" = 'ACTIVE';--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_applications_once_uq" ON "promotion_applications" USING btree ("promotion_id","member_id","period");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_applications_request_uq" ON "promotion_applications" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "promotion_applications_status_idx" ON "promotion_applications" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_code_uq" ON "promotions" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_codes_code_uq" ON "referral_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_id","created_at");--> statement-breakpoint
CREATE INDEX "referrals_waiting_idx" ON "referrals" USING btree ("created_at") WHERE "referrals"."eligible" AND "referrals"."rewarded_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "reward_claims_rule_member_period_uq" ON "reward_claims" USING btree ("rule","member_id","period");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_claims_request_uq" ON "reward_claims" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "reward_claims_member_idx" ON "reward_claims" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "settled_bet_days_day_idx" ON "settled_bet_days" USING btree ("day");--> statement-breakpoint
-- A day's figure is rewritten by each settlement of its player: room on the page keeps those updates HOT.
ALTER TABLE "settled_bet_days" SET (fillfactor = 70);
