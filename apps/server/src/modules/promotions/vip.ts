import { toMinor } from '@gamehall/contract';
import { sql } from 'drizzle-orm';
import { anyBigint } from '../../db/any-of.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { TRIAL_TYPE } from '../../lib/platform-types.ts';
import { brandDayOf } from '../../settings/brand-day.ts';
import type { Settings } from '../../settings/schema.ts';
import { memberDaysView, turnoverFor } from '../ledger/index.ts';
import { membersView, setRankLevels } from '../member/index.ts';
import { settledDaysView } from '../provider/index.ts';
import { bonusExpiry, grantBonus } from './grants.ts';
import { rankFor, rankUpBonuses, type VipFigures, type VipRank } from './vip-rules.ts';

type Rules = Pick<Settings, 'rewards' | 'money'>;

/** The brand's VIP ladder in minor units. */
export const ladderOf = (rules: Pick<Settings, 'rewards'>): VipRank[] =>
  rules.rewards.vipRanks.map((r) => ({
    level: r.level,
    name: r.name,
    minValidBet: toMinor(r.minValidBet),
    minDeposit: toMinor(r.minDeposit),
    upgradeBonus: toMinor(r.upgradeBonus),
    monthlyBonus: toMinor(r.monthlyBonus),
  }));

/**
 * Players' valid bets and deposits over the brand's VIP window (its last `days` brand
 * days, today included), by player; trial accounts have none.
 */
export async function vipFiguresOf(q: Queryable, memberIds: readonly number[], days: number) {
  const since = sql`${brandDayOf(sql`now()`)} - ${days - 1}::int`;
  const rows = rowsOf<{ member_id: unknown; valid_bet: unknown; deposit: unknown }>(
    await q.execute(sql`SELECT m.id AS member_id,
        coalesce((SELECT sum(d.valid_bet) FROM ${settledDaysView} d
          WHERE d.member_id = m.id AND d.day >= ${since}), 0) AS valid_bet,
        coalesce((SELECT sum(x.amount) FROM ${memberDaysView} x
          WHERE x.member_id = m.id AND x.type = 'DEPOSIT' AND x.day >= ${since}), 0) AS deposit
      FROM ${membersView} m WHERE m.id = ${anyBigint(memberIds)} AND m.type <> ${TRIAL_TYPE}`),
  );
  return new Map<number, VipFigures>(
    rows.map((r) => [
      Number(r.member_id),
      { validBet: BigInt(String(r.valid_bet)), deposit: BigInt(String(r.deposit)) },
    ]),
  );
}

/** A player's rank now (level 0 for a trial account or before any figure). */
export async function vipLevelOf(q: Queryable, rules: Pick<Settings, 'rewards'>, memberId: number) {
  const figures = (await vipFiguresOf(q, [memberId], rules.rewards.vipWindowDays)).get(memberId);
  return rankFor(ladderOf(rules), figures ?? { validBet: 0n, deposit: 0n }).level;
}

/**
 * Brings players' VIP ranks up to their figures, in a transaction of its own (their rank
 * rows, their members' rows, then the wallets: never inside the accrual, which locks
 * wallets before): the rank the header shows follows the figures both ways, and each
 * rank passed for the first time pays its rank-up bonus once, as a bonus with the
 * brand's bonus turnover. Answers the bonuses paid.
 */
export async function syncVipRanks(db: Db, rules: Rules, memberIds: readonly number[]) {
  if (memberIds.length === 0) return 0;
  const ladder = ladderOf(rules);
  return db.transaction(async (tx) => {
    const figures = await vipFiguresOf(tx, memberIds, rules.rewards.vipWindowDays);
    const ids = [...figures.keys()].sort((a, b) => a - b);
    if (ids.length === 0) return 0;
    const json = JSON.stringify(ids);
    const seen = rowsOf<{ member_id: unknown; paid_level: number }>(
      await tx.execute(sql`INSERT INTO vip_levels AS v (member_id)
        SELECT x::bigint FROM jsonb_array_elements_text(${json}::jsonb) x ORDER BY 1
        ON CONFLICT (member_id) DO UPDATE SET member_id = excluded.member_id
        RETURNING v.member_id, v.paid_level`),
    );
    const levels = seen.map((row) => {
      const memberId = Number(row.member_id);
      const level = rankFor(ladder, figures.get(memberId) as VipFigures).level;
      return { memberId, level, paidBefore: row.paid_level };
    });
    await tx.execute(sql`UPDATE vip_levels v SET level = (x->>1)::int,
        paid_level = greatest(v.paid_level, (x->>1)::int), updated_at = now()
      FROM jsonb_array_elements(${JSON.stringify(levels.map((l) => [l.memberId, l.level]))}::jsonb) x
      WHERE v.member_id = (x->>0)::bigint`);
    await setRankLevels(
      tx,
      levels.map((l) => [l.memberId, l.level] as const),
    );
    let paid = 0;
    for (const { memberId, level, paidBefore } of levels) {
      for (const bonus of rankUpBonuses(ladder, paidBefore, level)) {
        await grantBonus(tx, {
          key: `vip-up:${memberId}:${bonus.level}`,
          memberId,
          source: 'PROMOTION',
          amount: bonus.amount,
          required: turnoverFor(bonus.amount, rules.money.bonusTurnoverMultiple),
          remark: `VIP${bonus.level}`,
          expiresAt: bonusExpiry(rules.rewards),
        });
        paid++;
      }
    }
    return paid;
  });
}
