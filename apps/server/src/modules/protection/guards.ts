import { fromMinor, type LimitKind, type LimitPeriod } from '@gamehall/contract';
import type { Queryable, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { exclusionOf, type LimitRow, limitRows, SESSION } from './repo.ts';
import { current } from './rules.ts';
import { type OpenDeposits, usageOf } from './usage.ts';

/*
 * What the rest of the server asks before it lets money or play through (decision 039):
 * login, deposit, launch and every bet.
 */

const PERIOD_WORD: Record<LimitPeriod, string> = { DAY: 'daily', WEEK: 'weekly', MONTH: 'monthly' };
const KIND_WORD: Record<LimitKind, string> = { DEPOSIT: 'deposit', LOSS: 'loss', WAGER: 'wager' };

/** PLAYER_EXCLUDED while a cool-off or self-exclusion lasts. */
export async function refuseExcluded(q: Queryable, memberId: number, now = new Date()) {
  const exclusion = await exclusionOf(q, memberId, now);
  if (!exclusion) return;
  const until = exclusion.endsAt?.toISOString() ?? null;
  const what = exclusion.kind === 'COOL_OFF' ? 'are taking a break' : 'have excluded yourself';
  throw new AppError(
    'PLAYER_EXCLUDED',
    until ? `You ${what} until ${until}` : `You ${what} permanently`,
    { details: { kind: exclusion.kind, until } },
  );
}

/**
 * PROTECTION_LIMIT when `amount` more of these kinds would pass a limit in force. The
 * player's rows of those kinds stay locked to the end of `tx`: two of their deposits (or
 * bets) are checked one after the other, each seeing the other's money. A player with no
 * limit of these kinds costs one indexed read.
 */
async function check(
  tx: Tx,
  memberId: number,
  kinds: readonly LimitKind[],
  amount: bigint,
  open: OpenDeposits | null,
) {
  const now = new Date();
  const limits = (await limitRows(tx, memberId, kinds, true))
    .map((row) => ({ ...row, value: current(row, now).value }))
    .filter((row) => row.value !== null);
  if (limits.length === 0) return;
  const usage = await usageOf(tx, memberId, open);
  for (const limit of limits) {
    const kind = limit.kind as LimitKind;
    const period = usage.find((u) => u.period === limit.period);
    if (!period || limit.value === null) continue;
    const used = period.used[kind];
    if (used + amount <= limit.value) continue;
    throw new AppError(
      'PROTECTION_LIMIT',
      `This would pass your ${PERIOD_WORD[period.period]} ${KIND_WORD[kind]} limit of ${fromMinor(limit.value).toFixed(2)} (${fromMinor(used).toFixed(2)} used)`,
      {
        details: {
          kind,
          period: period.period,
          limit: fromMinor(limit.value),
          used: fromMinor(used),
          resetsAt: period.resetsAt.toISOString(),
        },
      },
    );
  }
}

/** A deposit of `amount` asked for, counted with the credited ones and those `open`. */
export const checkDeposit = (tx: Tx, memberId: number, amount: bigint, open: OpenDeposits) =>
  check(tx, memberId, ['DEPOSIT'], amount, open);

/** A stake about to be taken: the loss and wager limits (a stake may all be lost). */
export const checkStake = (tx: Tx, memberId: number, stake: bigint) =>
  check(tx, memberId, ['LOSS', 'WAGER'], stake, null);

/** A minutes row (SESSION, REALITY_CHECK) of these as it stands at `now`, or null. */
export function minutesOf(rows: readonly LimitRow[], kind: string, now: Date) {
  const row = rows.find((r) => r.kind === kind);
  const value = row ? current(row, now).value : null;
  return value === null ? null : Number(value);
}

/** The player's session time limit in minutes, or null. */
export async function sessionLimitOf(q: Queryable, memberId: number, now = new Date()) {
  return minutesOf(await limitRows(q, memberId, [SESSION]), SESSION, now);
}
