import {
  CATALOGUE_FORMAT,
  changePassword,
  launchGame,
  logout,
  opsImportCatalogue,
  opsSetMemberLock,
  playOpen,
  providerAuthenticate,
  providerBalance,
  providerBet,
  providerWin,
  slotSpin,
} from '@gamehall/contract';
import { slotModels } from '@gamehall/games';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows.ts';
import { call, login, okValue } from '../helpers/accounts.ts';
import {
  fund,
  mainMinor,
  moneyPlayer,
  ops,
  PASSWORD,
  type Player,
  requestId,
} from '../helpers/money.ts';
import {
  clientOf,
  freshId,
  providerAppForThisFile,
  SLOTS,
  type VendorClient,
} from '../provider/vendor.ts';
import { expectError } from '../system/calls.ts';

const env = providerAppForThisFile();
let vendor: VendorClient;
let vendorGameId: string;
let slotGameId: string;

async function firstGame(where: string) {
  const [row] = rowsOf<{ id: number }>(
    await env.t.database.db.execute(
      sql.raw(`SELECT id FROM games WHERE ${where} ORDER BY sort LIMIT 1`),
    ),
  );
  if (!row) throw new Error(`no game where ${where}`);
  return String(row.id);
}

beforeAll(async () => {
  // The slots vendor hosts its games itself: its launch address takes the one-time token.
  const feed = {
    format: CATALOGUE_FORMAT,
    vendors: [
      {
        code: SLOTS,
        displayName: 'Slots vendor',
        category: 'RNG',
        launchUrl: 'https://slots.example/start?t={token}&g={game}',
        games: [{ gameCode: 'SLOT-001', name: 'Vendor slot', minBet: 1 }],
      },
    ],
  };
  expect((await ops(env.t, opsImportCatalogue, feed)).statusCode).toBe(200);
  vendor = await clientOf(env.t, SLOTS);
  vendorGameId = await firstGame(`vendor_code = '${SLOTS}' AND game_code = 'SLOT-001'`);
  slotGameId = await firstGame(
    `vendor_code = 'GHOR' AND engine = 'slot-sevens' AND support_play = 1`,
  );
});

/** The launch token of a game address: `token` on our pages, `t` in the vendor's template. */
const tokenOf = (url: string) => {
  const query = new URL(url, 'http://site').searchParams;
  return query.get('token') ?? query.get('t') ?? '';
};

async function launched(p: { token: string; ip: string }, gameId: string) {
  const res = await call(env.t.app, launchGame, undefined, {
    ...p,
    query: { gameId, playMode: 'real' },
  });
  return tokenOf(okValue(launchGame, res).game_url);
}

/** A player in a vendor's game (wallet session) and an in-house slot (play session). */
async function playing(p: Player, site = p.as()) {
  const wallet = await vendor.ok(providerAuthenticate, {
    token: await launched(site, vendorGameId),
  });
  const slot = okValue(
    playOpen,
    await call(env.t.app, playOpen, { token: await launched(site, slotGameId) }),
  );
  // An unused launch token too: it must not open a game after the site session ends.
  const pending = await launched(site, vendorGameId);
  return { walletSession: wallet.sessionId, slotSession: slot.sessionId, pending };
}

const bet = (slotModels['slot-sevens']?.betLevels[0] ?? 0) / 100;
const spin = (sessionId: string) =>
  call(env.t.app, slotSpin, { sessionId, bet, requestId: requestId() });

/** Everything a live game does works; the vendor's round stays open for a later win. */
async function expectLive(p: Player, s: Awaited<ReturnType<typeof playing>>) {
  await vendor.ok(providerBalance, { account: p.account, sessionId: s.walletSession });
  expect((await spin(s.slotSession)).statusCode).toBe(200);
  const round = {
    account: p.account,
    sessionId: s.walletSession,
    gameCode: 'SLOT-001',
    roundId: freshId('r'),
  };
  await vendor.ok(providerBet, { ...round, amount: 1, transactionId: freshId('bet') });
  return round;
}

/** After the site session ended: no balance, no bet, no spin, no new game; the win lands. */
async function expectEnded(p: Player, s: Awaited<ReturnType<typeof playing>>, round: object) {
  await vendor.refused(
    providerBalance,
    { account: p.account, sessionId: s.walletSession },
    401,
    'SESSION_EXPIRED',
  );
  await vendor.refused(
    providerBet,
    { ...round, amount: 1, transactionId: freshId('bet'), roundId: freshId('r') },
    401,
    'SESSION_EXPIRED',
  );
  await expectError(await spin(s.slotSession), 401, 'SESSION_EXPIRED');
  await vendor.refused(providerAuthenticate, { token: s.pending }, 401, 'LAUNCH_TOKEN_INVALID');
  const before = await mainMinor(env.t, p.id);
  await vendor.ok(providerWin, { ...round, amount: 3, transactionId: freshId('win') });
  expect(await mainMinor(env.t, p.id)).toBe(before + 300n);
}

/** A funded player in a vendor's game and an in-house slot, a vendor round open. */
async function playerInGames() {
  const p = await moneyPlayer(env.t);
  await fund(env.t, p.id, 10_000n);
  const s = await playing(p);
  return { p, s, round: await expectLive(p, s) };
}

describe('games end with the site session that launched them', () => {
  it('logout ends the player’s vendor wallet and in-house game sessions', async () => {
    const { p, s, round } = await playerInGames();
    expect((await call(env.t.app, logout, undefined, p.as())).statusCode).toBe(200);
    await expectEnded(p, s, round);
  });

  it('a password change ends the games of every other session', async () => {
    const { p, s, round } = await playerInGames();
    const other = (
      await login(env.t.app, { username: p.account, password: PASSWORD, ip: p.ip })
    ).json().value.token as string;
    const changed = await call(
      env.t.app,
      changePassword,
      { oldPassword: PASSWORD, newPassword: 'Another123', confirmNewPassword: 'Another123' },
      { token: other, ip: p.ip },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    await expectEnded(p, s, round);
  });

  it('an operator lock ends every session and game; unlocking lets the player back in', async () => {
    const { p, s, round } = await playerInGames();
    const locked = await ops(env.t, opsSetMemberLock, { account: p.account, locked: true });
    expect(okValue(opsSetMemberLock, locked)).toEqual({
      account: p.account,
      locked: true,
      sessionsEnded: 1,
    });
    await expectEnded(p, s, round);
    const refused = await login(env.t.app, { username: p.account, password: PASSWORD, ip: p.ip });
    expect(refused.statusCode).toBe(403);
    await ops(env.t, opsSetMemberLock, { account: p.account, locked: false });
    const back = await login(env.t.app, { username: p.account, password: PASSWORD, ip: p.ip });
    expect(back.statusCode, back.body).toBe(200);
    await expectError(
      await ops(env.t, opsSetMemberLock, { account: 'nobody-here', locked: true }),
      404,
      'NOT_FOUND',
    );
  });
});
