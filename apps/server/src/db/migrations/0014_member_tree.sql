CREATE TABLE "member_tree" (
	"ancestor_id" bigint NOT NULL,
	"member_id" bigint NOT NULL,
	"depth" smallint NOT NULL,
	CONSTRAINT "member_tree_ancestor_id_member_id_pk" PRIMARY KEY("ancestor_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "member_tree" ADD CONSTRAINT "member_tree_ancestor_id_members_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_tree" ADD CONSTRAINT "member_tree_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_tree_member_idx" ON "member_tree" USING btree ("member_id","depth");--> statement-breakpoint
-- The members who exist already: every member with each of its uplines (and itself at 0).
INSERT INTO "member_tree" ("ancestor_id", "member_id", "depth")
WITH RECURSIVE up(ancestor_id, member_id, depth) AS (
  SELECT id, id, 0 FROM "members"
  UNION ALL
  SELECT m.upline_id, up.member_id, up.depth + 1
  FROM up JOIN "members" m ON m.id = up.ancestor_id
  WHERE m.upline_id IS NOT NULL AND up.depth < 100
)
SELECT ancestor_id, member_id, depth FROM up;
