import { dealLive, LIVE_ENGINES } from '@gamehall/games';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { type LiveRound, step } from '../../src/modules/live/rounds.ts';
import { settleDealtRounds } from '../../src/modules/live/settle.ts';
import { liveTableOf } from '../../src/modules/live/tables.ts';
import type { TestApp } from '../helpers/app.ts';

export const tableOf = (id: string) => {
  const table = liveTableOf(id);
  if (!table) throw new Error(`no live table ${id}`);
  return table;
};

/** A fresh round of the table taking bets now (any round before it dealt and paid). */
export async function bettingRound(t: TestApp, tableId: string) {
  const db = t.database.db;
  const table = tableOf(tableId);
  await db.execute(sql`UPDATE live_rounds SET betting_ends_at = now() - interval '1 minute'
    WHERE table_id = ${tableId} AND phase = 'BETTING'`);
  await step(db, table, new Date());
  await settleDealtRounds(t.app);
  await db.execute(sql`UPDATE live_rounds SET dealt_at = now() - interval '1 minute'
    WHERE table_id = ${tableId}`);
  const { round } = await step(db, table, new Date());
  expect(round.phase).toBe('BETTING');
  return round;
}

/**
 * Gives the round a server seed whose deal `wants` (tried in order: seed-0, seed-1, …),
 * as if it had been drawn so: the test then knows the result it bets on.
 */
export async function rigRound(t: TestApp, round: LiveRound, wants: (o: never) => boolean) {
  const engine = LIVE_ENGINES[round.tableId];
  if (!engine) throw new Error(`no engine ${round.tableId}`);
  for (let i = 0; i < 10_000; i++) {
    const serverSeed = `seed-${i}`;
    const outcome = dealLive(engine, { serverSeed, clientSeed: round.tableId, nonce: round.seq });
    if (wants(outcome as never)) {
      await t.database.db.execute(sql`UPDATE live_rounds SET server_seed = ${serverSeed},
          seed_hash = encode(sha256(convert_to(${serverSeed}, 'UTF8')), 'hex')
        WHERE id = ${round.id}`);
      return outcome as Record<string, unknown>;
    }
  }
  throw new Error('no seed gives that result');
}

/** Ends the round's betting now, deals it and pays its seats. */
export async function dealNow(t: TestApp, round: LiveRound) {
  const db = t.database.db;
  await db.execute(sql`UPDATE live_rounds SET betting_ends_at = now() - interval '1 second'
    WHERE id = ${round.id}`);
  const { round: dealt } = await step(db, tableOf(round.tableId), new Date());
  expect(dealt).toMatchObject({ id: round.id, phase: 'SETTLED' });
  await settleDealtRounds(t.app);
  return dealt;
}
