import {
  cashOutSportsBet,
  getBetRecords,
  getSportsBets,
  getSportsMatch,
  getSportsMatches,
  getSportsMenu,
  launchGame,
  opsSportsResult,
  placeSportsBet,
  type SportsMatchView,
} from '@gamehall/contract';
import { betReturn, type Outcome, settleSelection } from '@gamehall/games/sports';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { rowsOf } from '../../src/db/rows.ts';
import { checkLedger } from '../../src/modules/ledger/index.ts';
import { feedTick, settleTick } from '../../src/modules/sports/index.ts';
import { writeSetting } from '../../src/settings/repo.ts';
import { call, okValue } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { testBackends } from '../helpers/database.ts';
import { fund, mainMinor, moneyPlayer, ops, type Player, requestId } from '../helpers/money.ts';

type Match = z.infer<typeof SportsMatchView>;
const MINUTE = 60_000;
/** A demo football match lasts 12 real minutes (packages/games/src/sports/demo). */
const FOOTBALL_MS = 12 * MINUTE;

describe.each(testBackends)('the sportsbook on %s (issue 18)', (backend) => {
  let t: TestApp;
  const now = new Date();
  beforeAll(async () => {
    t = await buildTestApp({}, backend);
    const { sports } = (await t.app.settings.get()).settings;
    // No wait for in-play bets here (the delay has a test of its own below).
    await writeSetting(t.database.db, 'sports', { ...sports, inPlayDelaySeconds: 0 });
    t.app.settings.invalidate();
    await feedTick(t.app, now);
  });
  afterAll(() => t?.close());

  const funded = async (minor = 100_000n) => {
    const p = await moneyPlayer(t);
    await fund(t, p.id, minor);
    return p;
  };
  const matches = async (tab: 'today' | 'early' | 'live', category = 'SPORTS') =>
    okValue(
      getSportsMatches,
      await call(t.app, getSportsMatches, undefined, {
        query: { category, tab, pageSize: '100' },
      }),
    ).matches;
  /** A football match not yet started, at least 10 minutes from now. */
  const upcomingFootball = async () => {
    const list = [...(await matches('today')), ...(await matches('early'))];
    const m = list.find(
      (x) => x.sport === 'football' && Date.parse(x.startAt) > Date.now() + 10 * MINUTE,
    );
    if (!m) throw new Error('no upcoming football');
    return m;
  };
  const market = (m: Match, kind: string) => {
    const found = m.markets.find((k) => k.kind === kind && !k.suspended);
    if (!found) throw new Error(`no open ${kind} in ${m.id}`);
    return found;
  };
  const leg = (m: Match, kind: string, pick: string) => {
    const k = market(m, kind);
    const odds = k.selections.find((s) => s.pick === pick)?.odds;
    if (!odds) throw new Error(`no price for ${pick}`);
    return { marketId: k.id, pick, odds };
  };
  const place = (p: Player, body: Record<string, unknown>) =>
    call(
      t.app,
      placeSportsBet,
      { book: 'KCKF', kind: 'single', stake: 10, accept: 'none', requestId: requestId(), ...body },
      p.as(),
    );
  const myBets = async (p: Player, status: 'open' | 'settled') =>
    okValue(
      getSportsBets,
      await call(t.app, getSportsBets, undefined, { ...p.as(), query: { status } }),
    ).bets;

  it('lists the categories’ sports with matches in play, today and after, priced', async () => {
    const menu = okValue(
      getSportsMenu,
      await call(t.app, getSportsMenu, undefined, { query: { category: 'SPORTS' } }),
    );
    expect(menu.sports.map((s) => s.sport).sort()).toEqual(['basketball', 'football', 'tennis']);
    expect(menu.sports.every((s) => s.live > 0)).toBe(true);
    expect(menu.books.map((b) => b.vendor)).toEqual(['KCKF', 'PRMO', 'ARNB']);
    const esports = okValue(
      getSportsMenu,
      await call(t.app, getSportsMenu, undefined, { query: { category: 'ESPORTS' } }),
    );
    expect(esports.sports.map((s) => s.sport).sort()).toEqual(['cs2', 'dota2', 'lol']);
    expect(esports.books.map((b) => b.vendor)).toEqual(['PXAR', 'FRGL', 'NXOD']);

    const live = await matches('live');
    expect(live.length).toBeGreaterThan(0);
    expect(live.every((m) => m.phase === 'live' && m.score !== null)).toBe(true);
    const football = await upcomingFootball();
    // A list shows the result market, the main handicap and the main total.
    expect(football.markets.map((m) => m.kind)).toEqual(['1X2', 'AH', 'OU']);
    const page = okValue(
      getSportsMatch,
      await call(t.app, getSportsMatch, undefined, { query: { id: football.id } }),
    );
    expect(page.match.markets.length).toBe(football.marketCount);
    expect(new Set(page.match.markets.map((m) => m.kind))).toEqual(
      new Set(['1X2', 'AH', 'OU', 'BTTS', 'CS']),
    );
  });

  it('takes a single at the price shown and a combo of different matches, each once', async () => {
    const p = await funded();
    const football = await upcomingFootball();
    const single = leg(football, '1X2', 'home');
    const id = requestId();
    const placed = okValue(placeSportsBet, await place(p, { legs: [single], requestId: id }));
    expect(placed.bet).toMatchObject({ kind: 'single', stake: 10, status: 'OPEN', book: 'KCKF' });
    // 10.00 at odds of h hundredths returns 10 × h minor units, exactly.
    expect(placed.bet.potentialReturn).toBe((Math.round(single.odds * 100) * 10) / 100);
    expect(placed.balance).toBe(990);
    // The same request again: the same bet, charged once.
    const again = okValue(placeSportsBet, await place(p, { legs: [single], requestId: id }));
    expect(again.bet.id).toBe(placed.bet.id);
    expect(await mainMinor(t, p.id)).toBe(99_000n);

    const others = (await matches('today')).filter((m) => m.id !== football.id).slice(0, 2);
    const legs = [single, ...others.map((m) => leg(m, m.markets[0]?.kind ?? '1X2', 'home'))];
    const combo = okValue(placeSportsBet, await place(p, { kind: 'combo', legs, stake: 5 }));
    expect(combo.bet.legs).toHaveLength(3);
    expect(combo.bet.odds).toBe(
      Math.floor(legs.reduce((x, l) => x * Math.round(l.odds * 100), 1) / 100 ** 2) / 100,
    );
    expect((await myBets(p, 'open')).map((b) => b.id)).toEqual([combo.bet.id, placed.bet.id]);
    // The bet is a round of the book's in the betting record.
    const records = okValue(
      getBetRecords,
      await call(t.app, getBetRecords, undefined, { ...p.as(), query: {} }),
    );
    expect(records.list.filter((r) => r.vassalage === 'KCKF').map((r) => r.betAmount)).toEqual([
      5, 10,
    ]);
    expect(await checkLedger(t.database.db)).toMatchObject({ ok: true });
  });

  it('refuses bad slips with a clear error and moves nothing', async () => {
    const p = await funded(50_000n);
    const football = await upcomingFootball();
    const home = leg(football, '1X2', 'home');
    const over = leg(football, 'OU', 'over');
    const refusals: [Record<string, unknown>, number, string][] = [
      [{ legs: [{ ...home, marketId: `${football.id}:XX:` }] }, 404, 'SPORTS_MARKET_NOT_FOUND'],
      [{ legs: [{ ...home, pick: 'away-ish' }] }, 404, 'SPORTS_MARKET_NOT_FOUND'],
      [
        { legs: [{ ...home, odds: (Math.round(home.odds * 100) + 50) / 100 }] },
        409,
        'SPORTS_ODDS_CHANGED',
      ],
      [{ kind: 'combo', legs: [home, over] }, 400, 'SPORTS_SLIP_INVALID'],
      [{ kind: 'single', legs: [home, over] }, 400, 'SPORTS_SLIP_INVALID'],
      [{ legs: [home], stake: 5_000.01 }, 400, 'SPORTS_STAKE_LIMIT'],
      [{ legs: [home], stake: 0.5 }, 400, 'SPORTS_STAKE_LIMIT'],
      [{ legs: [home], book: 'STFG' }, 400, 'SPORTS_BOOK_UNKNOWN'],
      [{ legs: [home], stake: 'ten' }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [body, status, code] of refusals) {
      const res = await place(p, body);
      expect([res.statusCode, res.json().code], JSON.stringify(body)).toEqual([status, code]);
    }
    // A price that moved up is taken when the slip accepts higher ones.
    const lower = { ...home, odds: Math.max(101, Math.round(home.odds * 100) - 20) / 100 };
    expect((await place(p, { legs: [lower], accept: 'none' })).statusCode).toBe(409);
    const taken = okValue(placeSportsBet, await place(p, { legs: [lower], accept: 'higher' }));
    expect(taken.bet.odds).toBe(home.odds);
    expect(await mainMinor(t, p.id)).toBe(49_000n);
  });

  it('settles on the result: the return the legs say, paid once; a correction pays the difference', async () => {
    const p = await funded();
    const football = await upcomingFootball();
    const picks = [leg(football, '1X2', 'home'), leg(football, 'OU', 'over')];
    const bets = [];
    for (const l of picks) bets.push(okValue(placeSportsBet, await place(p, { legs: [l] })).bet);
    const before = await mainMinor(t, p.id);

    // The demo match as it ends: the feed writes its result, the job settles it, twice over.
    const end = new Date(Date.parse(football.startAt) + FOOTBALL_MS + MINUTE);
    await feedTick(t.app, end);
    while ((await settleTick(t.app)) > 0);
    // Nothing is settled twice: another run finds nothing to do.
    expect(await settleTick(t.app)).toBe(0);
    const [row] = rowsOf<{ result: { home: number; away: number } }>(
      await t.database.db.execute(sql`SELECT result FROM sports_matches WHERE id = ${football.id}`),
    );
    const result = row?.result;
    if (!result) throw new Error('the match has no result');
    const expected = (l: { marketId: string; pick: string; odds: number }, kind: string) => {
      const units = football.markets.find((m) => m.id === l.marketId)?.line;
      const outcome: Outcome = settleSelection(
        { kind: kind as '1X2', ...(units == null ? {} : { line: units * 4 }) },
        l.pick,
        result,
      );
      return betReturn(1_000n, [{ odds: Math.round(l.odds * 100), outcome }]);
    };
    const paid = expected(picks[0] as never, '1X2') + expected(picks[1] as never, 'OU');
    expect(await mainMinor(t, p.id)).toBe(before + paid);
    const settled = await myBets(p, 'settled');
    expect(settled.map((b) => b.status)).toEqual(['SETTLED', 'SETTLED']);
    expect(settled.every((b) => b.legs.every((l) => l.outcome !== null))).toBe(true);

    // The operator corrects the score to a 5-0 home win: both bets win now (over 2.5 too).
    const res = await ops(t, opsSportsResult, {
      matchId: football.id,
      score: { home: 5, away: 0 },
    });
    expect(res.statusCode, res.body).toBe(200);
    // 10.00 at odds of h hundredths returns 10 × h minor units (never 1,000 × odds in floats).
    const win = (l: { odds: number }) => BigInt(Math.round(l.odds * 100)) * 10n;
    const overLine = football.markets.find((m) => m.id === picks[1]?.marketId)?.line ?? 0;
    expect(overLine).toBeLessThan(5);
    expect(await mainMinor(t, p.id)).toBe(before + win(picks[0] as never) + win(picks[1] as never));
    expect(await checkLedger(t.database.db)).toMatchObject({ ok: true });
  });

  it('pays a bet refunded as void when a correction makes it win (and once only)', async () => {
    // A whole line (a push is possible) of an upcoming football match.
    const list = [...(await matches('today')), ...(await matches('early'))].filter(
      (m) => m.sport === 'football' && Date.parse(m.startAt) > Date.now() + 10 * MINUTE,
    );
    let found: { match: Match; market: Match['markets'][number] } | null = null;
    for (const m of list.slice(0, 30)) {
      const page = okValue(
        getSportsMatch,
        await call(t.app, getSportsMatch, undefined, { query: { id: m.id } }),
      ).match;
      const market = page.markets.find(
        (k) => (k.kind === 'OU' || k.kind === 'AH') && Number.isInteger(k.line) && !k.suspended,
      );
      if (market) {
        found = { match: page, market };
        break;
      }
    }
    if (!found) throw new Error('no whole line among the next matches');
    const { match, market } = found;
    const pick = market.kind === 'OU' ? 'over' : 'home';
    const odds = market.selections.find((x) => x.pick === pick)?.odds ?? 0;
    const line = market.line ?? 0;
    const p = await funded();
    okValue(placeSportsBet, await place(p, { legs: [{ marketId: market.id, pick, odds }] }));
    const before = await mainMinor(t, p.id);

    // The match ends; the operator's score pushes the line before the job settles it.
    await feedTick(t.app, new Date(Date.parse(match.startAt) + FOOTBALL_MS + MINUTE));
    const push =
      market.kind === 'OU'
        ? { home: line, away: 0 }
        : line <= 0
          ? { home: -line, away: 0 }
          : { home: 0, away: line };
    const won = { ...push, home: push.home + 1 };
    const correct = (score: { home: number; away: number }) =>
      ops(t, opsSportsResult, { matchId: match.id, score });
    expect((await correct(push)).statusCode).toBe(200);
    // (When the feed's own result was that score, the correction changes nothing: the job settles it.)
    while ((await settleTick(t.app)) > 0);
    const [pushed] = await myBets(p, 'settled');
    expect(pushed).toMatchObject({ status: 'SETTLED', paid: 10 });
    expect(pushed?.legs[0]?.outcome).toBe('VOID');
    expect(await mainMinor(t, p.id)).toBe(before + 1_000n);

    // Corrected to a win: the refunded bet counts again and pays what it won, once.
    expect((await correct(won)).statusCode).toBe(200);
    while ((await settleTick(t.app)) > 0);
    const [settled] = await myBets(p, 'settled');
    expect(settled?.legs[0]?.outcome).toBe('WIN');
    const win = BigInt(Math.round(odds * 100)) * 10n;
    expect(settled?.paid).toBe(Number(win) / 100);
    expect(await mainMinor(t, p.id)).toBe(before + win);
    // Back to the push: the stake again, the rest taken back.
    expect((await correct(push)).statusCode).toBe(200);
    expect(await mainMinor(t, p.id)).toBe(before + 1_000n);
    expect(await checkLedger(t.database.db)).toMatchObject({ ok: true });
  });

  it('cashes out an open bet at the offer seen, never above the offer now', async () => {
    const p = await funded();
    const football = await upcomingFootball();
    const bet = okValue(
      placeSportsBet,
      await place(p, { legs: [leg(football, '1X2', 'draw')], stake: 20 }),
    ).bet;
    const [open] = await myBets(p, 'open');
    const offer = open?.cashOut;
    if (!offer) throw new Error('no cash-out offer on an open pre-match bet');
    // Same prices, the book's cash-out margin: a little under the stake.
    expect(offer).toBeLessThan(20);
    const greedy = await call(
      t.app,
      cashOutSportsBet,
      { betId: bet.id, amount: offer + 1, requestId: requestId() },
      p.as(),
    );
    expect([greedy.statusCode, greedy.json().code]).toEqual([409, 'SPORTS_CASHOUT_UNAVAILABLE']);
    const before = await mainMinor(t, p.id);
    const id = requestId();
    const body = { betId: bet.id, amount: offer, requestId: id };
    const done = okValue(cashOutSportsBet, await call(t.app, cashOutSportsBet, body, p.as()));
    expect(done.bet).toMatchObject({ status: 'CASHED_OUT', paid: offer, cashOut: null });
    // Again: the same answer, paid once.
    okValue(cashOutSportsBet, await call(t.app, cashOutSportsBet, body, p.as()));
    expect(await mainMinor(t, p.id)).toBe(before + BigInt(Math.round(offer * 100)));
    expect(await checkLedger(t.database.db)).toMatchObject({ ok: true });
  });

  it('opens as its vendor’s book from the catalogue', async () => {
    const p = await moneyPlayer(t);
    const [game] = rowsOf<{ id: number }>(
      await t.database.db.execute(
        sql`SELECT id FROM games WHERE vendor_code = 'PXAR' ORDER BY sort LIMIT 1`,
      ),
    );
    const launched = okValue(
      launchGame,
      await call(t.app, launchGame, undefined, {
        ...p.as(),
        query: { gameId: String(game?.id), playMode: 'real' },
      }),
    );
    expect(launched.content).toBe('/esports?book=PXAR');
  });
});
