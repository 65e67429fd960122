import {
  fromMinor,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  type Protection,
  type ProtectionChange,
  toMinor,
} from '@gamehall/contract';
import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { minutesOf } from './guards.ts';
import {
  addExclusion,
  exclusionOf,
  type LimitRow,
  limitRows,
  REALITY_CHECK,
  SESSION,
  saveLimit,
} from './repo.ts';
import { current, endsLater, exclusionEnd, type LimitState, NO_LIMIT, setLimit } from './rules.ts';
import { usageOf } from './usage.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

function pendingOf<T>(s: LimitState, read: (v: bigint) => T) {
  if (!s.pendingFrom) return null;
  return {
    value: s.pendingValue === null ? null : read(s.pendingValue),
    from: s.pendingFrom.toISOString(),
  };
}

/** A player's protection as the security centre and the console show it. */
export async function readProtection(
  q: Queryable,
  memberId: number,
  now = new Date(),
): Promise<Protection> {
  const rows = await limitRows(q, memberId);
  const stateOf = (kind: string, period: string) => {
    const row = rows.find((r) => r.kind === kind && r.period === period);
    return row ? current(row, now) : NO_LIMIT;
  };
  const usage = await usageOf(q, memberId);
  const limits = LIMIT_KINDS.flatMap((kind) =>
    LIMIT_PERIODS.map((period) => {
      const s = stateOf(kind, period);
      const used = usage.find((u) => u.period === period);
      return {
        kind,
        period,
        amount: s.value === null ? null : fromMinor(s.value),
        used: fromMinor(used?.used[kind] ?? 0n),
        resetsAt: (used?.resetsAt ?? now).toISOString(),
        pending: pendingOf(s, fromMinor),
      };
    }),
  );
  const session = stateOf(SESSION, '');
  const exclusion = await exclusionOf(q, memberId, now);
  return {
    limits,
    sessionMinutes: session.value === null ? null : Number(session.value),
    sessionPending: pendingOf(session, Number),
    realityCheckMinutes: minutesOf(rows, REALITY_CHECK, now),
    exclusion: exclusion && {
      kind: exclusion.kind as 'COOL_OFF' | 'SELF_EXCLUSION',
      since: exclusion.startsAt.toISOString(),
      until: iso(exclusion.endsAt),
    },
  };
}

/** Who made a change: the player, or the staff account acting for them. */
export type SetBy = 'player' | { staff: string };

/**
 * Applies one change under the player's advisory lock (two changes of theirs at once
 * are made one after the other). Answers whether the change started an exclusion (the
 * caller ends the player's sessions), the protection after, and for staff's change the
 * protection before (the audit's; the player's own change is not audited there).
 */
export async function applyChange(
  db: Db,
  memberId: number,
  change: ProtectionChange,
  setBy: SetBy,
  now = new Date(),
): Promise<{ excluded: boolean; before: Protection | null; after: Protection }> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtextextended(${`protection:${memberId}`}, 0))`,
    );
    const before = setBy === 'player' ? null : await readProtection(tx, memberId, now);
    const rows = await limitRows(tx, memberId);
    const stateOf = (kind: string, period: string): LimitRow | LimitState =>
      rows.find((r) => r.kind === kind && r.period === period) ?? NO_LIMIT;
    const limit = async (kind: string, period: string, next: bigint | null, wait = true) => {
      const s = wait ? setLimit(stateOf(kind, period), next, now) : { ...NO_LIMIT, value: next };
      await saveLimit(tx, memberId, { kind, period }, s, now);
    };
    let excluded = false;
    switch (change.what) {
      case 'limit':
        await limit(
          change.kind,
          change.period,
          change.amount === null ? null : toMinor(change.amount),
        );
        break;
      case 'session': {
        const minutes = change.sessionMinutes;
        await limit(SESSION, '', minutes === null ? null : BigInt(minutes));
        // Reality checks remind; more or fewer of them is the player's to change at once.
        const every = change.realityCheckMinutes;
        await limit(REALITY_CHECK, '', every === null ? null : BigInt(every), false);
        break;
      }
      default: {
        const endsAt = exclusionEnd(change, now);
        const running = await exclusionOf(tx, memberId, now);
        if (running && !endsLater(endsAt, running.endsAt)) {
          throw new AppError(
            'CONFLICT',
            'A break already runs to a later date: it cannot be shortened',
            { details: { until: iso(running.endsAt) } },
          );
        }
        const kind = change.what === 'cool-off' ? 'COOL_OFF' : 'SELF_EXCLUSION';
        const by = setBy === 'player' ? 'player' : setBy.staff;
        await addExclusion(tx, { memberId, kind, startsAt: now, endsAt, setBy: by });
        excluded = true;
      }
    }
    return { excluded, before, after: await readProtection(tx, memberId, now) };
  });
}
