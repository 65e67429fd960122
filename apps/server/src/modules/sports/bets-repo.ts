import type { Outcome } from '@gamehall/games/sports';
import { sql } from 'drizzle-orm';
import { anyBigint } from '../../db/any-of.ts';
import type { Queryable, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

/** A bet as the book keeps it (decision 037), with its legs. */
export interface BetRow {
  id: number;
  memberId: number;
  requestHash: string;
  vendor: string;
  gameCode: string;
  kind: 'single' | 'combo';
  stake: bigint;
  odds: number;
  potential: bigint;
  /** VOID: every leg void, the stake refunded (a settled bet on the page). */
  status: 'OPEN' | 'SETTLED' | 'VOID' | 'CASHED_OUT';
  paid: bigint | null;
  revision: number;
  cashOutRequest: string | null;
  placedAt: Date;
  settledAt: Date | null;
  legs: LegRow[];
}

export interface LegRow {
  leg: number;
  matchId: string;
  marketId: string;
  kind: string;
  /** Quarters (AH, OU). */
  line: number | null;
  pick: string;
  odds: number;
  outcome: Outcome | null;
}

export interface NewBet {
  memberId: number;
  requestId: string;
  requestHash: string;
  vendor: string;
  gameCode: string;
  kind: 'single' | 'combo';
  stake: bigint;
  odds: number;
  potential: bigint;
  legs: Omit<LegRow, 'leg' | 'outcome'>[];
}

/** Writes a bet and its legs; null when the player's request id is taken (a replay). */
export async function insertBet(tx: Tx, b: NewBet): Promise<number | null> {
  const [row] = rowsOf<{ id: unknown }>(
    await tx.execute(sql`INSERT INTO sports_bets (member_id, request_id, request_hash, vendor,
        game_code, kind, stake, odds, potential, status)
      VALUES (${b.memberId}, ${b.requestId}, ${b.requestHash}, ${b.vendor}, ${b.gameCode},
        ${b.kind}, ${b.stake}, ${b.odds}, ${b.potential}, 'OPEN')
      ON CONFLICT (member_id, request_id) DO NOTHING RETURNING id`),
  );
  if (!row) return null;
  const id = Number(row.id);
  const legs = JSON.stringify(b.legs.map((l, i) => ({ ...l, leg: i + 1 })));
  await tx.execute(sql`INSERT INTO sports_bet_legs (bet_id, leg, match_id, market_id, kind,
      line, pick, odds)
    SELECT ${id}, leg, "matchId", "marketId", kind, line, pick, odds
    FROM jsonb_to_recordset(${legs}::jsonb) AS x(leg int, "matchId" text, "marketId" text,
      kind text, line int, pick text, odds int)`);
  return id;
}

/**
 * Adds to what the book stands to lose on a selection, only while it stays within `cap`
 * (increment, then decide: two bets racing for the last room cannot both pass).
 */
export async function raiseLiability(
  tx: Tx,
  marketId: string,
  pick: string,
  amount: bigint,
  cap: bigint,
): Promise<boolean> {
  if (amount > cap) return false;
  const rows = rowsOf(
    await tx.execute(sql`INSERT INTO sports_liability AS l (market_id, pick, amount)
      VALUES (${marketId}, ${pick}, ${amount})
      ON CONFLICT (market_id, pick) DO UPDATE SET amount = l.amount + excluded.amount
        WHERE l.amount + excluded.amount <= ${cap}
      RETURNING 1`),
  );
  return rows.length === 1;
}

interface RawBet {
  id: unknown;
  member_id: unknown;
  request_hash: string;
  vendor: string;
  game_code: string;
  kind: 'single' | 'combo';
  stake: unknown;
  odds: unknown;
  potential: unknown;
  status: BetRow['status'];
  paid: unknown;
  revision: unknown;
  cash_out_request: string | null;
  placed_at: string | Date;
  settled_at: string | Date | null;
}

const BET_COLUMNS = sql.raw(`id, member_id, request_hash, vendor, game_code, kind, stake,
  odds, potential, status, paid, revision, cash_out_request, placed_at, settled_at`);

/** The bets of `where` with their legs, newest first. */
export async function betsWhere(q: Queryable, where: ReturnType<typeof sql>, limit = 1000) {
  const bets = rowsOf<RawBet>(
    await q.execute(sql`SELECT ${BET_COLUMNS} FROM sports_bets WHERE ${where}
      ORDER BY id DESC LIMIT ${limit}`),
  );
  if (bets.length === 0) return [];
  const legs = rowsOf<{
    bet_id: unknown;
    leg: unknown;
    match_id: string;
    market_id: string;
    kind: string;
    line: number | null;
    pick: string;
    odds: unknown;
    outcome: Outcome | null;
  }>(
    await q.execute(sql`SELECT bet_id, leg, match_id, market_id, kind, line, pick, odds, outcome
      FROM sports_bet_legs WHERE bet_id = ${anyBigint(bets.map((b) => Number(b.id)))}
      ORDER BY bet_id, leg`),
  );
  const legsOf = new Map<number, LegRow[]>();
  for (const l of legs) {
    const leg: LegRow = {
      leg: Number(l.leg),
      matchId: l.match_id,
      marketId: l.market_id,
      kind: l.kind,
      line: l.line === null ? null : Number(l.line),
      pick: l.pick,
      odds: Number(l.odds),
      outcome: l.outcome,
    };
    const list = legsOf.get(Number(l.bet_id));
    if (list) list.push(leg);
    else legsOf.set(Number(l.bet_id), [leg]);
  }
  return bets.map(
    (b): BetRow => ({
      id: Number(b.id),
      memberId: Number(b.member_id),
      requestHash: b.request_hash,
      vendor: b.vendor,
      gameCode: b.game_code,
      kind: b.kind,
      stake: BigInt(String(b.stake)),
      odds: Number(b.odds),
      potential: BigInt(String(b.potential)),
      status: b.status,
      paid: b.paid === null ? null : BigInt(String(b.paid)),
      revision: Number(b.revision),
      cashOutRequest: b.cash_out_request,
      placedAt: new Date(b.placed_at),
      settledAt: b.settled_at === null ? null : new Date(b.settled_at),
      legs: legsOf.get(Number(b.id)) ?? [],
    }),
  );
}

export async function betByRequest(q: Queryable, memberId: number, requestId: string) {
  const [bet] = await betsWhere(q, sql`member_id = ${memberId} AND request_id = ${requestId}`, 1);
  return bet ?? null;
}

export async function memberBet(q: Queryable, memberId: number, betId: number) {
  const [bet] = await betsWhere(q, sql`member_id = ${memberId} AND id = ${betId}`, 1);
  return bet ?? null;
}
