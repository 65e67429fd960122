import { randomUUID } from 'node:crypto';
import {
  bindWithdrawAccount,
  type CallDef,
  createDeposit,
  requestWithdrawal,
} from '@gamehall/contract';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rowsOf } from '../../src/db/rows.ts';
import { hashWith } from '../../src/lib/password/password.ts';
import { checkBooks } from '../../src/modules/cashier/index.ts';
import { account, inTransaction, move, post } from '../../src/modules/ledger/index.ts';
import { pointsChecks } from '../../src/modules/points/index.ts';
import { payWin, placeBet } from '../../src/modules/provider/index.ts';
import { call, freshIp, insertTestMember, login, okValue } from './accounts.ts';
import { TEST_OPERATOR_KEY, type TestApp } from './app.ts';

export const PASSWORD = 'Secret123';
export const PAY_PASSWORD = 'Pay4321';
export const requestId = () => randomUUID();

export interface Player {
  id: number;
  account: string;
  token: string;
  ip: string;
  /** Call options of this logged-in player. */
  as: () => { token: string; ip: string };
}

/** A player (or agent) with a payment password, logged in from its own IP. */
export async function moneyPlayer(
  t: TestApp,
  opts: {
    type?: number;
    uplineId?: number;
    affiliateCode?: string;
    noPaymentPassword?: boolean;
  } = {},
): Promise<Player> {
  const name = `m${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const id = await insertTestMember(t.database, {
    account: name,
    password: PASSWORD,
    type: opts.type ?? 0,
    uplineId: opts.uplineId,
    affiliateCode: opts.affiliateCode,
    paymentPasswordHash: opts.noPaymentPassword ? null : await hashWith(PAY_PASSWORD, 10, 8, 1),
  });
  const ip = freshIp();
  const res = await login(t.app, { username: name, password: PASSWORD, ip });
  expect(res.statusCode, res.body).toBe(200);
  const token = (res.json() as { value: { token: string } }).value.token;
  return { id, account: name, token, ip, as: () => ({ token, ip }) };
}

/** Money straight into a main wallet, as a paid deposit would bring it (tests only). */
export async function fund(t: TestApp, memberId: number, minor: bigint) {
  await inTransaction(t.database.db, (tx) =>
    post(tx, {
      key: `test-fund:${randomUUID()}`,
      type: 'DEPOSIT',
      memberId,
      entries: move(account.paymentClearing(memberId), account.main(memberId), minor),
    }),
  );
}

/** A deposit the way a player makes one: order, then "Pay" on the sandbox pay page. */
export async function sandboxDeposit(
  t: TestApp,
  p: Player,
  amount: number,
  channelId = 'sandbox-bank',
) {
  const order = okValue(
    createDeposit,
    await call(t.app, createDeposit, { channelId, amount, requestId: requestId() }, p.as()),
  );
  const paid = await payOnSandboxPage(t, String(order.payUrl), 'pay');
  expect(paid.statusCode, paid.body).toBe(200);
  return order;
}

/** Pay or Decline on the sandbox page of `payUrl`, as its form posts it (with the link's key). */
export function payOnSandboxPage(t: TestApp, payUrl: string, action: 'pay' | 'fail') {
  const url = new URL(payUrl, 'http://site');
  return t.app.inject({
    method: 'POST',
    url: url.pathname,
    payload: new URLSearchParams({ action, key: url.searchParams.get('key') ?? '' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

/** An operator API call with the test operator key. */
export function ops(t: TestApp, def: CallDef, body?: unknown, query?: Record<string, string>) {
  return t.app.inject({
    method: def.method,
    url: def.path,
    query,
    headers: { authorization: `Bearer ${TEST_OPERATOR_KEY}` },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

/** The main-wallet balance of a member, read from the ledger, in minor units. */
export async function mainMinor(t: TestApp, memberId: number): Promise<bigint> {
  const [row] = rowsOf<{ balance: string }>(
    await t.database.db.execute(
      sql`SELECT balance FROM ledger_accounts WHERE member_id = ${memberId} AND kind = 'MAIN'`,
    ),
  );
  return BigInt(row?.balance ?? 0);
}

/** A game of the seeded catalogue to play rounds of. */
export interface TestGame {
  vendor: string;
  code: string;
  name: string;
  category: string;
}

/** The seeded catalogue's first game of a category. */
export async function firstGame(t: TestApp, category: string): Promise<TestGame> {
  const [g] = rowsOf<TestGame>(
    await t.database.db.execute(sql`SELECT vendor_code AS vendor, game_code AS code, name, category
      FROM games WHERE category = ${category} ORDER BY vendor_code, game_code LIMIT 1`),
  );
  if (!g) throw new Error(`the seeded catalogue has no game of ${category}`);
  return g;
}

/** The seeded catalogue's first slot (RNG). */
export const firstSlot = (t: TestApp) => firstGame(t, 'RNG');

/**
 * A round of `stake` with its win (amounts), through the provider wallet as a game plays
 * it: the bet and the win posted, the round settled in the game rounds.
 */
export async function playRound(
  t: TestApp,
  game: TestGame,
  p: { id: number; account: string },
  stake: number,
  win: number,
) {
  const caller = { vendor: game.vendor, memberId: p.id, wallet: account.main(p.id), live: true };
  const roundId = randomUUID();
  const base = { account: p.account, sessionId: '', roundId, gameCode: game.code };
  await placeBet(t.database.db, caller, { ...base, amount: stake, transactionId: `${roundId}-b` });
  await payWin(t.database.db, caller, { ...base, amount: win, transactionId: `${roundId}-w` });
}

/** The money ledger's and the points journal's rules hold, as the operator's check runs them. */
export async function expectBooksHold(t: TestApp) {
  const report = await t.database.db.transaction((tx) => checkBooks(tx, pointsChecks));
  expect(report).toMatchObject({ ok: true, problems: [] });
}

/**
 * A player's withdrawal as they ask it: a bank account bound once (with the payment
 * password), then the request; answers the raw reply.
 */
export async function askWithdrawal(t: TestApp, p: Player, amount: number) {
  const mine = boundAccounts.get(t) ?? new Map<number, string>();
  boundAccounts.set(t, mine);
  const bound = mine.get(p.id) ?? (await bindBank(t, p));
  mine.set(p.id, bound);
  return call(
    t.app,
    requestWithdrawal,
    { accountId: bound, amount, paymentPassword: PAY_PASSWORD, requestId: requestId() },
    p.as(),
  );
}

/** Each app's players' bound accounts (ids repeat across the backends' databases). */
const boundAccounts = new WeakMap<TestApp, Map<number, string>>();

async function bindBank(t: TestApp, p: Player) {
  const body = {
    type: 'BANK',
    institution: 'Banco Demo',
    accountName: 'Ana Player',
    accountNumber: '0123 4567 8901',
    paymentPassword: PAY_PASSWORD,
  };
  return okValue(bindWithdrawAccount, await call(t.app, bindWithdrawAccount, body, p.as())).id;
}
