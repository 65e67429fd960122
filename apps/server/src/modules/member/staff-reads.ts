import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

/*
 * Members as the console finds and shows them (issue 19): by the beginning of the account,
 * a mobile number, an e-mail, or an address they logged in from.
 */

export type MemberSearchBy = 'account' | 'mobile' | 'email' | 'ip';

export interface StaffMemberRow {
  id: number;
  account: string;
  type: number;
  status: number;
  mobile: string | null;
  email: string | null;
  createdAt: Date;
  lastLoginAt: Date | null;
  nickname: string | null;
  upline: string | null;
  rankLevel: number;
  passwordIsDefault: boolean;
}

const columns = sql`m.id, m.account, m.type, m.status,
  CASE WHEN m.mobile IS NULL THEN NULL ELSE '+' || coalesce(m.mobile_dialing_code, '') || ' ' || m.mobile END AS mobile,
  m.email, m.created_at, m.last_login_at, m.nickname, m.rank_level, m.password_is_default,
  (SELECT u.account FROM members u WHERE u.id = m.upline_id) AS upline`;

type Raw = Record<string, unknown>;

const toRow = (r: Raw): StaffMemberRow => ({
  id: Number(r.id),
  account: String(r.account),
  type: Number(r.type),
  status: Number(r.status),
  mobile: (r.mobile as string | null) ?? null,
  email: (r.email as string | null) ?? null,
  createdAt: new Date(r.created_at as string),
  lastLoginAt: r.last_login_at ? new Date(r.last_login_at as string) : null,
  nickname: (r.nickname as string | null) ?? null,
  upline: (r.upline as string | null) ?? null,
  rankLevel: Number(r.rank_level),
  passwordIsDefault: Boolean(r.password_is_default),
});

/** A LIKE pattern matching `text` literally at the start. */
const startsWith = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function searchMembers(
  q: Queryable,
  by: MemberSearchBy,
  text: string,
  page: { offset: number; limit: number },
): Promise<{ rows: StaffMemberRow[]; total: number }> {
  const needle = text.trim();
  const where = {
    account: sql`m.account LIKE ${startsWith(needle.toLowerCase())}`,
    mobile: sql`(m.mobile = ${needle.replace(/\D/g, '')} OR coalesce(m.mobile_dialing_code, '') || m.mobile = ${needle.replace(/\D/g, '')})`,
    email: sql`lower(m.email) = ${needle.toLowerCase()}`,
    ip: sql`m.id IN (SELECT i.member_id FROM member_ips i WHERE i.ip = ${needle})`,
  }[by];
  const rows = rowsOf<Raw>(
    await q.execute(sql`SELECT ${columns}, count(*) OVER () AS total
      FROM members m WHERE ${where}
      ORDER BY m.created_at DESC, m.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`),
  );
  return { rows: rows.map(toRow), total: Number(rows[0]?.total ?? 0) };
}

export async function memberForStaff(q: Queryable, account: string) {
  const [row] = rowsOf<Raw>(
    await q.execute(
      sql`SELECT ${columns} FROM members m WHERE m.account = ${account.toLowerCase()}`,
    ),
  );
  return row ? toRow(row) : null;
}

/**
 * Addresses more than one member logged in from since `since`, the most members first (the
 * console's risk view): each with its accounts and when it was last seen.
 */
export async function sharedIps(
  q: Queryable,
  since: Date,
  page: { offset: number; limit: number },
) {
  const rows = rowsOf<{ ip: string; accounts: string[]; last_seen: Date | string; total: unknown }>(
    await q.execute(sql`SELECT i.ip, array_agg(m.account ORDER BY m.account) AS accounts,
        max(i.last_seen) AS last_seen, count(*) OVER () AS total
      FROM member_ips i JOIN members m ON m.id = i.member_id
      WHERE i.last_seen >= ${since.toISOString()}
      GROUP BY i.ip HAVING count(*) > 1
      ORDER BY count(*) DESC, max(i.last_seen) DESC
      LIMIT ${page.limit} OFFSET ${page.offset}`),
  );
  return {
    groups: rows.map((r) => ({
      ip: r.ip,
      accounts: r.accounts,
      lastSeen: new Date(r.last_seen).toISOString(),
    })),
    total: Number(rows[0]?.total ?? 0),
  };
}
