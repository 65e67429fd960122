CREATE TABLE "ledger_member_days" (
	"member_id" bigint NOT NULL,
	"day" date NOT NULL,
	"type" text NOT NULL,
	"count" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "ledger_member_days_member_id_day_type_pk" PRIMARY KEY("member_id","day","type")
);
--> statement-breakpoint
ALTER TABLE "ledger_member_days" ADD CONSTRAINT "ledger_member_days_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
INSERT INTO "ledger_member_days" ("member_id", "day", "type", "count", "amount")
SELECT t.member_id,
  (t.created_at AT TIME ZONE coalesce((SELECT value->>'timeZone' FROM settings WHERE key = 'site'), 'UTC'))::date,
  t.type, count(*), coalesce(sum(n.net), 0)
FROM ledger_transactions t
LEFT JOIN LATERAL (
  SELECT sum(e.amount) AS net FROM ledger_entries e
  JOIN ledger_accounts a ON a.id = e.account_id
  WHERE e.tx_id = t.id AND a.member_id = t.member_id
) n ON true
WHERE t.member_id IS NOT NULL
GROUP BY 1, 2, 3;
