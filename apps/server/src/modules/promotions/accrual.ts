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
import { changePoints, pointsFor } from '../points/index.ts';
import { settledDaysView } from '../provider/index.ts';
import { countedTurnover } from './bonus-rules.ts';
import { countTurnover } from './grants.ts';

/*
 * The rewards' accrual (decision 033): what players' settled bets add since the last run
 * — points at product §9's values and turnover toward their bonuses — moved on from the
 * provider's settled-bet days in bulk, a player at a time. `reward_accruals` says how much
 * of each day's figure is accrued; it moves by compare-and-set in the same transaction as
 * the points and the turnover, so two runs at once (the job and a player's own read)
 * accrue each stake once.
 */

type Rules = Pick<Settings, 'rewards' | 'site'>;

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

const PLAYERS_PER_RUN = 500;

/** Accrues what is new in `scope`; answers how many players' rewards moved. */
export async function accrueRewards(db: Db, rules: Rules, scope: AccrualScope): Promise<number> {
  const members = scope === 'recent' ? await pendingPlayers(db) : [scope.memberId];
  let moved = 0;
  for (const memberId of members) {
    if (await accrueMember(db, rules, memberId)) moved++;
  }
  return moved;
}

/** Players with settled stakes of the last two days not yet accrued (never trial accounts). */
async function pendingPlayers(db: Db): Promise<number[]> {
  const rows = rowsOf<{ member_id: unknown }>(
    await db.execute(sql`SELECT DISTINCT d.member_id FROM ${settledDaysView} d
      LEFT JOIN reward_accruals a ON a.member_id = d.member_id AND a.day = d.day
        AND a.vendor = d.vendor AND a.game_code = d.game_code
      JOIN ${membersView} m ON m.id = d.member_id AND m.type <> ${TRIAL_TYPE}
      WHERE d.day >= ${brandDayOf(sql`now()`)} - 1 AND d.valid_bet > coalesce(a.accrued, 0)
      LIMIT ${PLAYERS_PER_RUN}`),
  );
  return rows.map((r) => Number(r.member_id));
}

const notTrial = (memberId: number) =>
  sql`NOT EXISTS (SELECT 1 FROM ${membersView} m WHERE m.id = ${memberId} AND m.type = ${TRIAL_TYPE})`;

/** One player's accrual in one transaction; false when nothing was new. */
async function accrueMember(db: Db, rules: Rules, memberId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const moved = rowsOf<Moved>(await tx.execute(claimNew(memberId, notTrial(memberId))));
    if (moved.length === 0) return false;
    const esports = new Set(rules.site.esportsList);
    let points = 0n;
    let turnover = 0n;
    for (const m of moved) {
      const delta = BigInt(String(m.delta));
      const category = shownCategory(m.category ?? '', m.vendor, esports) as GameCategory;
      points += pointsFor(category, delta);
      turnover += countedTurnover(delta, category, rules.rewards.wageringWeights);
    }
    if (points > 0n) {
      await changePoints(tx, {
        key: `earn:${memberId}:${digestOf(moved)}`,
        memberId,
        reason: 'EARN',
        change: points,
        reference: `bets:${moved[0]?.day}`,
      });
    }
    await countTurnover(tx, memberId, turnover);
    return true;
  });
}

/**
 * Moves a player's `reward_accruals` up to their settled stakes, where each still is what
 * this statement read (another run that got there first leaves the row out), and answers
 * each row's stake accrued now with its game's category.
 */
function claimNew(memberId: number, eligible: SQL) {
  return sql`WITH f AS (
      SELECT d.member_id, d.day, d.vendor, d.game_code, d.valid_bet,
        coalesce(a.accrued, 0) AS before
      FROM ${settledDaysView} d
      LEFT JOIN reward_accruals a ON a.member_id = d.member_id AND a.day = d.day
        AND a.vendor = d.vendor AND a.game_code = d.game_code
      WHERE d.member_id = ${memberId} AND d.valid_bet > coalesce(a.accrued, 0) AND ${eligible}
      ORDER BY d.day, d.vendor, d.game_code),
    w AS (
      INSERT INTO reward_accruals AS r (member_id, day, vendor, game_code, accrued, accrued_before)
      SELECT member_id, day, vendor, game_code, valid_bet, before FROM f
      ON CONFLICT (member_id, day, vendor, game_code) DO UPDATE
        SET accrued = excluded.accrued, accrued_before = excluded.accrued_before
        WHERE r.accrued = excluded.accrued_before
      RETURNING r.member_id, r.day, r.vendor, r.game_code, r.accrued,
        r.accrued - r.accrued_before AS delta)
    SELECT w.member_id, w.day::text AS day, w.vendor, w.game_code, w.accrued, w.delta,
      g.category
    FROM w LEFT JOIN ${gamesView} g ON g.vendor_code = w.vendor AND g.game_code = w.game_code
    ORDER BY w.day, w.vendor, w.game_code`;
}

/** Names the points an accrual earns by the figures it moved: earned once. */
const digestOf = (moved: readonly Moved[]) =>
  createHash('sha256')
    .update(moved.map((m) => `${m.day}/${m.vendor}/${m.game_code}/${m.accrued}`).join(','))
    .digest('hex')
    .slice(0, 32);
