import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CATALOGUE_FORMAT, getGameList, opsImportCatalogue } from '@gamehall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows.ts';
import { call, okValue } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { cliAgainst } from '../helpers/cli.ts';
import { moneyPlayer, ops, type Player } from '../helpers/money.ts';

let t: TestApp;
let player: Player;
let url = '';
beforeAll(async () => {
  t = await buildTestApp();
  player = await moneyPlayer(t);
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const game = (i: number, over: Record<string, unknown> = {}) => ({
  gameCode: `nova-${i}`,
  name: `Nova Quest ${i}`,
  minBet: 0.2,
  lines: 20,
  ...over,
});
const feed = (games: unknown[], vendor: Record<string, unknown> = {}) => ({
  format: CATALOGUE_FORMAT,
  vendors: [{ code: 'NOVA', displayName: 'Nova Studio', category: 'RNG', games, ...vendor }],
});
const importFeed = (body: unknown) => ops(t, opsImportCatalogue, body);

async function novaGames() {
  return rowsOf<{ game_code: string; name: string; enabled: number; min_bet: string }>(
    await t.database.db.execute(
      sql`SELECT game_code, name, enabled, min_bet FROM games WHERE vendor_code = 'NOVA' ORDER BY sort`,
    ),
  );
}
const lobby = async () =>
  okValue(
    getGameList,
    await call(t.app, getGameList, undefined, { ...player.as(), query: { vassalage: 'NOVA' } }),
  );

describe('catalogue import (ops API and CLI)', () => {
  it('adds a new vendor and its games, shown in the lobby with drawn artwork', async () => {
    const res = await importFeed(feed([game(1), game(2), game(3)]));
    expect(okValue(opsImportCatalogue, res)).toEqual({
      vendors: 1,
      added: 3,
      updated: 0,
      unchanged: 0,
      disabled: 0,
    });
    const page = await lobby();
    expect(page.games.map((g) => g.gameName)).toEqual([
      'Nova Quest 1',
      'Nova Quest 2',
      'Nova Quest 3',
    ]);
    expect(page.games[0]).toMatchObject({ minBet: 0.2, showIcon: '/media/game/NOVA/nova-1.svg' });
  });

  it('a re-import changes only what changed and hides what the vendor dropped', async () => {
    const again = okValue(
      opsImportCatalogue,
      await importFeed(feed([game(1), game(2, { name: 'Nova Quest Deluxe' }), game(4)])),
    );
    expect(again).toEqual({ vendors: 1, added: 1, updated: 1, unchanged: 1, disabled: 1 });
    const rows = await novaGames();
    expect(rows.find((r) => r.game_code === 'nova-3')?.enabled).toBe(0);
    expect((await lobby()).games.map((g) => g.nodeId)).toEqual(['nova-1', 'nova-2', 'nova-4']);
    // Listed again: back in the lobby.
    const back = okValue(opsImportCatalogue, await importFeed(feed([game(1), game(3)])));
    expect(back).toMatchObject({ added: 0, updated: 1, unchanged: 1, disabled: 2 });
    expect((await lobby()).games.map((g) => g.nodeId)).toEqual(['nova-1', 'nova-3']);
  });

  it.each([
    ['a stake with 3 decimals', feed([game(1, { minBet: 0.123 })])],
    ['a negative stake', feed([game(1, { minBet: -1 })])],
    ['a game code with a slash', feed([game(1, { gameCode: '../x' })])],
    ['an unknown category', feed([game(1)], { category: 'CASINO' })],
    ['a lower-case vendor code', feed([game(1)], { code: 'nova' })],
    ['an http launch URL', feed([game(1)], { launchUrl: 'http://vendor.example/{token}' })],
    ['an unknown field', feed([game(1, { price: 3 })])],
    ['another format', { ...feed([game(1)]), format: 'other/9' }],
    ['the same game twice', feed([game(7), game(7)])],
  ])('refuses %s with 400 and writes nothing', async (_what, body) => {
    const before = await novaGames();
    const res = await importFeed(body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(await novaGames()).toEqual(before);
  });

  it('needs the operator key', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: opsImportCatalogue.path,
      payload: feed([game(9)]),
    });
    expect(res.statusCode).toBe(401);
    expect((await novaGames()).some((r) => r.game_code === 'nova-9')).toBe(false);
  });

  it('`catalogue import FILE` sends a feed file and prints the summary', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feed-'));
    const file = path.join(dir, 'nova.json');
    fs.writeFileSync(file, JSON.stringify(feed([game(1), game(3), game(5)])));
    const cli = cliAgainst(() => url);
    const done = await cli('catalogue', 'import', file);
    expect(done).toMatchObject({ code: 0 });
    expect(done.out).toBe(
      'imported 1 vendor(s): 1 games added, 0 updated, 2 unchanged, 0 no longer listed (hidden)',
    );
    fs.writeFileSync(file, '{ not json');
    const broken = await cli('catalogue', 'import', file);
    expect(broken.code).toBe(1);
    expect(broken.err).toContain('is not JSON');
    expect((await cli('catalogue', 'import', path.join(dir, 'missing.json'))).err).toContain(
      'ENOENT',
    );
    fs.rmSync(dir, { recursive: true });
  });

  /** A vendor of its own, so the other tests' NOVA games stay as they expect. */
  const LINGO = { code: 'LNGO', displayName: 'Lingo Games' };

  it('names a game in the player’s language where the feed gives it (issue 20)', async () => {
    const names = { ES: 'Búsqueda Nova', CN: '新星探险' };
    expect((await importFeed(feed([game(9, { names })], LINGO))).statusCode).toBe(200);
    const named = async (query: Record<string, string>) =>
      okValue(
        getGameList,
        await call(t.app, getGameList, undefined, {
          ...player.as(),
          query: { vassalage: 'LNGO', ...query },
        }),
      ).games.map((g) => g.gameName);
    expect(await named({ language: 'CN' })).toEqual(['新星探险']);
    expect(await named({ language: 'ES' })).toEqual(['Búsqueda Nova']);
    // The brand's fallback order (ES, EN) for a language the feed lacks; then the name.
    expect(await named({ language: 'FR' })).toEqual(['Búsqueda Nova']);
    expect(
      (await importFeed(feed([game(9, { names: { CN: '新星探险' } })], LINGO))).statusCode,
    ).toBe(200);
    expect(await named({ language: 'EN' })).toEqual(['Nova Quest 9']);
    // The search finds a game by its name in any language.
    expect(await named({ language: 'EN', gameName: '新星' })).toEqual(['Nova Quest 9']);
    const bad = await importFeed(feed([game(9, { names: { spanish: 'x' } })], LINGO));
    expect(bad.statusCode).toBe(400);
  });
});
