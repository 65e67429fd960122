import {
  CATALOGUE_FORMAT,
  getRecentGames,
  LAUNCH_TOKEN_SECONDS,
  launchGame,
  loginFreeplay,
  opsImportCatalogue,
  opsVendorKey,
  providerAuthenticate,
  providerBalance,
  providerBet,
} from '@gamehall/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows.ts';
import { call, encryptedBody, freshIp, okValue } from '../helpers/accounts.ts';
import { fund, moneyPlayer, ops, type Player } from '../helpers/money.ts';
import {
  clientOf,
  freshId,
  providerAppForThisFile,
  SLOTS,
  type VendorClient,
  vendorCall,
} from '../provider/vendor.ts';
import { expectError } from '../system/calls.ts';

const env = providerAppForThisFile();
/** A vendor that hosts its games: it exchanges launch tokens over the signed API. */
const EXTERNAL = 'EXTS';
let vendor: VendorClient;
beforeAll(async () => {
  const feed = {
    format: CATALOGUE_FORMAT,
    vendors: [
      {
        code: EXTERNAL,
        displayName: 'External Slots',
        category: 'RNG',
        launchUrl:
          'https://games.exts.example/start?token={token}&game={game}&lang={lang}&mode={mode}',
        games: [
          { gameCode: 'exts-1', name: 'Ext Slot Paid', minBet: 1, supportPlay: 1 },
          { gameCode: 'exts-2', name: 'Ext Slot Free', minBet: 1, supportPlay: 0 },
        ],
      },
    ],
  };
  // Connecting the vendor gives it its signing secret at once.
  expect((await ops(env.t, opsImportCatalogue, feed)).statusCode).toBe(200);
  vendor = await clientOf(env.t, EXTERNAL);
});

/** The first game of a vendor matching a condition, straight from the table. */
async function gameOf(vendor: string, where = 'true') {
  const [row] = rowsOf<{ id: number; game_code: string }>(
    await env.t.database.db.execute(
      sql.raw(`SELECT id, game_code FROM games WHERE vendor_code = '${vendor}' AND ${where}
        ORDER BY sort LIMIT 1`),
    ),
  );
  if (!row) throw new Error(`no game of ${vendor} where ${where}`);
  return { id: String(row.id), code: row.game_code };
}

const launch = (p: { token: string; ip?: string }, query: Record<string, string>) =>
  call(env.t.app, launchGame, undefined, { token: p.token, ip: p.ip, query });
const tokenOf = (url: string) => new URL(url, 'http://site').searchParams.get('token') ?? '';

async function trialPlayer() {
  const random = `r${freshId('x').replaceAll('-', '')}`.slice(0, 20).padEnd(16, 'z');
  const res = await call(
    env.t.app,
    loginFreeplay,
    {
      os: 'linux',
      platform: 'W',
      random,
      check: await encryptedBody(env.t.app, { value: [...random].reverse().join('') }),
      version: 3,
    },
    { ip: freshIp() },
  );
  return { token: okValue(loginFreeplay, res).token as string };
}

describe('launch (/wps/game/launchGame)', () => {
  let p: Player;
  beforeAll(async () => {
    p = await moneyPlayer(env.t);
    await fund(env.t, p.id, 12_345n);
  });

  it('gives the game address with a one-time token the vendor exchanges for a session', async () => {
    const game = await gameOf(EXTERNAL, 'support_play = 1');
    const before = Date.now();
    const launched = okValue(launchGame, await launch(p, { gameId: game.id, language: 'ES' }));
    expect(launched.mode).toBe('real');
    expect(launched.game_url).toMatch(
      new RegExp(
        `^https://games\\.exts\\.example/start\\?token=[\\w-]{43}&game=${game.code}&lang=ES&mode=real$`,
      ),
    );
    // The token lives LAUNCH_TOKEN_SECONDS from the moment the launch was answered.
    const expires = Date.parse(launched.expiresAt) - LAUNCH_TOKEN_SECONDS * 1000;
    expect(expires).toBeGreaterThanOrEqual(before);
    expect(expires).toBeLessThanOrEqual(Date.now());

    const token = tokenOf(launched.game_url);
    const session = await vendor.ok(providerAuthenticate, { token });
    expect(session).toMatchObject({
      account: p.account,
      gameCode: game.code,
      mode: 'real',
      currency: 'MXN',
      balance: 123.45,
    });
    expect(
      await vendor.ok(providerBalance, { account: p.account, sessionId: session.sessionId }),
    ).toEqual({ balance: 123.45 });
    // Once only, and only for its own vendor.
    await vendor.refused(providerAuthenticate, { token }, 401, 'LAUNCH_TOKEN_INVALID');
    const other = tokenOf(okValue(launchGame, await launch(p, { gameId: game.id })).game_url);
    const another = await clientOf(env.t, SLOTS);
    await another.refused(providerAuthenticate, { token: other }, 401, 'LAUNCH_TOKEN_INVALID');
    await vendor.ok(providerAuthenticate, { token: other });
  });

  it('an in-house game opens on this site, and its vendor has no signing secret', async () => {
    const game = await gameOf('GHOR');
    const launched = okValue(launchGame, await launch(p, { gameId: game.id, language: 'ES' }));
    expect(launched.game_url).toMatch(
      new RegExp(`^/play/slot-[a-z-]+\\?token=[\\w-]{43}&game=${game.code}&lang=ES&mode=real$`),
    );
    // Its page exchanges the token in-process: no signed call can speak for GHOR.
    await expectError(
      await ops(env.t, opsVendorKey, undefined, { vendor: 'GHOR' }),
      404,
      'NOT_FOUND',
    );
    const token = tokenOf(launched.game_url);
    const forged = await vendorCall(
      env.t.app,
      providerAuthenticate,
      { token },
      {
        vendor: 'GHOR',
        secret: 'a guess',
      },
    );
    await expectError(forged, 401, 'SIGNATURE_INVALID');
  });

  it('a token not used in time expires', async () => {
    const game = await gameOf(EXTERNAL);
    const token = tokenOf(okValue(launchGame, await launch(p, { gameId: game.id })).game_url);
    await env.t.database.db.execute(
      sql`UPDATE launch_tokens SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`,
    );
    await vendor.refused(providerAuthenticate, { token }, 401, 'LAUNCH_TOKEN_INVALID');
    await vendor.refused(
      providerAuthenticate,
      { token: 'x'.repeat(43) },
      401,
      'LAUNCH_TOKEN_INVALID',
    );
  });

  it('two exchanges of one token at once make one session', async () => {
    const game = await gameOf(EXTERNAL);
    const token = tokenOf(okValue(launchGame, await launch(p, { gameId: game.id })).game_url);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        vendorCall(env.t.app, providerAuthenticate, { token }, vendor.signing),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([
      200, 401, 401, 401, 401, 401, 401, 401,
    ]);
  });

  it('puts the game first in the recent games', async () => {
    const a = await gameOf('GHOR', 'sort = 2');
    const b = await gameOf('JADR');
    okValue(launchGame, await launch(p, { gameId: a.id }));
    okValue(launchGame, await launch(p, { gameId: b.id }));
    const recent = okValue(
      getRecentGames,
      await call(env.t.app, getRecentGames, undefined, p.as()),
    );
    expect(recent.list.slice(0, 2).map((g) => String(g.gameId))).toEqual([b.id, a.id]);
  });

  it('a free trial launches demo mode; its session never reaches the wallet', async () => {
    const game = await gameOf(EXTERNAL, 'support_play = 0');
    const launched = okValue(launchGame, await launch(p, { gameId: game.id, playMode: 'demo' }));
    expect(launched.mode).toBe('demo');
    expect(launched.game_url).toContain('mode=demo');
    const session = await vendor.ok(providerAuthenticate, { token: tokenOf(launched.game_url) });
    expect(session).toMatchObject({ mode: 'demo', balance: 2000 });
    await vendor.refused(
      providerBet,
      {
        account: p.account,
        sessionId: session.sessionId,
        amount: 1,
        transactionId: freshId('bet'),
        roundId: freshId('round'),
        gameCode: game.code,
      },
      403,
      'FORBIDDEN',
    );
    const paid = await gameOf(EXTERNAL, 'support_play = 1');
    await expectError(
      await launch(p, { gameId: paid.id, playMode: 'demo' }),
      400,
      'DEMO_NOT_OFFERED',
    );
  });

  it('trial accounts launch demo only', async () => {
    const trial = await trialPlayer();
    const free = await gameOf('GHOR', 'support_play = 0');
    const paid = await gameOf('GHOR', 'support_play = 1');
    await expectError(await launch(trial, { gameId: free.id }), 403, 'TRIAL_ACCOUNT');
    await expectError(
      await launch(trial, { gameId: paid.id, playMode: 'demo' }),
      403,
      'TRIAL_ACCOUNT',
    );
    const demo = okValue(launchGame, await launch(trial, { gameId: free.id, playMode: 'demo' }));
    expect(demo.mode).toBe('demo');
  });

  it('lottery and sportsbook titles answer their pages; unconnected vendors are 503', async () => {
    const sea = await gameOf('SNRL');
    const lottery = okValue(launchGame, await launch(p, { gameId: sea.id }));
    expect(lottery.content).toMatch(
      new RegExp(`^/seaLottery\\?gameCode=${sea.code}&playType=[\\w.]+$`),
    );
    // The demo's other e-lottery vendors resell the in-house draws: their titles open them.
    const resold = await gameOf('NOVD');
    const elott = okValue(launchGame, await launch(p, { gameId: resold.id }));
    expect(elott.content).toMatch(new RegExp(`^/lottery\\?gameCode=${resold.code}(&|$)`));
    // A sportsbook title opens the site's book as its vendor's (decision 037).
    const book = await gameOf('KCKF');
    expect(okValue(launchGame, await launch(p, { gameId: book.id })).content).toBe(
      '/sports?book=KCKF',
    );
    // A vendor with no launch address and no in-house engine is not connected: 503.
    const feed = {
      format: CATALOGUE_FORMAT,
      vendors: [
        {
          code: 'NOLK',
          displayName: 'Not Linked',
          category: 'RNG',
          games: [{ gameCode: 'nolk-1', name: 'Nowhere Slot', minBet: 1 }],
        },
      ],
    };
    expect((await ops(env.t, opsImportCatalogue, feed)).statusCode).toBe(200);
    const unconnected = await gameOf('NOLK');
    await expectError(await launch(p, { gameId: unconnected.id }), 503, 'GAME_UNAVAILABLE');
  });

  it('a vendor that hosts its games gets its URL template filled in', async () => {
    const feed = {
      format: CATALOGUE_FORMAT,
      vendors: [
        {
          code: 'EXTV',
          displayName: 'External Vendor',
          category: 'RNG',
          launchUrl: 'https://games.extv.example/start?t={token}&g={game}&l={lang}&m={mode}',
          games: [{ gameCode: 'ext-1', name: 'Ext One', minBet: 1 }],
        },
      ],
    };
    expect((await ops(env.t, opsImportCatalogue, feed)).statusCode).toBe(200);
    const game = await gameOf('EXTV');
    const { game_url } = okValue(launchGame, await launch(p, { gameId: game.id }));
    expect(game_url).toMatch(
      /^https:\/\/games\.extv\.example\/start\?t=[\w-]{43}&g=ext-1&l=EN&m=real$/,
    );
  });

  it('a PVP game launches into the room picked, one of its own', async () => {
    const feed = {
      format: CATALOGUE_FORMAT,
      vendors: [
        {
          code: 'EXTP',
          displayName: 'External Cards',
          category: 'PVP',
          launchUrl: 'https://cards.extp.example/start?t={token}&g={game}&room={room}',
          games: [
            {
              gameCode: 'extp-1',
              name: 'Ext Cards',
              minBet: 1,
              rooms: [
                { roomId: 'novice', name: 'Novice', minBet: 1, maxBet: 50, seats: 6 },
                { roomId: 'vip', name: 'VIP', minBet: 100, maxBet: 5000, seats: 6 },
              ],
            },
          ],
        },
      ],
    };
    expect((await ops(env.t, opsImportCatalogue, feed)).statusCode).toBe(200);
    const game = await gameOf('EXTP');
    const { game_url } = okValue(launchGame, await launch(p, { gameId: game.id, roomId: 'vip' }));
    expect(game_url).toMatch(
      /^https:\/\/cards\.extp\.example\/start\?t=[\w-]{43}&g=extp-1&room=vip$/,
    );
    // The lobby's room picker sends GLS2_roomList's id, `{gameId}-{room}`: the same room.
    const picked = okValue(
      launchGame,
      await launch(p, { gameId: game.id, roomId: `${game.id}-vip` }),
    );
    expect(picked.game_url).toMatch(/&room=vip$/);
    await expectError(
      await launch(p, { gameId: game.id, roomId: 'penthouse' }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('refuses an unknown game, a bad id and a visitor', async () => {
    await expectError(await launch(p, { gameId: '99999999' }), 404, 'GAME_NOT_FOUND');
    await expectError(await launch(p, { gameId: 'abc' }), 400, 'VALIDATION_FAILED');
    await expectError(await launch(p, { gameId: '1', playMode: 'free' }), 400, 'VALIDATION_FAILED');
    const visitor = await call(env.t.app, launchGame, undefined, { query: { gameId: '1' } });
    expect(visitor.statusCode).toBe(401);
  });
});
