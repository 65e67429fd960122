import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows.ts';
import { pruneMatches } from '../../src/modules/sports/index.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { moneyPlayer } from '../helpers/money.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('pruning the book’s matches', () => {
  it('deletes matches nobody bet on once a week old, and keeps every match with a bet', async () => {
    const db = t.database.db;
    const match = async (id: string, daysAgo: number) => {
      await db.execute(sql`INSERT INTO sports_matches (id, sport, league_id, league_name, home,
          away, start_at, phase, events, markets, digest, result, result_revision,
          settled_revision, updated_at)
        VALUES (${id}, 'football', 'l', 'League', 'A', 'B',
          now() - ${`${daysAgo} days`}::interval, 'ended', '[]', '[]', 'd',
          '{"home": 1, "away": 0}', 1, 1, now() - ${`${daysAgo} days`}::interval)`);
    };
    await match('old-empty', 8);
    await match('old-bet', 8);
    await match('recent-empty', 2);
    const p = await moneyPlayer(t);
    const [bet] = rowsOf<{ id: unknown }>(
      await db.execute(sql`INSERT INTO sports_bets (member_id, request_id, request_hash, vendor,
          game_code, kind, stake, odds, potential, status, paid)
        VALUES (${p.id}, 'prune-test-1', 'h', 'KCKF', 'kckf-0001', 'single', 100, 200, 200,
          'SETTLED', 0)
        RETURNING id`),
    );
    await db.execute(sql`INSERT INTO sports_bet_legs (bet_id, leg, match_id, market_id, kind,
        pick, odds, outcome)
      VALUES (${Number(bet?.id)}, 1, 'old-bet', 'old-bet:1X2:', '1X2', 'away', 200, 'LOSE')`);
    expect(await pruneMatches(t.app)).toBe(1);
    const left = rowsOf<{ id: string }>(
      await db.execute(sql`SELECT id FROM sports_matches
        WHERE id IN ('old-empty', 'old-bet', 'recent-empty') ORDER BY id`),
    ).map((r) => r.id);
    expect(left).toEqual(['old-bet', 'recent-empty']);
  });
});
