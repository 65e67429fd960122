import { fromMinor, LIVE_HISTORY } from '@gamehall/contract';
import { settleLiveBets } from '@gamehall/games';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { currentRound, dealtRounds, fairOf, type LiveRound, nextRoundAt } from './rounds.ts';
import type { Slip } from './slips.ts';
import type { LiveTable } from './tables.ts';

/** A round as anyone may see it: the seed and the result only once it is dealt. */
export function roundView(r: LiveRound, table: LiveTable) {
  const dealt = r.phase === 'SETTLED';
  const fair = fairOf(r);
  // A table decided in steps shows each step's end as the decisions' and, of its deal,
  // only what the step reveals (packages/games tables/live/steps.ts).
  const steps = table.decides?.steps;
  const inStep =
    steps && r.phase === 'DECIDING' && r.step !== null && r.stepFrame && r.stepEndsAt
      ? { step: r.step, frame: r.stepFrame, endsAt: r.stepEndsAt }
      : null;
  return {
    id: r.id,
    table: r.tableId,
    phase: r.phase,
    bettingEndsAt: r.bettingEndsAt.toISOString(),
    decisionsEndAt: (inStep?.endsAt ?? r.decisionsEndAt)?.toISOString() ?? null,
    nextAt: dealt ? nextRoundAt(r, table).toISOString() : null,
    seedHash: r.seedHash,
    serverSeed: dealt ? r.serverSeed : null,
    clientSeed: fair.clientSeed,
    nonce: fair.nonce,
    card: table.engine.card?.(r.tableId, r.seq) ?? null,
    // While players decide, only what the table shows of the deal.
    visible:
      steps && inStep
        ? steps.shown(r.outcome, inStep.frame)
        : r.phase === 'DECIDING' && table.decides
          ? table.decides.visible(r.outcome)
          : null,
    outcome: dealt ? r.outcome : null,
    ...(inStep ? { step: inStep.step, stepEndsAt: inStep.endsAt.toISOString() } : {}),
  };
}

/** How many rounds ahead a table with cards (a cockfight's fights) shows. */
export const UPCOMING = 5;

/**
 * The next rounds of a table whose rounds have cards, as a schedule: each one's card and
 * when its betting should close, if the table keeps its pace. None for the other tables.
 */
export function upcoming(r: LiveRound, table: LiveTable) {
  const card = table.engine.card;
  if (!card) return [];
  const cycle = table.bettingMs + table.resultMs;
  const firstOpens =
    r.phase === 'BETTING'
      ? r.bettingEndsAt.getTime() + table.resultMs
      : nextRoundAt(r, table).getTime();
  return Array.from({ length: UPCOMING }, (_, i) => ({
    nonce: r.seq + i + 1,
    card: card(r.tableId, r.seq + i + 1),
    bettingEndsAt: new Date(firstOpens + i * cycle + table.bettingMs).toISOString(),
  }));
}

/** The player's slip: each bet's return once its round is dealt. */
export function slipView(slip: Slip, table: LiveTable, round: LiveRound | undefined) {
  // A decision table's bets return together, by the player's decisions (decisions.ts).
  const settled =
    round?.phase === 'SETTLED' && slip.status === 'ACTIVE' && !table.decides
      ? settleLiveBets(table.engine, slip.bets, round.outcome)
      : null;
  const lost = round?.phase === 'SETTLED' && slip.status !== 'ACTIVE' && !table.decides;
  const winOf = (i: number) => {
    const r = settled?.[i];
    return r ? fromMinor(r.win) : lost ? 0 : null;
  };
  return {
    id: slip.id,
    roundId: slip.roundId,
    bets: slip.bets.map((b, i) => ({ spot: b.spot, stake: fromMinor(b.stake), win: winOf(i) })),
    stake: fromMinor(slip.stake),
    win: settled ? fromMinor(settled.reduce((s, r) => s + r.win, 0n)) : lost ? 0 : null,
  };
}

/** Everything staked on each spot of a round with real money, and by how many players. */
export async function spotTotals(q: Queryable, roundId: number) {
  const rows = rowsOf<{ spot: string; total: string; players: string }>(
    await q.execute(sql`SELECT e->>'spot' AS spot, sum((e->>'stake')::bigint) AS total,
        (SELECT count(DISTINCT t2.member_id) FROM live_seats t2 JOIN live_slips s2
          ON s2.seat_id = t2.id WHERE t2.round_id = ${roundId} AND t2.mode = 'real'
          AND s2.status = 'ACTIVE') AS players
      FROM live_slips s JOIN live_seats t ON t.id = s.seat_id,
        jsonb_array_elements(s.bets) e
      WHERE t.round_id = ${roundId} AND t.mode = 'real' AND s.status = 'ACTIVE'
      GROUP BY e->>'spot'`),
  );
  return {
    roundId,
    players: Number(rows[0]?.players ?? 0),
    spots: Object.fromEntries(rows.map((r) => [r.spot, fromMinor(BigInt(r.total))])),
  };
}

/** What a page needs to draw the table now: the round, its totals, the last results. */
export async function tableSnapshot(q: Queryable, table: LiveTable, now: Date) {
  const round = await currentRound(q, table.id);
  const history = await dealtRounds(q, table.id, LIVE_HISTORY);
  return {
    serverTime: now.toISOString(),
    round: round ? roundView(round, table) : null,
    totals: round ? await spotTotals(q, round.id) : null,
    history: history.map((r) => roundView(r, table)),
    upcoming: round ? upcoming(round, table) : [],
    current: round,
  };
}
