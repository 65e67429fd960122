import { CATALOGUE_FORMAT, type CallDef, opsImportCatalogue } from '@gamehall/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { gameRounds, vendorWalletKeys } from '../../src/db/schema/index.ts';
import { hmacHex as sign } from '../../src/lib/hmac.ts';
import {
  type AccountRef,
  account,
  balanceOf,
  inTransaction,
  move,
  post,
} from '../../src/modules/ledger/index.ts';
import { authenticate, issueLaunchToken } from '../../src/modules/provider/index.ts';
import { defaultMoney } from '../../src/settings/schema.ts';

/** The settings authenticate reads: demo money of the free trial, the brand's currency. */
const testSettings = { money: defaultMoney, accounts: { trialBalance: 2000 } } as never;

import { insertTestMember, okValue } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { ops } from '../helpers/money.ts';
import { expectError } from '../system/calls.ts';

/**
 * Two vendors whose games play elsewhere (a launch address of their own), so they sign
 * wallet calls (decision 016): one plays from the main wallet, one may transfer. They are
 * connected by a catalogue import of their own (`connectTestVendors`): the demo
 * catalogue's titles are played in-house.
 */
export const SLOTS = 'XSLT';
export const LIVE = 'XLIV';
/** Their names in the catalogue. */
export const SLOTS_NAME = 'Test Slots Studio';

const testVendorsFeed = {
  format: CATALOGUE_FORMAT,
  vendors: [
    [SLOTS, SLOTS_NAME, 'RNG'],
    [LIVE, 'Test Live Studio', 'LIVE'],
  ].map(([code, displayName, category]) => ({
    code,
    displayName,
    category,
    launchUrl: `https://games.${code?.toLowerCase()}.example/start?t={token}&g={game}&l={lang}&m={mode}`,
    games: [1, 2].map((n) => ({
      gameCode: `${code?.toLowerCase()}-000${n}`,
      name: `${displayName} ${n}`,
      minBet: 1,
    })),
  })),
};

/** Connects the two test vendors through the operator's catalogue import (their secrets come with it). */
export async function connectTestVendors(t: TestApp) {
  const res = await ops(t, opsImportCatalogue, testVendorsFeed);
  if (res.statusCode !== 200) throw new Error(`test vendors not imported: ${res.body}`);
}

/** The secret the seed made for a vendor, read the way an operator would hand it over. */
export async function secretOf(database: Database, vendor: string): Promise<string> {
  const [row] = await database.db
    .select({ secret: vendorWalletKeys.secret })
    .from(vendorWalletKeys)
    .where(eq(vendorWalletKeys.vendor, vendor));
  if (!row) throw new Error(`no wallet secret seeded for ${vendor}`);
  return row.secret;
}

export interface Signing {
  vendor: string;
  secret: string;
  /** Replaces the computed signature (null: no X-Signature header). */
  signature?: string | null;
}

/** A provider call as a vendor sends it: the exact body bytes, signed with its secret. */
export function vendorCall(app: FastifyInstance, def: CallDef, body: unknown, s: Signing) {
  const raw = JSON.stringify(body);
  const signature = s.signature === undefined ? sign(s.secret, raw) : s.signature;
  return app.inject({
    method: def.method,
    url: def.path,
    headers: {
      'content-type': 'application/json',
      'x-vendor': s.vendor,
      ...(signature === null ? {} : { 'x-signature': signature }),
    },
    payload: raw,
  });
}

/** A vendor's side of the API: calls that must succeed, and calls that must be refused. */
export function vendorClient(app: FastifyInstance, signing: Signing) {
  return {
    signing,
    ok: async <C extends CallDef>(def: C, body: unknown) =>
      okValue(def, await vendorCall(app, def, body, signing)),
    /** Checks the status and code; gives the whole error envelope (details included). */
    refused: async (def: CallDef, body: unknown, status: number, code: string) => {
      const res = await vendorCall(app, def, body, signing);
      await expectError(res, status, code);
      return res.json() as { code: string; details?: unknown };
    },
  };
}

export type VendorClient = ReturnType<typeof vendorClient>;

export async function clientOf(t: TestApp, vendor: string): Promise<VendorClient> {
  return vendorClient(t.app, { vendor, secret: await secretOf(t.database, vendor) });
}

/** The whole app on a fresh database, and the slots vendor ready to call it. */
export async function providerApp() {
  const t = await buildTestApp();
  await connectTestVendors(t);
  return { t, slots: await clientOf(t, SLOTS) };
}

export interface ProviderEnv {
  t: TestApp;
  slots: VendorClient;
}

/**
 * One provider test file's app: made before its tests, closed after them. The fields are
 * filled in `beforeAll`, so read them inside tests, not at the top of the file.
 */
export function providerAppForThisFile(): ProviderEnv {
  const env = {} as ProviderEnv;
  beforeAll(async () => {
    Object.assign(env, await providerApp());
  });
  afterAll(() => env.t?.close());
  return env;
}

/** A player's main-wallet balance in major units. */
export const mainOf = (env: ProviderEnv, memberId: number) =>
  balanceIn(env.t.database, account.main(memberId));

/** A player's round of the slots vendor (the first when several players share the id). */
export async function roundOf(env: ProviderEnv, roundId: string) {
  const [row] = await env.t.database.db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.vendor, SLOTS), eq(gameRounds.roundId, roundId)));
  return row;
}

let counter = 0;
/** A fresh id, so tests of one file never share a transaction or round. */
export const freshId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++counter}`;

/**
 * A wallet session of `vendor` for a player, the way a launch makes one: a one-time
 * launch token, exchanged by the vendor (authenticate's own code, without the HTTP hop).
 */
export async function sessionFor(database: Database, memberId: number, vendor: string) {
  const now = new Date();
  const token = await issueLaunchToken(database.db, {
    memberId,
    siteSessionId: null,
    vendor,
    gameCode: `${vendor.toLowerCase()}-test`,
    mode: 'real',
    expiresAt: new Date(now.getTime() + 60_000),
  });
  return (await authenticate(database.db, testSettings, vendor, token, now)).sessionId;
}

export interface TestPlayer {
  memberId: number;
  account: string;
  /** A live wallet session per test vendor (SLOTS and LIVE). */
  sessions: Record<string, string>;
}

/** A real player with `major` units deposited into the main wallet through the ledger. */
export async function fundedPlayer(
  database: Database,
  major: number,
  type = 0,
): Promise<TestPlayer> {
  const name = freshId('pl').replaceAll('-', '').slice(0, 20);
  const memberId = await insertTestMember(database, { account: name, password: 'Secret1!', type });
  if (major > 0) await credit(database, memberId, account.main(memberId), major);
  const sessions: Record<string, string> = {};
  for (const vendor of [SLOTS, LIVE])
    sessions[vendor] = await sessionFor(database, memberId, vendor);
  return { memberId, account: name, sessions };
}

/** What a balance call of a player names: the account and the vendor's session. */
export const whoIs = (p: TestPlayer, vendor = SLOTS) => ({
  account: p.account,
  sessionId: p.sessions[vendor],
});

/** Money into one of a player's wallets from outside (a deposit), as the cashier posts it. */
export async function credit(database: Database, memberId: number, to: AccountRef, major: number) {
  await inTransaction(database.db, (tx) =>
    post(tx, {
      key: freshId('test-deposit'),
      type: 'DEPOSIT',
      memberId,
      entries: move(account.paymentClearing(memberId), to, BigInt(Math.round(major * 100))),
    }),
  );
}

/** A wallet's balance in major units. */
export async function balanceIn(database: Database, ref: AccountRef): Promise<number> {
  return Number(await balanceOf(database.db, ref)) / 100;
}

/** A bet of a fresh transaction in a fresh round, in the player's session of `vendor`. */
export const betFor = (
  p: TestPlayer,
  amount: number,
  over: Record<string, unknown> = {},
  vendor = SLOTS,
) => ({
  ...whoIs(p, vendor),
  amount,
  transactionId: freshId('bet'),
  roundId: freshId('round'),
  gameCode: `${SLOTS.toLowerCase()}-0001`,
  ...over,
});

/** A fresh rollback of a bet. */
export const rollbackFor = (bet: { account: string; transactionId: string; roundId: string }) => ({
  account: bet.account,
  transactionId: freshId('rb'),
  betTransactionId: bet.transactionId,
  roundId: bet.roundId,
});
