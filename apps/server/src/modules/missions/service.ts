import {
  fromMinor,
  type getMissionLeaderboard,
  type getMissionSummary,
  type ValueOf,
} from '@gamehall/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Queryable, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { missionRewards, missions } from '../../db/schema/missions.ts';
import { AppError } from '../../lib/app-error.ts';
import { contentOrder, localized } from '../../lib/localized.ts';
import { gamesView, maskAccount } from '../games/index.ts';
import { inTransaction, memberDaysView, turnoverFor } from '../ledger/index.ts';
import { accountsOf } from '../member/index.ts';
import { changePoints } from '../points/index.ts';
import { bonusExpiry, grantBonus, periodOf } from '../promotions/index.ts';
import { settledDaysView } from '../provider/index.ts';
import { type DayFigures, type MissionKind, missionState, progressOf } from './mission-rules.ts';

/*
 * Missions (issue 16): progress read from the player's settled bets and deposits of the
 * period (the provider's and the ledger's day figures), a reward taken once per mission,
 * player and period — the reward row first, so 20 claims at once pay once.
 */

type Row = typeof missions.$inferSelect;
type Period = 'DAILY' | 'WEEKLY';

/** The periods of now in the brand's calendar: their keys and first days. */
function periodsNow(zone: string, now: Date) {
  const daily = periodOf('DAILY', zone, now, now);
  const weekly = periodOf('WEEKLY', zone, now, now);
  return {
    DAILY: { key: daily.key, since: daily.key },
    WEEKLY: { key: weekly.key, since: weekly.key.slice(1), start: weekly.since },
  };
}

/** A player's figures per brand day since `sinceDay`: bets by category, deposits. */
async function figuresSince(q: Queryable, memberId: number, sinceDay: string) {
  const days = new Map<string, DayFigures>();
  const day = (d: string) => {
    const f = days.get(d) ?? { bets: new Map(), deposits: 0n };
    days.set(d, f);
    return f;
  };
  const bets = rowsOf<{
    day: string;
    category: string | null;
    bets: unknown;
    valid: unknown;
    best: unknown;
  }>(
    await q.execute(sql`SELECT d.day::text AS day, g.category, sum(d.bets) AS bets,
        sum(d.valid_bet) AS valid, max(d.best_streak) AS best
      FROM ${settledDaysView} d
      LEFT JOIN ${gamesView} g ON g.vendor_code = d.vendor AND g.game_code = d.game_code
      WHERE d.member_id = ${memberId} AND d.day >= ${sinceDay}::date
      GROUP BY 1, 2`),
  );
  for (const b of bets) {
    day(b.day).bets.set(b.category ?? 'OTHER', {
      bets: BigInt(String(b.bets)),
      validBet: BigInt(String(b.valid)),
      bestStreak: BigInt(String(b.best)),
    });
  }
  const deposits = rowsOf<{ day: string; amount: unknown }>(
    await q.execute(sql`SELECT x.day::text AS day, sum(x.amount) AS amount FROM ${memberDaysView} x
      WHERE x.member_id = ${memberId} AND x.type = 'DEPOSIT' AND x.day >= ${sinceDay}::date
      GROUP BY 1`),
  );
  for (const d of deposits) day(d.day).deposits = BigInt(String(d.amount));
  return days;
}

/** Every enabled mission with the player's progress and state in its current period. */
async function standings(q: Queryable, zone: string, memberId: number, now: Date) {
  const periods = periodsNow(zone, now);
  const rows = await q
    .select()
    .from(missions)
    .where(eq(missions.enabled, true))
    .orderBy(asc(missions.sort), asc(missions.id));
  const figures = await figuresSince(q, memberId, periods.WEEKLY.since);
  const taken = rowsOf<{ mission_id: number; period: string }>(
    await q.execute(sql`SELECT mission_id, period FROM mission_rewards
      WHERE member_id = ${memberId} AND period IN (${periods.DAILY.key}, ${periods.WEEKLY.key})`),
  );
  const claimed = new Set(taken.map((t) => `${t.mission_id}:${t.period}`));
  return rows.map((m) => {
    const period = periods[m.period as Period];
    const goal = { kind: m.kind as MissionKind, category: m.category, target: m.target };
    const progress = progressOf(goal, figures, period.since);
    const state = missionState(progress, m.target, claimed.has(`${m.id}:${period.key}`));
    return { mission: m, period: period.key, progress, state };
  });
}

/** Money kinds are shown as money, counts as counts. */
const amountOf = (m: Row, v: bigint) =>
  m.kind === 'DEPOSIT' || m.kind === 'VALID_BET' ? fromMinor(v) : Number(v);

export async function missionSummary(
  app: FastifyInstance,
  memberId: number,
  language?: string,
): Promise<ValueOf<typeof getMissionSummary>> {
  const { site } = (await app.settings.get()).settings;
  const order = contentOrder(site, language);
  const list = await standings(app.database.db, site.timeZone, memberId, new Date());
  return {
    missions: list.map(({ mission: m, progress, state }) => ({
      id: m.id,
      code: m.code,
      period: m.period as Period,
      kind: m.kind as MissionKind,
      category: m.category,
      title: localized({ title: m.title }, m.translations, order).title,
      target: amountOf(m, m.target),
      progress: amountOf(m, progress),
      rewardPoints: fromMinor(m.rewardPoints),
      rewardBonus: fromMinor(m.rewardBonus),
      state,
    })),
    claimable: list.filter((s) => s.state === 'CLAIMABLE').length,
  };
}

/**
 * Takes a completed mission's reward once per period: the reward row, then its points
 * (MISSION) and its bonus (with the brand's bonus turnover).
 */
export async function claimMission(
  app: FastifyInstance,
  memberId: number,
  missionId: number,
  requestId: string,
) {
  const { site, money, rewards } = (await app.settings.get()).settings;
  return inTransaction(app.database.db, async (tx) => {
    const earlier = await rewardByRequest(tx, memberId, requestId);
    if (earlier) return earlier;
    const now = new Date();
    const s = (await standings(tx, site.timeZone, memberId, now)).find(
      (x) => x.mission.id === missionId,
    );
    if (!s) throw new AppError('NOT_FOUND', 'No such mission');
    if (s.state === 'CLAIMED') throw alreadyClaimed();
    if (s.state !== 'CLAIMABLE') {
      throw new AppError('NOTHING_TO_CLAIM', 'This mission is not done yet', {
        details: { progress: amountOf(s.mission, s.progress) },
      });
    }
    const m = s.mission;
    const [reward] = await tx
      .insert(missionRewards)
      .values({
        missionId,
        memberId,
        period: s.period,
        requestId,
        points: m.rewardPoints,
        bonus: m.rewardBonus,
      })
      .onConflictDoNothing()
      .returning();
    if (!reward) {
      const replay = await rewardByRequest(tx, memberId, requestId);
      if (replay) return replay;
      throw alreadyClaimed();
    }
    if (m.rewardPoints > 0n) {
      await changePoints(tx, {
        key: `mission:${reward.id}`,
        memberId,
        reason: 'MISSION',
        change: m.rewardPoints,
        reference: `mission:${m.code}`,
        remark: m.title,
      });
    }
    if (m.rewardBonus > 0n) {
      await grantBonus(tx, {
        key: `mission:${reward.id}`,
        memberId,
        source: 'PROMOTION',
        amount: m.rewardBonus,
        required: turnoverFor(m.rewardBonus, money.bonusTurnoverMultiple),
        remark: m.title,
        expiresAt: bonusExpiry(rewards, now),
      });
    }
    return { points: fromMinor(m.rewardPoints), bonus: fromMinor(m.rewardBonus) };
  });
}

const alreadyClaimed = () =>
  new AppError('ALREADY_CLAIMED', 'This mission’s reward was already taken for now');

async function rewardByRequest(tx: Tx, memberId: number, requestId: string) {
  const [row] = await tx
    .select()
    .from(missionRewards)
    .where(and(eq(missionRewards.memberId, memberId), eq(missionRewards.requestId, requestId)));
  return row ? { points: fromMinor(row.points), bonus: fromMinor(row.bonus) } : null;
}

const BOARD_SIZE = 20;

/** This week's players by mission points earned (first to get there first), and the player's place. */
export async function leaderboard(
  app: FastifyInstance,
  memberId: number,
): Promise<ValueOf<typeof getMissionLeaderboard>> {
  const { site } = (await app.settings.get()).settings;
  const since = periodsNow(site.timeZone, new Date()).WEEKLY.start;
  const db = app.database.db;
  const ranked = rowsOf<{ member_id: unknown; points: unknown; rank: unknown }>(
    await db.execute(sql`SELECT member_id, points, rank FROM (
        SELECT member_id, sum(points) AS points,
          row_number() OVER (ORDER BY sum(points) DESC, max(created_at), member_id) AS rank
        FROM mission_rewards WHERE created_at >= ${since} GROUP BY member_id) r
      WHERE rank <= ${BOARD_SIZE} OR member_id = ${memberId} ORDER BY rank`),
  );
  const top = ranked.filter((r) => Number(r.rank) <= BOARD_SIZE);
  const accounts = await accountsOf(
    db,
    top.map((r) => Number(r.member_id)),
  );
  const mine = ranked.find((r) => Number(r.member_id) === memberId);
  return {
    since: since.toISOString(),
    list: top.map((r) => ({
      rank: Number(r.rank),
      account: maskAccount(accounts.get(Number(r.member_id)) ?? ''),
      points: fromMinor(BigInt(String(r.points))),
    })),
    me: {
      rank: mine ? Number(mine.rank) : null,
      points: mine ? fromMinor(BigInt(String(mine.points))) : 0,
    },
  };
}
