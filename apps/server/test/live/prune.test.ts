import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows.ts';
import { pruneEmptyRounds } from '../../src/modules/live/prune.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { inHousePlayer } from '../helpers/in-house-player.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('pruning live rounds', () => {
  it('deletes dealt rounds nobody bet on once three days old, and keeps every round with a seat', async () => {
    const db = t.database.db;
    const { p, session } = await inHousePlayer(t, 'fantan', 100n);
    let seq = 900_000;
    const round = async (daysAgo: number) => {
      seq++;
      const [row] = rowsOf<{ id: string }>(
        await db.execute(sql`INSERT INTO live_rounds (table_id, seq, server_seed, seed_hash, phase,
            betting_ends_at, dealt_at, outcome)
          VALUES ('fantan', ${seq}, 's', 'h', 'SETTLED', now() - ${`${daysAgo} days`}::interval,
            now() - ${`${daysAgo} days`}::interval, '{"beads": 1, "result": 1}')
          RETURNING id`),
      );
      return Number(row?.id);
    };
    const oldEmpty = await round(4);
    const oldPlayed = await round(4);
    const recentEmpty = await round(1);
    await db.execute(sql`INSERT INTO live_seats (round_id, member_id, vendor, game_code, mode,
        session_hash, win, paid)
      VALUES (${oldPlayed}, ${p.id}, ${session.vendor}, ${session.gameCode}, 'real', 'x', 0, true)`);
    expect(await pruneEmptyRounds(t.app)).toBe(1);
    const left = rowsOf<{ id: string }>(
      await db.execute(sql`SELECT id FROM live_rounds WHERE id IN (${oldEmpty}, ${oldPlayed},
        ${recentEmpty}) ORDER BY id`),
    ).map((r) => Number(r.id));
    expect(left).toEqual([oldPlayed, recentEmpty]);
  });
});
