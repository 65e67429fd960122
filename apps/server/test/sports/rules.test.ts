import { getSportsMatches, placeSportsBet, type SportsMatchView } from '@gamehall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { rowsOf } from '../../src/db/rows.ts';
import { checkLedger } from '../../src/modules/ledger/index.ts';
import { feedTick } from '../../src/modules/sports/index.ts';
import { writeSetting } from '../../src/settings/repo.ts';
import type { Settings } from '../../src/settings/schema.ts';
import { call, okValue } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { testBackends } from '../helpers/database.ts';
import { fund, mainMinor, moneyPlayer, type Player, requestId } from '../helpers/money.ts';

type Match = z.infer<typeof SportsMatchView>;

/*
 * The book's rules under pressure (decision 037): the in-play delay, the liability cap and
 * the payout limit, and a request sent many times at once — each refusal moves nothing.
 */
describe.each(testBackends)('the sportsbook’s rules on %s (issue 18)', (backend) => {
  let t: TestApp;
  let defaults: Settings['sports'];
  beforeAll(async () => {
    t = await buildTestApp({}, backend);
    defaults = (await t.app.settings.get()).settings.sports;
    await feedTick(t.app, new Date());
  });
  afterAll(() => t?.close());

  const rules = async (change: Partial<Settings['sports']>) => {
    await writeSetting(t.database.db, 'sports', { ...defaults, inPlayDelaySeconds: 0, ...change });
    t.app.settings.invalidate();
  };
  const funded = async () => {
    const p = await moneyPlayer(t);
    await fund(t, p.id, 100_000n);
    return p;
  };
  const list = async (tab: 'today' | 'live') =>
    okValue(
      getSportsMatches,
      await call(t.app, getSportsMatches, undefined, {
        query: { category: 'SPORTS', tab, pageSize: '100' },
      }),
    ).matches;
  /** The first match of a tab whose result market has a price on `pick`. */
  const priced = async (tab: 'today' | 'live', pick: string) => {
    for (const m of await list(tab)) {
      if (tab === 'today' && Date.parse(m.startAt) < Date.now() + 5 * 60_000) continue;
      const market = m.markets.find((k) => (k.kind === '1X2' || k.kind === 'ML') && !k.suspended);
      const odds = market?.selections.find((s) => s.pick === pick)?.odds;
      if (market && odds) return { match: m, leg: { marketId: market.id, pick, odds } };
    }
    throw new Error(`no priced ${pick} in ${tab}`);
  };
  const place = (p: Player, legs: unknown[], more: Record<string, unknown> = {}) =>
    call(
      t.app,
      placeSportsBet,
      {
        book: 'KCKF',
        kind: 'single',
        legs,
        stake: 10,
        accept: 'any',
        requestId: requestId(),
        ...more,
      },
      p.as(),
    );

  it('holds an in-play bet for the delay, and refuses it when its match scores meanwhile', async () => {
    await rules({ inPlayDelaySeconds: 1 });
    const p = await funded();
    const { match, leg } = await priced('live', 'home');
    const started = Date.now();
    const placed = okValue(placeSportsBet, await place(p, [leg]));
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
    expect(placed.bet.status).toBe('OPEN');

    const pending = place(p, [leg]);
    await new Promise((r) => setTimeout(r, 300));
    await scoreIn(match);
    const refused = await pending;
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'SPORTS_IN_PLAY_CHANGED']);
    expect(await mainMinor(t, p.id)).toBe(99_000n);
  });

  /** A goal (or a map, a set) written to the match as the feed would. */
  async function scoreIn(match: Match) {
    const score = match.score ?? { home: 0, away: 0 };
    const event = JSON.stringify([
      {
        clock: (match.clock ?? 0) + 1,
        kind: 'goal',
        side: 'home',
        score: { ...score, home: score.home + 1 },
      },
    ]);
    await t.database.db.execute(sql`UPDATE sports_matches
      SET events = events || ${event}::jsonb, version = version + 1 WHERE id = ${match.id}`);
  }

  it('stops taking a selection at its liability cap, even when bets race for the room', async () => {
    const { leg } = await priced('today', 'draw');
    // Room for two bets of 10.00 on this selection, whatever its price.
    const exposure = Math.floor(10 * leg.odds * 100) / 100 - 10;
    await rules({ maxLiability: Math.round(exposure * 2.5 * 100) / 100 });
    const players = await Promise.all(Array.from({ length: 5 }, () => funded()));
    const answers = await Promise.all(players.map((p) => place(p, [leg], { accept: 'none' })));
    const codes = answers.map((a) => (a.statusCode === 200 ? 'OK' : a.json().code)).sort();
    expect(codes).toEqual([
      'OK',
      'OK',
      'SPORTS_LIABILITY_LIMIT',
      'SPORTS_LIABILITY_LIMIT',
      'SPORTS_LIABILITY_LIMIT',
    ]);
    const charged = await Promise.all(players.map((p) => mainMinor(t, p.id)));
    expect(charged.filter((m) => m === 99_000n)).toHaveLength(2);
    expect(charged.filter((m) => m === 100_000n)).toHaveLength(3);
  });

  it('refuses a bet that could pay more than the most a bet may', async () => {
    const { leg } = await priced('today', 'away');
    await rules({ maxPayout: 15 });
    const p = await funded();
    const res = await place(p, [leg], { stake: 100 });
    expect([res.statusCode, res.json().code]).toEqual([400, 'SPORTS_PAYOUT_LIMIT']);
    expect(await mainMinor(t, p.id)).toBe(100_000n);
  });

  it('places one bet and charges once for a request sent many times at once', async () => {
    await rules({});
    const { leg } = await priced('today', 'home');
    const p = await funded();
    const id = requestId();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => place(p, [leg], { requestId: id })),
    );
    const ids = answers.map((a) => okValue(placeSportsBet, a).bet.id);
    expect(new Set(ids).size).toBe(1);
    expect(await mainMinor(t, p.id)).toBe(99_000n);
    const [bets] = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`SELECT count(*)::int AS n FROM sports_bets WHERE member_id = ${p.id}`,
      ),
    );
    expect(bets?.n).toBe(1);
    expect(await checkLedger(t.database.db)).toMatchObject({ ok: true });
  });
});
