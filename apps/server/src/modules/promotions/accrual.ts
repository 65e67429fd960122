import { createHash } from 'node:crypto';
import type { GameCategory } from '@gamehall/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { TRIAL_TYPE } from '../../lib/platform-types.ts';
import { brandDayOf } from '../../settings/brand-day.ts';
import type { Settings } from '../../settings/schema.ts';
import { gamesView, shownCategory } from '../games/index.ts';
import { membersView } from '../member/index.ts';
import { earnPoints, pointsFor } from '../points/index.ts';
import { settledDaysView } from '../provider/index.ts';
import { countedTurnover } from './bonus-rules.ts';
import { addRebateFigures } from './cashback.ts';
import { countTurnover } from './grants.ts';
import { syncVipRanks } from './vip.ts';

/*
 * The rewards' accrual (decision 033): what players' settled bets add since the last run
 * — points at product §9's values and turnover toward their bonuses — moved on from the
 * provider's settled-bet days in bulk, a few statements per run for every player it
 * moves (the benchmark's ratio depends on it, bench/reward-accrual.ts). `reward_accruals` says how much
 * of each day's figure is accrued; it moves by compare-and-set in the same transaction as
 * the points and the turnover, so two runs at once (the job and a player's own read)
 * accrue each stake once.
 */

type Rules = Pick<Settings, 'rewards' | 'site' | 'money'>;

/**
 * Whose settled bets to accrue: one player's (before showing them their rewards), or every
 * player's of the brand's last two days (the job; a day's figures stop growing once it
 * has passed).
 */
export type AccrualScope = { memberId: number } | 'recent';

interface Moved {
  member_id: unknown;
  day: string;
  vendor: string;
  game_code: string;
  category: string | null;
  delta: unknown;
  accrued: unknown;
}

/** Figures (player, day, game) one run takes at most; the rest waits for the next run. */
const ROWS_PER_RUN = 5_000;

/**
 * Accrues what is new in `scope` in one transaction, a few statements whatever the number
 * of players: the figures claimed, every player's cashback figures raised, points earned
 * and bonuses counted; then the VIP ranks of the players it moved. Answers how many
 * players' rewards moved.
 */
export async function accrueRewards(db: Db, rules: Rules, scope: AccrualScope): Promise<number> {
  const where =
    scope === 'recent'
      ? sql`d.day >= ${brandDayOf(sql`now()`)} - 1`
      : sql`d.member_id = ${scope.memberId}`;
  const members = await db.transaction(async (tx) => {
    const moved = rowsOf<Moved>(await tx.execute(claimNew(where)));
    if (moved.length === 0) return [];
    const esports = new Set(rules.site.esportsList);
    const byMember = new Map<number, { points: bigint; turnover: bigint; rows: Moved[] }>();
    const rebate: { memberId: number; category: string; validBet: bigint }[] = [];
    for (const m of moved) {
      const memberId = Number(m.member_id);
      const delta = BigInt(String(m.delta));
      const category = shownCategory(m.category ?? '', m.vendor, esports) as GameCategory;
      const sum = byMember.get(memberId) ?? { points: 0n, turnover: 0n, rows: [] };
      sum.points += pointsFor(category, delta);
      sum.turnover += countedTurnover(delta, category, rules.rewards.wageringWeights);
      sum.rows.push(m);
      byMember.set(memberId, sum);
      rebate.push({ memberId, category, validBet: delta });
    }
    await addRebateFigures(tx, rebate);
    await earnPoints(
      tx,
      [...byMember].map(([memberId, sum]) => ({
        key: `earn:${memberId}:${digestOf(sum.rows)}`,
        memberId,
        change: sum.points,
        reference: `bets:${sum.rows[0]?.day}`,
      })),
    );
    await countTurnover(tx, new Map([...byMember].map(([id, sum]) => [id, sum.turnover])));
    return [...byMember.keys()];
  });
  // Ranks after the accrual has committed, in their own transaction (vip.ts says why).
  await syncVipRanks(db, rules, members);
  return members.length;
}

/**
 * Moves `reward_accruals` up to the settled stakes of the figures `where` picks (never a
 * trial account's), where each still is what this statement read — another run that got
 * there first leaves the row out — and answers each row's stake accrued now with its
 * game's category. Rows go in player order, as every run locks them.
 */
function claimNew(where: SQL) {
  return sql`WITH f AS (
      SELECT d.member_id, d.day, d.vendor, d.game_code, d.valid_bet,
        coalesce(a.accrued, 0) AS before
      FROM ${settledDaysView} d
      LEFT JOIN reward_accruals a ON a.member_id = d.member_id AND a.day = d.day
        AND a.vendor = d.vendor AND a.game_code = d.game_code
      WHERE ${where} AND d.valid_bet > coalesce(a.accrued, 0)
        AND NOT EXISTS (SELECT 1 FROM ${membersView} m
          WHERE m.id = d.member_id AND m.type = ${TRIAL_TYPE})
      ORDER BY d.member_id, d.day, d.vendor, d.game_code
      LIMIT ${ROWS_PER_RUN}),
    w AS (
      INSERT INTO reward_accruals AS r (member_id, day, vendor, game_code, accrued, accrued_before)
      SELECT member_id, day, vendor, game_code, valid_bet, before FROM f
      ORDER BY member_id, day, vendor, game_code
      ON CONFLICT (member_id, day, vendor, game_code) DO UPDATE
        SET accrued = excluded.accrued, accrued_before = excluded.accrued_before
        WHERE r.accrued = excluded.accrued_before
      RETURNING r.member_id, r.day, r.vendor, r.game_code, r.accrued,
        r.accrued - r.accrued_before AS delta)
    SELECT w.member_id, w.day::text AS day, w.vendor, w.game_code, w.accrued, w.delta,
      g.category
    FROM w LEFT JOIN ${gamesView} g ON g.vendor_code = w.vendor AND g.game_code = w.game_code
    ORDER BY w.member_id, w.day, w.vendor, w.game_code`;
}

/** Names the points an accrual earns by the figures it moved: earned once. */
const digestOf = (moved: readonly Moved[]) =>
  createHash('sha256')
    .update(moved.map((m) => `${m.day}/${m.vendor}/${m.game_code}/${m.accrued}`).join(','))
    .digest('hex')
    .slice(0, 32);
