import { providerBalance, providerBet, providerRollback, providerWin } from '@gamehall/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gameRounds, ledgerTransactions, walletTurnover } from '../../src/db/schema/index.ts';
import { hmacHex as sign } from '../../src/lib/hmac.ts';
import { account, checkLedger } from '../../src/modules/ledger/index.ts';
import { memberRounds } from '../../src/modules/records/repo.ts';
import { expectError } from '../system/calls.ts';
import {
  betFor,
  credit,
  freshId,
  fundedPlayer,
  LIVE,
  mainOf,
  providerAppForThisFile,
  rollbackFor,
  roundOf,
  type Signing,
  SLOTS,
  secretOf,
  vendorCall,
  whoIs,
} from './vendor.ts';

const env = providerAppForThisFile();

const ledgerRows = async () => (await env.t.database.db.select().from(ledgerTransactions)).length;

/** Every player's round under one round id of the env.slots vendor, by member. */
async function roundsOf(roundId: string) {
  const rows = await env.t.database.db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.vendor, SLOTS), eq(gameRounds.roundId, roundId)));
  return new Map(rows.map((r) => [r.memberId, r]));
}

/** A raw POST to a provider path with the given body text and signature. */
const rawCall = (url: string, payload: string, signature: string) =>
  env.t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', 'x-vendor': SLOTS, 'x-signature': signature },
    payload,
  });

describe('provider signatures', () => {
  it('seeds a distinct 32-byte hex secret for every vendor', async () => {
    const live = await secretOf(env.t.database, LIVE);
    expect(env.slots.signing.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(live).toMatch(/^[0-9a-f]{64}$/);
    expect(live).not.toBe(env.slots.signing.secret);
  });

  it('refuses a missing, wrong or other vendor’s signature and moves nothing', async () => {
    const p = await fundedPlayer(env.t.database, 100);
    const body = betFor(p, 10);
    const before = await ledgerRows();
    const own = env.slots.signing;
    const liveSecret = await secretOf(env.t.database, LIVE);
    const attempts: Signing[] = [
      { ...own, signature: null },
      { ...own, signature: '0'.repeat(64) },
      { ...own, signature: 'not hex at all' },
      // Signed with another vendor's secret, or claiming to be another vendor.
      { vendor: SLOTS, secret: liveSecret },
      { vendor: LIVE, secret: own.secret },
      { vendor: 'NOPE', secret: own.secret },
      { vendor: '', secret: own.secret },
    ];
    for (const s of attempts) {
      await expectError(
        await vendorCall(env.t.app, providerBet, body, s),
        401,
        'SIGNATURE_INVALID',
      );
    }
    const unsigned = { ...own, signature: null };
    const balance = await vendorCall(env.t.app, providerBalance, whoIs(p), unsigned);
    await expectError(balance, 401, 'SIGNATURE_INVALID');
    expect(await ledgerRows()).toBe(before);
    expect(await mainOf(env, p.memberId)).toBe(100);
  });

  it('signs the exact bytes: the same JSON spelled otherwise needs its own signature', async () => {
    const p = await fundedPlayer(env.t.database, 1);
    const compact = JSON.stringify(whoIs(p));
    const spaced = `{ "account" : "${p.account}", "sessionId" : "${p.sessions[SLOTS]}" }`;
    const res = await rawCall(
      providerBalance.path,
      spaced,
      sign(env.slots.signing.secret, compact),
    );
    await expectError(res, 401, 'SIGNATURE_INVALID');
    const ok = await rawCall(providerBalance.path, spaced, sign(env.slots.signing.secret, spaced));
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('a signed malformed body is a 400; other routes keep the normal JSON parser', async () => {
    const broken = '{"account":';
    const res = await rawCall(providerBalance.path, broken, sign(env.slots.signing.secret, broken));
    await expectError(res, 400, 'BAD_REQUEST');
    const elsewhere = await env.t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"type":"username"',
    });
    await expectError(elsewhere, 400, 'BAD_REQUEST');
  });

  it('documents the signing scheme beside the provider calls only', async () => {
    const doc = (await env.t.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, { description?: string }>>;
    };
    expect(doc.paths[providerBet.path]?.post?.description).toMatch(/HMAC-SHA256/);
    const others = Object.entries(doc.paths).filter(([path]) => !path.startsWith('/provider/'));
    expect(others.length).toBeGreaterThan(10);
    for (const [, ops] of others) {
      for (const op of Object.values(ops)) expect(op.description ?? '').not.toMatch(/HMAC/);
    }
  });
});

describe('provider bets and wins', () => {
  it('answers the balance, debits a bet, credits a win and records the round', async () => {
    const p = await fundedPlayer(env.t.database, 100);
    // Accounts are matched whatever their case.
    const balance = await env.slots.ok(providerBalance, {
      ...whoIs(p),
      account: p.account.toUpperCase(),
    });
    expect(balance).toEqual({ balance: 100 });

    const bet = betFor(p, 12.5);
    const placed = await env.slots.ok(providerBet, bet);
    expect(placed).toMatchObject({ balance: 87.5, duplicate: false });
    expect(placed.transactionId).toMatch(/^\d+$/);

    const won = await env.slots.ok(providerWin, {
      ...bet,
      transactionId: freshId('win'),
      amount: 30.25,
    });
    expect(won).toMatchObject({ balance: 117.75, duplicate: false });
    expect(await mainOf(env, p.memberId)).toBe(117.75);

    const round = await roundOf(env, bet.roundId);
    expect(round).toMatchObject({ betAmount: 1250n, winAmount: 3025n, status: 'SETTLED' });
    expect(round?.settledAt).toBeInstanceOf(Date);
    const [turnover] = await env.t.database.db
      .select()
      .from(walletTurnover)
      .where(eq(walletTurnover.memberId, p.memberId));
    expect(turnover?.done).toBe(1250n);
  });

  it('a repeated bet gets the first answer and moves the money once', async () => {
    const p = await fundedPlayer(env.t.database, 50);
    const bet = betFor(p, 20);
    const first = await env.slots.ok(providerBet, bet);
    expect(await env.slots.ok(providerBet, bet)).toEqual({ ...first, duplicate: true });
    expect(await mainOf(env, p.memberId)).toBe(30);
  });

  it('the same transactionId with other data is a 409 and moves nothing', async () => {
    const p = await fundedPlayer(env.t.database, 50);
    const bet = betFor(p, 20);
    await env.slots.ok(providerBet, bet);
    for (const other of [{ amount: 21 }, { roundId: freshId('round') }, { gameCode: 'X' }]) {
      await env.slots.refused(providerBet, { ...bet, ...other }, 409, 'IDEMPOTENCY_CONFLICT');
    }
    // A win may not reuse a bet's id either.
    await env.slots.refused(providerWin, bet, 409, 'IDEMPOTENCY_CONFLICT');
    expect(await mainOf(env, p.memberId)).toBe(30);
  });

  it('insufficient funds: 409 with the balance, nothing stored, the id still usable', async () => {
    const p = await fundedPlayer(env.t.database, 10);
    const bet = betFor(p, 10.01);
    const before = await ledgerRows();
    const err = await env.slots.refused(providerBet, bet, 409, 'WALLET_INSUFFICIENT_FUNDS');
    expect(err.details).toEqual({ balance: 10 });
    expect(await ledgerRows()).toBe(before);
    expect(await roundOf(env, bet.roundId)).toBeUndefined();
    await credit(env.t.database, p.memberId, account.main(p.memberId), 0.01);
    expect((await env.slots.ok(providerBet, bet)).balance).toBe(0);
  });

  it('refuses a bet of 0 and amounts with 3 places', async () => {
    const p = await fundedPlayer(env.t.database, 10);
    await env.slots.refused(providerBet, betFor(p, 0), 400, 'BAD_REQUEST');
    await env.slots.refused(providerBet, betFor(p, 1.005), 400, 'VALIDATION_FAILED');
    expect(await mainOf(env, p.memberId)).toBe(10);
  });

  it('a win of 0 settles a lost round and moves nothing; a repeat is a duplicate', async () => {
    const p = await fundedPlayer(env.t.database, 10);
    const bet = betFor(p, 4);
    await env.slots.ok(providerBet, bet);
    const before = await ledgerRows();
    const lost = { ...bet, transactionId: freshId('win'), amount: 0 };
    const answer = await env.slots.ok(providerWin, lost);
    expect(answer).toEqual({ balance: 6, transactionId: '', duplicate: false });
    expect(await ledgerRows()).toBe(before);
    expect(await env.slots.ok(providerWin, lost)).toEqual({ ...answer, duplicate: true });
    expect((await roundOf(env, bet.roundId))?.status).toBe('SETTLED');
    // The round has its win: a later bet on it is refused.
    const late = { ...bet, transactionId: freshId('bet') };
    await env.slots.refused(providerBet, late, 409, 'ROUND_SETTLED');
  });

  it('players sharing a round id each get their own round, settled on its own', async () => {
    // A crash round: the vendor names one round for everyone playing it.
    const p = await fundedPlayer(env.t.database, 100);
    const q = await fundedPlayer(env.t.database, 100);
    const roundId = freshId('crash');
    const pBet = betFor(p, 10, { roundId });
    const qBet = betFor(q, 20, { roundId });
    expect((await env.slots.ok(providerBet, pBet)).balance).toBe(90);
    expect((await env.slots.ok(providerBet, qBet)).balance).toBe(80);

    // p cashes out: p's round is settled, q's stays open and takes more bets.
    const pWin = { ...pBet, transactionId: freshId('win'), amount: 25 };
    expect((await env.slots.ok(providerWin, pWin)).balance).toBe(115);
    let rounds = await roundsOf(roundId);
    expect(rounds.size).toBe(2);
    expect(rounds.get(p.memberId)).toMatchObject({
      betAmount: 1000n,
      winAmount: 2500n,
      status: 'SETTLED',
    });
    expect(rounds.get(q.memberId)).toMatchObject({
      betAmount: 2000n,
      winAmount: 0n,
      status: 'OPEN',
    });
    const pSettledAt = rounds.get(p.memberId)?.settledAt;
    await env.slots.refused(
      providerBet,
      { ...pBet, transactionId: freshId('bet') },
      409,
      'ROUND_SETTLED',
    );
    const qMore = { ...qBet, transactionId: freshId('bet'), amount: 5 };
    expect((await env.slots.ok(providerBet, qMore)).balance).toBe(75);
    expect((await env.slots.ok(providerRollback, rollbackFor(qMore))).balance).toBe(80);

    // q crashes out: a win of 0 settles q's round and leaves p's as it was.
    const qLost = { ...qBet, transactionId: freshId('win'), amount: 0 };
    expect((await env.slots.ok(providerWin, qLost)).balance).toBe(80);
    rounds = await roundsOf(roundId);
    expect(rounds.get(q.memberId)).toMatchObject({
      betAmount: 2000n,
      winAmount: 0n,
      status: 'SETTLED',
    });
    expect(rounds.get(p.memberId)).toMatchObject({ winAmount: 2500n, settledAt: pSettledAt });

    // A player without a bet in that round has no round of it to be paid.
    const r = await fundedPlayer(env.t.database, 0);
    const stray = { ...betFor(r, 5, { roundId }), transactionId: freshId('win') };
    await env.slots.refused(providerWin, stray, 404, 'NOT_FOUND');
    expect(await mainOf(env, p.memberId)).toBe(115);
    expect(await mainOf(env, q.memberId)).toBe(80);

    // Each betting record shows the player's own round only.
    const pRecord = await memberRounds(env.t.database.db, p.memberId, {}, 0, 10);
    expect(pRecord).toMatchObject({ total: 1, bets: 1000n, wins: 2500n });
    expect(pRecord.rows.map((row) => row.round_id)).toEqual([roundId]);
    const qRecord = await memberRounds(env.t.database.db, q.memberId, {}, 0, 10);
    expect(qRecord).toMatchObject({ total: 1, bets: 2000n, wins: 0n });
    expect(qRecord.rows[0]?.status).toBe('SETTLED');
  });

  it('a win for a round with no bet is a 404', async () => {
    const p = await fundedPlayer(env.t.database, 0);
    await env.slots.refused(providerWin, betFor(p, 5), 404, 'NOT_FOUND');
  });

  it('unknown accounts are 404; trial accounts are refused and the ledger untouched', async () => {
    await env.slots.refused(
      providerBalance,
      { account: 'nobody-here', sessionId: 'x'.repeat(43) },
      404,
      'NOT_FOUND',
    );
    const trial = await fundedPlayer(env.t.database, 0, 4);
    const before = await ledgerRows();
    await env.slots.refused(providerBet, betFor(trial, 1), 403, 'TRIAL_ACCOUNT');
    await env.slots.refused(providerBalance, whoIs(trial), 403, 'TRIAL_ACCOUNT');
    expect(await ledgerRows()).toBe(before);
  });
});

it('leaves the ledger consistent', async () => {
  expect(await checkLedger(env.t.database.db)).toMatchObject({ ok: true, problems: [] });
});
