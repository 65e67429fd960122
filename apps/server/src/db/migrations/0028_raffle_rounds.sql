CREATE TABLE "raffle_rounds" (
	"promotion_id" integer NOT NULL,
	"round" text NOT NULL,
	"server_seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "raffle_rounds_promotion_id_round_pk" PRIMARY KEY("promotion_id","round")
);
--> statement-breakpoint
ALTER TABLE "raffle_rounds" ADD CONSTRAINT "raffle_rounds_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;