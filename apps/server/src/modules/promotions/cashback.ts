import type { GameCategory } from '@gamehall/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { rebateFigures, rewardClaims } from '../../db/schema/promotions.ts';
import { AppError } from '../../lib/app-error.ts';
import { brandDayOf } from '../../settings/brand-day.ts';
import type { Settings } from '../../settings/schema.ts';
import { account, move, post } from '../ledger/index.ts';
import { type RebateTable, ratesFor, rebateDue } from './rebate-rules.ts';
import { vipLevelOf } from './vip.ts';

/*
 * Cashback (manualRebate; decision 033): a share of the valid bets since the last claim,
 * per category at the player's VIP rates, paid into the main wallet once per brand day —
 * by the player's claim, or by the daily job when the brand pays it by itself.
 */

type Rules = Pick<Settings, 'rewards'>;

/** Valid bets the accrual just moved, per player and category. */
export async function addRebateFigures(
  tx: Tx,
  rows: readonly { memberId: number; category: string; validBet: bigint }[],
) {
  const counted = rows.filter((r) => r.validBet > 0n);
  if (counted.length === 0) return;
  const json = JSON.stringify(counted.map((r) => [r.memberId, r.category, String(r.validBet)]));
  await tx.execute(sql`INSERT INTO rebate_figures AS f (member_id, category, valid_bet)
    SELECT (x->>0)::bigint, x->>1, sum((x->>2)::bigint)
    FROM jsonb_array_elements(${json}::jsonb) x GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (member_id, category) DO UPDATE SET valid_bet = f.valid_bet + excluded.valid_bet`);
}

const rebateTable = (rules: Rules): RebateTable =>
  rules.rewards.vipRanks.map((r) => ({ fromLevel: r.level, rates: r.rebate }));

/** What a player's cashback is now: valid bets since the last claim, rates and what is due. */
export async function rebateStanding(tx: Tx | Db, rules: Rules, memberId: number, lock = false) {
  const query = tx
    .select()
    .from(rebateFigures)
    .where(eq(rebateFigures.memberId, memberId))
    .orderBy(rebateFigures.category);
  const figures = lock ? await query.for('update') : await query;
  const level = await vipLevelOf(tx, rules, memberId);
  const pending: Partial<Record<GameCategory, bigint>> = {};
  for (const f of figures) pending[f.category as GameCategory] = f.validBet - f.claimed;
  return { level, ...rebateDue(pending, ratesFor(rebateTable(rules), level)) };
}

const today = sql`${brandDayOf(sql`now()`)}::text`;

/** The player's last cashback claim (by them or the job), if any. */
export async function lastRebate(db: Db, memberId: number) {
  const [row] = rowsOf<{
    amount: unknown;
    created_at: Date | string;
    today: boolean;
  }>(
    await db.execute(sql`SELECT amount, created_at, period = ${today} AS today FROM reward_claims
      WHERE member_id = ${memberId} AND rule = 'CASHBACK' ORDER BY id DESC LIMIT 1`),
  );
  return row
    ? { at: new Date(row.created_at), amount: BigInt(String(row.amount)), today: row.today }
    : null;
}

const alreadyClaimed = () =>
  new AppError('ALREADY_CLAIMED', 'Cashback was already claimed today', {
    details: { next: 'tomorrow' },
  });

/**
 * Pays a player's cashback due once per brand day: the claim row (rule, player, day) is
 * written first, so a second claim that day finds it; the figures are locked, so two at
 * once pay once. A repeat of the same request id answers the first claim.
 */
export async function claimRebate(tx: Tx, rules: Rules, memberId: number, requestId: string) {
  const [earlier] = await tx
    .select()
    .from(rewardClaims)
    .where(and(eq(rewardClaims.memberId, memberId), eq(rewardClaims.requestId, requestId)));
  if (earlier) {
    if (earlier.rule !== 'CASHBACK') {
      throw new AppError('IDEMPOTENCY_CONFLICT', 'This request id was used for another claim');
    }
    return { amount: earlier.amount, replayed: true };
  }
  const standing = await rebateStanding(tx, rules, memberId, true);
  // After the figures' lock: a claim of today that got there first is seen here.
  const [done] = rowsOf(
    await tx.execute(sql`SELECT 1 FROM reward_claims
      WHERE rule = 'CASHBACK' AND member_id = ${memberId} AND period = ${today}`),
  );
  if (done) throw alreadyClaimed();
  if (standing.total <= 0n) throw new AppError('NOTHING_TO_CLAIM', 'No cashback is due yet');
  const [claim] = rowsOf<{ id: unknown }>(
    await tx.execute(sql`INSERT INTO reward_claims (rule, member_id, period, request_id, amount, detail)
      VALUES ('CASHBACK', ${memberId}, ${today}, ${requestId}, ${standing.total},
        ${JSON.stringify({ level: standing.level, byCategory: standing.byCategory.map((c) => [c.category, String(c.validBet), c.rateBp, String(c.rebate)]) })}::jsonb)
      ON CONFLICT DO NOTHING RETURNING id`),
  );
  if (!claim) throw alreadyClaimed();
  // Exactly what was paid on, row by row (a category first bet meanwhile waits for the next).
  const paidOn = JSON.stringify(
    Object.fromEntries(standing.byCategory.map((c) => [c.category, String(c.validBet)])),
  );
  await tx.execute(sql`UPDATE rebate_figures f SET claimed = f.claimed + (${paidOn}::jsonb ->> f.category)::bigint
    WHERE f.member_id = ${memberId} AND ${paidOn}::jsonb ? f.category`);
  await post(tx, {
    key: `cashback:${claim.id}`,
    type: 'CASHBACK',
    memberId,
    reference: `claim:${claim.id}`,
    entries: move(account.house(memberId), account.main(memberId), standing.total),
  });
  return { amount: standing.total, replayed: false };
}

/** Rates shown on the page, per category, at the player's level (for categories not yet bet). */
export function ratesAt(rules: Rules, level: number) {
  return ratesFor(rebateTable(rules), level);
}

const AUTO_BATCH = 200;

/**
 * The brand pays cashback by itself (`autoRebate`): each player with some due and no
 * claim yet today is paid what is due, once per brand day — the day's first run pays
 * everything up to then. A player who claimed today waits for tomorrow's run.
 */
export async function payDueRebates(db: Db, rules: Rules) {
  if (!rules.rewards.autoRebate) return 0;
  const due = rowsOf<{ member_id: unknown; day: string }>(
    await db.execute(sql`SELECT DISTINCT f.member_id, ${today} AS day FROM rebate_figures f
      WHERE f.valid_bet > f.claimed AND NOT EXISTS (SELECT 1 FROM reward_claims c
        WHERE c.rule = 'CASHBACK' AND c.member_id = f.member_id AND c.period = ${today})
      LIMIT ${AUTO_BATCH}`),
  );
  let paid = 0;
  for (const row of due) {
    const memberId = Number(row.member_id);
    try {
      await db.transaction((tx) => claimRebate(tx, rules, memberId, `auto:${row.day}`));
      paid++;
    } catch (err) {
      // Rates of 0 leave nothing due; a claim of the player's own got there first.
      if (
        !(err instanceof AppError) ||
        !['NOTHING_TO_CLAIM', 'ALREADY_CLAIMED'].includes(err.code)
      ) {
        throw err;
      }
    }
  }
  return paid;
}
