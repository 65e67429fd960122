import { fromMinor, type LimitKind, type LimitPeriod } from '@gamehall/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { paging } from '../../lib/paging.ts';
import { membersView } from '../member/index.ts';
import { SESSION } from './repo.ts';

/*
 * The operator's report of players with limits or exclusions (issue 19): each player once,
 * with the limits in force now (a loosening whose day has come counts), the session limit
 * and the exclusion running, the last changed first.
 */

type Show = 'all' | 'excluded' | 'limited';

/** A limit row's value now, in SQL. */
const valueNow = sql`CASE WHEN l.pending_from <= now() THEN l.pending_value ELSE l.value END`;

export async function protectedPlayers(
  q: Queryable,
  query: { show?: Show; pageNo: number; pageSize: number },
) {
  const page = paging(query);
  const show = query.show ?? 'all';
  const rows = rowsOf<{
    account: string;
    limits: [LimitKind | typeof SESSION, LimitPeriod | '', string][] | null;
    kind: string | null;
    since: Date | string | null;
    until: Date | string | null;
    updated_at: Date | string;
    total: unknown;
  }>(
    await q.execute(sql`WITH limits AS (
        SELECT l.member_id, jsonb_agg(jsonb_build_array(l.kind, l.period, (${valueNow})::text)
          ORDER BY l.kind, l.period) AS limits, max(l.updated_at) AS updated_at
        FROM protection_limits l
        WHERE l.kind <> 'REALITY_CHECK' AND (${valueNow}) IS NOT NULL
        GROUP BY l.member_id),
      exclusions AS (
        SELECT DISTINCT ON (x.member_id) x.member_id, x.kind, x.starts_at, x.ends_at
        FROM protection_exclusions x
        ORDER BY x.member_id, x.id DESC),
      running AS (
        SELECT * FROM exclusions WHERE ends_at IS NULL OR ends_at > now()),
      players AS (
        SELECT coalesce(l.member_id, r.member_id) AS member_id, l.limits,
          r.kind, r.starts_at AS since, r.ends_at AS until,
          greatest(l.updated_at, r.starts_at) AS updated_at
        FROM limits l FULL JOIN running r ON r.member_id = l.member_id
        WHERE ${show === 'excluded' ? sql`r.member_id IS NOT NULL` : show === 'limited' ? sql`l.member_id IS NOT NULL` : sql`true`})
      SELECT m.account, p.limits, p.kind, p.since, p.until, p.updated_at,
        count(*) OVER () AS total
      FROM players p JOIN ${membersView} m ON m.id = p.member_id
      ORDER BY p.updated_at DESC, m.account
      LIMIT ${page.limit} OFFSET ${page.offset}`),
  );
  const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
  const players = rows.map((r) => {
    const limits = r.limits ?? [];
    const session = limits.find(([kind]) => kind === SESSION);
    return {
      account: r.account,
      limits: limits
        .filter(([kind]) => kind !== SESSION)
        .map(([kind, period, value]) => ({
          kind: kind as LimitKind,
          period: period as LimitPeriod,
          amount: fromMinor(BigInt(value)),
        })),
      sessionMinutes: session ? Number(session[2]) : null,
      exclusion:
        r.kind === null
          ? null
          : {
              kind: r.kind as 'COOL_OFF' | 'SELF_EXCLUSION',
              since: iso(r.since) as string,
              until: iso(r.until),
            },
      updatedAt: iso(r.updated_at) as string,
    };
  });
  return { players, ...page.info(Number(rows[0]?.total ?? 0)) };
}
