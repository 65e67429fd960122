CREATE TABLE "member_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"title" text,
	"body" text,
	"template" text,
	"params" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "member_messages_text_or_template" CHECK ((title IS NOT NULL AND body IS NOT NULL AND template IS NULL) OR (template IS NOT NULL AND params IS NOT NULL AND title IS NULL AND body IS NULL))
);
--> statement-breakpoint
ALTER TABLE "member_messages" ADD CONSTRAINT "member_messages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_messages_member_created_idx" ON "member_messages" USING btree ("member_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX "member_messages_unread_idx" ON "member_messages" USING btree ("member_id") WHERE read_at IS NULL AND deleted_at IS NULL;