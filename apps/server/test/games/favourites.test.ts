import {
  getFavoriteGames,
  getFavoriteGamesList,
  getGameList,
  getGameVendors,
  getRecentGames,
  MAX_FAVOURITES,
  setFavoriteGame,
} from '@gamehall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows.ts';
import { call, okValue } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { moneyPlayer, type Player } from '../helpers/money.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function gameIds(n: number, where = 'true') {
  const rows = rowsOf<{ id: number }>(
    await t.database.db.execute(
      sql.raw(`SELECT id FROM games WHERE ${where} ORDER BY id LIMIT ${n}`),
    ),
  );
  return rows.map((r) => Number(r.id));
}

const setFav = (p: Player, gameId: unknown, favourite = true) =>
  call(t.app, setFavoriteGame, { gameId, favourite }, p.as());
const favIds = async (p: Player) =>
  okValue(getFavoriteGames, await call(t.app, getFavoriteGames, undefined, p.as())).gameIds;

describe('favourites', () => {
  it('adds, lists newest first, removes, and repeating changes nothing', async () => {
    const p = await moneyPlayer(t);
    const [a, b] = await gameIds(2, `vendor_code = 'JADR'`);
    expect(okValue(setFavoriteGame, await setFav(p, a)).gameIds).toEqual([a]);
    expect(okValue(setFavoriteGame, await setFav(p, a)).gameIds).toEqual([a]);
    await new Promise((r) => setTimeout(r, 5));
    expect(okValue(setFavoriteGame, await setFav(p, b)).gameIds).toEqual([b, a]);
    const fav = okValue(
      getFavoriteGamesList,
      await call(t.app, getFavoriteGamesList, undefined, p.as()),
    );
    expect(fav).toMatchObject({ total: 2, pageNum: 1, totalPages: 1 });
    expect(fav.games.map((g) => g.gameId)).toEqual([b, a]);
    expect(okValue(setFavoriteGame, await setFav(p, a, false)).gameIds).toEqual([b]);
    expect(okValue(setFavoriteGame, await setFav(p, a, false)).gameIds).toEqual([b]);
    expect(await favIds(p)).toEqual([b]);
  });

  it('are each player’s own', async () => {
    const [p, q] = [await moneyPlayer(t), await moneyPlayer(t)];
    const [a] = await gameIds(1);
    await setFav(p, a);
    expect(await favIds(q)).toEqual([]);
  });

  it('refuse an unknown or hidden game with 404 and bad ids with 400', async () => {
    const p = await moneyPlayer(t);
    expect((await setFav(p, 99_999_999)).json()).toMatchObject({ code: 'GAME_NOT_FOUND' });
    const [hidden] = await gameIds(1, `vendor_code = 'MYOR'`);
    await t.database.db.execute(sql`UPDATE games SET enabled = 0 WHERE id = ${hidden}`);
    expect((await setFav(p, hidden)).statusCode).toBe(404);
    for (const bad of [0, -1, 1.5, 'abc', null]) {
      expect((await setFav(p, bad)).statusCode, String(bad)).toBe(400);
    }
    expect(await favIds(p)).toEqual([]);
  });

  it(`keep at most ${MAX_FAVOURITES}, even when many are added at once`, async () => {
    const p = await moneyPlayer(t);
    const ids = await gameIds(MAX_FAVOURITES + 10, `vendor_code = 'STFG'`);
    const answers = await Promise.all(ids.map((id) => setFav(p, id)));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(MAX_FAVOURITES);
    expect(codes.filter((c) => c === 409)).toHaveLength(10);
    expect(answers.find((r) => r.statusCode === 409)?.json()).toMatchObject({
      code: 'FAVOURITES_FULL',
    });
    expect(await favIds(p)).toHaveLength(MAX_FAVOURITES);
    const page = okValue(
      getFavoriteGamesList,
      await call(t.app, getFavoriteGamesList, undefined, { ...p.as(), query: { pageNo: '9' } }),
    );
    expect(page.games).toHaveLength(MAX_FAVOURITES - 8 * 24);
    expect(page.totalPages).toBe(Math.ceil(MAX_FAVOURITES / 24));
  });

  it('need a session token', async () => {
    for (const def of [getFavoriteGames, getFavoriteGamesList, getRecentGames]) {
      expect((await call(t.app, def, undefined, {})).statusCode).toBe(401);
    }
    expect((await call(t.app, setFavoriteGame, { gameId: 1, favourite: true })).statusCode).toBe(
      401,
    );
  });
});

describe('recent games', () => {
  it('a new player has none', async () => {
    const p = await moneyPlayer(t);
    expect(okValue(getRecentGames, await call(t.app, getRecentGames, undefined, p.as()))).toEqual({
      list: [],
    });
  });
});

describe('e-sports split (product §2)', () => {
  it('a SPORTS vendor on the brand’s e-sports list is shown as ESPORTS everywhere', async () => {
    const { settings } = await t.app.settings.get();
    expect(settings.site.esportsList).toContain('PXAR');
    await t.database.db.execute(sql`UPDATE vendors SET category = 'SPORTS' WHERE code = 'PXAR'`);
    await t.database.db.execute(
      sql`UPDATE games SET category = 'SPORTS' WHERE vendor_code = 'PXAR'`,
    );
    const p = await moneyPlayer(t);
    const list = async (gameType: string) =>
      okValue(
        getGameList,
        await call(t.app, getGameList, undefined, { ...p.as(), query: { gameType } }),
      ).games;
    const esports = await list('ESPORTS');
    expect(esports.filter((g) => g.vassalage === 'PXAR').map((g) => g.gameType)).toEqual([
      'ESPORTS',
    ]);
    expect((await list('SPORTS')).some((g) => g.vassalage === 'PXAR')).toBe(false);
    const { data } = okValue(getGameVendors, await call(t.app, getGameVendors, undefined, p.as()));
    const lane = (title: string) =>
      data.lanes.find((l) => l.title === title)?.cards.map((c) => c.vassalage);
    expect(lane('ESPORTS')).toContain('PXAR');
    expect(lane('SPORTS')).not.toContain('PXAR');
  });
});
