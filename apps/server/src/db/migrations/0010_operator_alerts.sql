CREATE TABLE "operator_alerts" (
	"kind" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"message" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operator_alerts_kind_hour_pk" PRIMARY KEY("kind","hour")
);
--> statement-breakpoint
CREATE INDEX "operator_alerts_last_idx" ON "operator_alerts" USING btree ("last_at");