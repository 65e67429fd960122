import {
  GAME_PAGE_SIZE,
  getGameList,
  getGameVendors,
  getHotGames,
  getVendorGameTypes,
} from '@gamehall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows.ts';
import { call, okValue } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { moneyPlayer, type Player } from '../helpers/money.ts';

let t: TestApp;
let player: Player;
beforeAll(async () => {
  t = await buildTestApp();
  player = await moneyPlayer(t);
});
afterAll(() => t.close());

const list = (query: Record<string, string>) =>
  call(t.app, getGameList, undefined, { ...player.as(), query });
const page = async (query: Record<string, string>) => okValue(getGameList, await list(query));

/** What the database says, to check the answers against. */
async function countWhere(where: string) {
  const [row] = rowsOf<{ n: string }>(
    await t.database.db.execute(
      sql.raw(`SELECT count(*) AS n FROM games g JOIN vendors v ON v.code = g.vendor_code
        WHERE g.enabled = 1 AND v.enabled = 1 AND ${where}`),
    ),
  );
  return Number(row?.n);
}

describe('game list (GCSGAME_gameList)', () => {
  it('answers pages of 24 with the page count of the whole catalogue', async () => {
    const total = await countWhere('true');
    expect(total).toBeGreaterThan(9_500);
    const first = await page({ clientType: '3', platform: 'flash,html5-desktop', pageNo: '1' });
    expect(first.games).toHaveLength(GAME_PAGE_SIZE);
    expect(first).toMatchObject({
      pageNum: 1,
      total,
      totalPages: Math.ceil(total / GAME_PAGE_SIZE),
    });
    const second = await page({ pageNo: '2' });
    const ids = new Set(first.games.map((g) => g.gameId));
    expect(second.games.some((g) => ids.has(g.gameId))).toBe(false);
  });

  it('the last page holds the rest and a page past the end is empty with the same total', async () => {
    const all = await countWhere(`g.vendor_code = 'STFG'`);
    const pages = Math.ceil(all / GAME_PAGE_SIZE);
    const last = await page({ vassalage: 'STFG', pageNo: String(pages) });
    expect(last.games).toHaveLength(all - (pages - 1) * GAME_PAGE_SIZE);
    const beyond = await page({ vassalage: 'STFG', pageNo: String(pages + 5) });
    expect(beyond).toMatchObject({ games: [], total: all, totalPages: pages });
  });

  it('a vendor tab lists only that vendor, in the vendor’s own order', async () => {
    const p = await page({ vassalage: 'JADR', pageSize: '50' });
    expect(p.total).toBe(await countWhere(`g.vendor_code = 'JADR'`));
    expect(p.games.every((g) => g.vassalage === 'JADR' && g.displayName === 'Jade Reels')).toBe(
      true,
    );
    expect(p.games.map((g) => g.nodeId)).toEqual([...p.games.map((g) => g.nodeId)].sort());
  });

  it('filters by category and by classify (the crash lobby)', async () => {
    const fish = await page({ gameType: 'FISH' });
    expect(fish.total).toBe(await countWhere(`g.category = 'FISH'`));
    expect(fish.games.every((g) => g.gameType === 'FISH')).toBe(true);
    const crash = await page({ gameType: 'RNG', gameClassify: 'Crash' });
    expect(crash.total).toBeGreaterThan(0);
    expect(crash.games.every((g) => g.gameClassify === 'Crash')).toBe(true);
  });

  it('lists the games added last first when asked for the newest', async () => {
    const newest = await page({ gameType: 'RNG', sort: 'newest', pageSize: '12' });
    const [row] = rowsOf<{ ids: number[] | string }>(
      await t.database.db.execute(sql`SELECT json_agg(id) AS ids FROM (SELECT g.id FROM games g
        JOIN vendors v ON v.code = g.vendor_code
        WHERE g.enabled = 1 AND v.enabled = 1 AND g.category = 'RNG'
        ORDER BY g.id DESC LIMIT 12) x`),
    );
    const ids = typeof row?.ids === 'string' ? JSON.parse(row.ids) : row?.ids;
    expect(newest.games.map((g) => g.gameId)).toEqual(ids);
    expect(newest.total).toBe(await countWhere(`g.category = 'RNG'`));
    const bad = await list({ sort: 'oldest' });
    expect(bad.statusCode).toBe(400);
  });

  it('searches names in any case, and takes % and _ literally', async () => {
    const dragons = await page({ gameName: 'dRaGoN', pageSize: '100' });
    expect(dragons.total).toBe(await countWhere(`g.name ILIKE '%dragon%'`));
    expect(dragons.total).toBeGreaterThan(0);
    expect(dragons.games.every((g) => /dragon/i.test(g.gameName))).toBe(true);
    expect((await page({ gameName: '%' })).total).toBe(0);
    expect((await page({ gameName: '_' })).total).toBe(0);
    expect((await page({ gameName: 'no such title anywhere' })).games).toEqual([]);
  });

  it('filters minimum bet of 1 or more and 25 lines or more', async () => {
    const bets = await page({ gameType: 'RNG', minBet: '1', pageSize: '100' });
    expect(bets.total).toBe(await countWhere(`g.category = 'RNG' AND g.min_bet >= 100`));
    expect(bets.games.every((g) => g.minBet >= 1)).toBe(true);
    const lines = await page({ gameType: 'RNG', minLineNum: '25', pageSize: '100' });
    expect(lines.total).toBe(await countWhere(`g.category = 'RNG' AND g.lines >= 25`));
    expect(lines.games.every((g) => g.lines >= 25)).toBe(true);
    const both = await page({ gameType: 'RNG', minBet: '1', minLineNum: '25' });
    expect(both.total).toBe(
      await countWhere(`g.category = 'RNG' AND g.min_bet >= 100 AND g.lines >= 25`),
    );
  });

  it('cards carry what the lobby and the launch need', async () => {
    const [slot] = (await page({ vassalage: 'STFG', pageSize: '1' })).games;
    expect(slot).toMatchObject({
      vassalage: 'STFG',
      gameType: 'RNG',
      isGame: 'GAME',
      lotteryVariant: null,
      showIcon: `/media/game/STFG/${slot?.nodeId}.svg`,
    });
    const [sea] = (await page({ vassalage: 'SNRL', pageSize: '1' })).games;
    expect(sea).toMatchObject({ gameType: 'LOTT', lotteryVariant: 'SEA' });
    expect(sea?.defaultPlayType).toBeTruthy();
    const [popup] = (await page({ vassalage: 'CRLH', pageSize: '1' })).games;
    expect(popup?.isGame).toBe('VASSALAGE');
  });

  it('answers a visitor the page a player gets (decision 022)', async () => {
    const query = { vassalage: 'STFG', gameName: 'dragon', pageSize: '5' };
    const visitor = await call(t.app, getGameList, undefined, { query });
    expect(visitor.statusCode).toBe(200);
    expect(okValue(getGameList, visitor)).toEqual(await page(query));
  });

  it.each([
    ['pageSize', '0'],
    ['pageSize', '101'],
    ['pageNo', '-1'],
    ['minBet', '-1'],
    ['minBet', '1.234'],
    ['minBet', 'abc'],
    ['minLineNum', '2.5'],
    ['vassalage', 'stfg'],
    ['gameType', 'CASINO'],
    ['gameName', 'x'.repeat(65)],
  ])('refuses %s=%s with 400', async (key, value) => {
    const res = await list({ [key]: value });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });
});

describe('hot games, vendor lanes and vendor types', () => {
  it('hot games need no login and are all hot', async () => {
    const hot = okValue(
      getHotGames,
      await call(t.app, getHotGames, undefined, { query: { isPlatform: '2' } }),
    );
    expect(hot.list.length).toBeGreaterThan(0);
    expect(hot.list.every((g) => g.isHot === 1)).toBe(true);
    const live = okValue(
      getHotGames,
      await call(t.app, getHotGames, undefined, { query: { gameType: 'LIVE' } }),
    );
    expect(live.list.every((g) => g.gameType === 'LIVE' && g.isHot === 1)).toBe(true);
  });

  it('lanes follow the nav order with every vendor once and its game count', async () => {
    const { data } = okValue(
      getGameVendors,
      await call(t.app, getGameVendors, undefined, player.as()),
    );
    expect(data.lanes.map((l) => l.title)).toEqual([
      'LIVE',
      'RNG',
      'SPORTS',
      'ESPORTS',
      'LOTT',
      'ELOTT',
      'FISH',
      'PVP',
    ]);
    const rng = data.lanes.find((l) => l.title === 'RNG');
    expect(rng?.cards.find((c) => c.vassalage === 'STFG')?.games).toBe(
      await countWhere(`g.vendor_code = 'STFG'`),
    );
    const codes = data.lanes.flatMap((l) => l.cards.map((c) => c.vassalage));
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('vendor types list each vendor’s classifies', async () => {
    const live = okValue(
      getVendorGameTypes,
      await call(t.app, getVendorGameTypes, undefined, {
        ...player.as(),
        query: { vassalage: 'AURL' },
      }),
    );
    expect(live.list).toEqual([
      {
        vassalage: 'AURL',
        gameCategory: 'LIVE',
        classifies: ['BAC', 'BJ', 'DAT', 'HE', 'ROU', 'SIC'],
        games: await countWhere(`g.vendor_code = 'AURL'`),
      },
    ]);
  });

  it('vendor calls need a session token', async () => {
    for (const def of [getGameVendors, getVendorGameTypes]) {
      expect((await call(t.app, def, undefined, {})).statusCode).toBe(401);
    }
  });
});
