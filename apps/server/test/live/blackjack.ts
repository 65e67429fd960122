import { liveTableBet, liveTableDecide, liveTableState } from '@gamehall/contract';
import type { BlackjackOutcome, Card } from '@gamehall/games';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { publish } from '../../src/modules/live/fan-out.ts';
import { currentRound, step } from '../../src/modules/live/rounds.ts';
import { call, okValue } from '../helpers/accounts.ts';
import type { TestApp } from '../helpers/app.ts';
import { requestId } from '../helpers/money.ts';
import { expectError } from '../system/calls.ts';
import { tableOf } from './rounds.ts';

/** The blackjack table's calls for one app, as its page makes them. */
export function blackjackCalls(t: () => TestApp) {
  const TABLE = 'blackjack';
  const bet = (sessionId: string, bets: { spot: string; stake: number }[]) =>
    call(t().app, liveTableBet, { sessionId, bets, requestId: requestId() });
  const decide = (sessionId: string, decision: string, step?: number, id = requestId()) =>
    call(t().app, liveTableDecide, {
      sessionId,
      decision,
      requestId: id,
      ...(step === undefined ? {} : { step }),
    });
  const state = async (sessionId: string) =>
    okValue(liveTableState, await call(t().app, liveTableState, { sessionId }));
  /** Ends the betting or the step now and moves the table on, telling the sockets. */
  const moveOn = async (roundId: number, column: 'betting_ends_at' | 'step_ends_at') => {
    const db = t().database.db;
    await db.execute(sql`UPDATE live_rounds SET ${sql.raw(column)} = now() - interval '1 second'
      WHERE id = ${roundId}`);
    const { round, changed } = await step(db, tableOf(TABLE), new Date());
    if (changed) await publish(db, { type: 'round', table: TABLE });
    return round;
  };
  const now = async () => {
    const round = await currentRound(t().database.db, TABLE);
    if (!round) throw new Error('no blackjack round');
    return round;
  };
  /** A refusal with its code and the rule `details.reason` names. */
  const refused = async (
    res: Awaited<ReturnType<typeof decide>>,
    status: number,
    code: string,
    reason?: string,
  ) => {
    await expectError(res, status, code);
    if (reason)
      expect((res.json() as { details?: { reason?: string } }).details?.reason).toBe(reason);
  };
  return { TABLE, bet, decide, state, moveOn, now, refused };
}

/** The first two player cards are a pair of this rank, and the dealer shows 2 to 9. */
export const eightsAgainstSmall = (o: BlackjackOutcome, rank = 8) =>
  o.playerCards[0]?.rank === rank &&
  o.playerCards[1]?.rank === rank &&
  (o.dealer.cards[0]?.rank ?? 0) >= 2 &&
  (o.dealer.cards[0]?.rank ?? 0) <= 9;

export const sameCard = (a: Card, b: Card) => a.rank === b.rank && a.suit === b.suit;

/** Every card (an object with a rank and a suit) anywhere in a JSON value. */
export function cardsIn(value: unknown, found: Card[] = []): Card[] {
  if (Array.isArray(value)) for (const v of value) cardsIn(v, found);
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (typeof o.rank === 'number' && typeof o.suit === 'string') found.push(o as unknown as Card);
    else for (const v of Object.values(o)) cardsIn(v, found);
  }
  return found;
}

/** Asserts that nothing in `sent` (answers, events) holds `card`. */
export function expectNotSent(sent: readonly unknown[], card: Card, what: string) {
  const held = sent.filter((s) => cardsIn(s).some((c) => sameCard(c, card)));
  expect(held, `${what} was sent`).toEqual([]);
}
