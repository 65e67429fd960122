import { randomUUID } from 'node:crypto';
import { getProtection, getRealityCheck } from '@gamehall/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account } from '../../src/modules/ledger/index.ts';
import { placeBet } from '../../src/modules/provider/index.ts';
import { call, okValue } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { testBackends } from '../helpers/database.ts';
import {
  expectBooksHold,
  firstSlot,
  fund,
  mainMinor,
  moneyPlayer,
  type Player,
  playRound,
  sandboxDeposit,
  type TestGame,
} from '../helpers/money.ts';
import { askDeposit, change, limitOf } from './support.ts';

describe.each(testBackends)('player limits on %s (issue 19, decision 039)', (backend) => {
  let t: TestApp;
  let slot: TestGame;
  beforeAll(async () => {
    t = await buildTestApp({}, backend);
    slot = await firstSlot(t);
  });
  afterAll(() => t?.close());

  const bet = (p: Player, stake: number) => {
    const roundId = randomUUID();
    const caller = { vendor: slot.vendor, memberId: p.id, wallet: account.main(p.id), live: true };
    return placeBet(t.database.db, caller, {
      account: p.account,
      sessionId: '',
      roundId,
      gameCode: slot.code,
      amount: stake,
      transactionId: `${roundId}-b`,
    });
  };
  const refusal = async (attempt: Promise<unknown>) => {
    const err = await attempt.then(
      () => null,
      (e: unknown) => e as { code: string; extra: { details: Record<string, unknown> } },
    );
    return err && { code: err.code, ...err.extra.details };
  };

  it('refuses the deposit that would pass a daily deposit limit, naming it', async () => {
    const p = await moneyPlayer(t);
    const set = await change(t, p, { what: 'limit', kind: 'DEPOSIT', period: 'DAY', amount: 100 });
    expect(limitOf(set, 'DEPOSIT', 'DAY')).toMatchObject({ amount: 100, used: 0, pending: null });
    await sandboxDeposit(t, p, 60);
    await sandboxDeposit(t, p, 40);
    const refused = await askDeposit(t, p, 10);
    expect(refused.statusCode, refused.body).toBe(409);
    const body = refused.json();
    expect(body.code).toBe('PROTECTION_LIMIT');
    expect(body.message).toMatch(/daily deposit limit of 100\.00 \(100\.00 used\)/);
    expect(body.details).toMatchObject({ kind: 'DEPOSIT', period: 'DAY', limit: 100, used: 100 });
    expect(new Date(body.details.resetsAt).getTime()).toBeGreaterThan(Date.now());
    const shown = okValue(getProtection, await call(t.app, getProtection, undefined, p.as()));
    expect(limitOf(shown, 'DEPOSIT', 'DAY')?.used).toBe(100);
    expect(limitOf(shown, 'DEPOSIT', 'MONTH')).toMatchObject({ amount: null, used: 100 });
    expect(await mainMinor(t, p.id)).toBe(10_000n);
  });

  it('counts orders still open, so two at once cannot pass it together', async () => {
    const p = await moneyPlayer(t);
    await change(t, p, { what: 'limit', kind: 'DEPOSIT', period: 'WEEK', amount: 50 });
    expect((await askDeposit(t, p, 30)).statusCode).toBe(200);
    const second = await askDeposit(t, p, 30);
    expect(second.statusCode).toBe(409);
    expect(second.json().details).toMatchObject({ period: 'WEEK', used: 30 });
    expect((await askDeposit(t, p, 20)).statusCode).toBe(200);
  });

  it('tightens at once and loosens only after 24 hours', async () => {
    const p = await moneyPlayer(t);
    await change(t, p, { what: 'limit', kind: 'DEPOSIT', period: 'DAY', amount: 100 });
    const raised = await change(t, p, {
      what: 'limit',
      kind: 'DEPOSIT',
      period: 'DAY',
      amount: 300,
    });
    const pending = limitOf(raised, 'DEPOSIT', 'DAY');
    expect(pending).toMatchObject({ amount: 100, pending: { value: 300 } });
    const wait = new Date(pending?.pending?.from ?? 0).getTime() - Date.now();
    expect(wait).toBeGreaterThan(23.9 * 3_600_000);
    expect(wait).toBeLessThanOrEqual(24 * 3_600_000);
    expect((await askDeposit(t, p, 150)).statusCode).toBe(409);
    // Removing waits the same; tightening replaces the waiting change at once.
    const removed = await change(t, p, {
      what: 'limit',
      kind: 'DEPOSIT',
      period: 'DAY',
      amount: null,
    });
    expect(limitOf(removed, 'DEPOSIT', 'DAY')).toMatchObject({
      amount: 100,
      pending: { value: null },
    });
    const tighter = await change(t, p, {
      what: 'limit',
      kind: 'DEPOSIT',
      period: 'DAY',
      amount: 20,
    });
    expect(limitOf(tighter, 'DEPOSIT', 'DAY')).toMatchObject({ amount: 20, pending: null });
    expect((await askDeposit(t, p, 25)).statusCode).toBe(409);
    // A day later the loosening is the limit.
    await change(t, p, { what: 'limit', kind: 'DEPOSIT', period: 'DAY', amount: 300 });
    await t.database.db.execute(sql`UPDATE protection_limits
      SET pending_from = now() - interval '1 second' WHERE member_id = ${p.id}`);
    const later = okValue(getProtection, await call(t.app, getProtection, undefined, p.as()));
    expect(limitOf(later, 'DEPOSIT', 'DAY')).toMatchObject({ amount: 300, pending: null });
    expect((await askDeposit(t, p, 250)).statusCode).toBe(200);
  });

  it('refuses the stake that could pass a loss limit; wins bring the loss down', async () => {
    const p = await moneyPlayer(t);
    await fund(t, p.id, 10_000n);
    await change(t, p, { what: 'limit', kind: 'LOSS', period: 'DAY', amount: 10 });
    await playRound(t, slot, p, 6, 0);
    const before = await mainMinor(t, p.id);
    expect(await refusal(bet(p, 5))).toMatchObject({
      code: 'PROTECTION_LIMIT',
      kind: 'LOSS',
      period: 'DAY',
      limit: 10,
      used: 6,
    });
    expect(await mainMinor(t, p.id)).toBe(before);
    // A stake of 4 fits; it wins 9, so the day is 1.00 down and 9.00 more may be staked.
    await playRound(t, slot, p, 4, 9);
    await playRound(t, slot, p, 9, 0);
    expect(await refusal(bet(p, 0.01))).toMatchObject({ kind: 'LOSS', used: 10 });
    await expectBooksHold(t);
  });

  it('refuses the stake that would pass a wager limit, whatever the wins', async () => {
    const p = await moneyPlayer(t);
    await fund(t, p.id, 10_000n);
    await change(t, p, { what: 'limit', kind: 'WAGER', period: 'MONTH', amount: 20 });
    await playRound(t, slot, p, 15, 30);
    expect(await refusal(bet(p, 5.01))).toMatchObject({ kind: 'WAGER', period: 'MONTH', used: 15 });
    await playRound(t, slot, p, 5, 0);
    expect(await refusal(bet(p, 0.01))).toMatchObject({ kind: 'WAGER', used: 20 });
  });

  it('lets only the stakes that fit through when a player bets in parallel', async () => {
    const p = await moneyPlayer(t);
    await fund(t, p.id, 10_000n);
    await change(t, p, { what: 'limit', kind: 'LOSS', period: 'WEEK', amount: 10 });
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => bet(p, 3)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(await mainMinor(t, p.id)).toBe(10_000n - 900n);
    await expectBooksHold(t);
  });

  it('shows the session’s time and net result for a reality check', async () => {
    const p = await moneyPlayer(t);
    await fund(t, p.id, 10_000n);
    await change(t, p, { what: 'session', sessionMinutes: null, realityCheckMinutes: 30 });
    await playRound(t, slot, p, 5, 2);
    const check = okValue(getRealityCheck, await call(t.app, getRealityCheck, undefined, p.as()));
    expect(check).toMatchObject({ net: -3, everyMinutes: 30, limitEndsAt: null });
    expect(Date.now() - new Date(check.startedAt).getTime()).toBeLessThan(60_000);
  });

  it('ends the session at the session time limit, the live one included', async () => {
    const p = await moneyPlayer(t);
    const set = await change(t, p, {
      what: 'session',
      sessionMinutes: 60,
      realityCheckMinutes: null,
    });
    expect(set).toMatchObject({ sessionMinutes: 60, sessionPending: null });
    const check = okValue(getRealityCheck, await call(t.app, getRealityCheck, undefined, p.as()));
    const length = new Date(check.limitEndsAt ?? 0).getTime() - new Date(check.startedAt).getTime();
    expect(length).toBe(60 * 60_000);
    // Played 61 minutes already: a tighter limit ends the session now.
    await t.database.db.execute(sql`UPDATE sessions
      SET created_at = now() - interval '61 minutes' WHERE member_id = ${p.id}`);
    await change(t, p, { what: 'session', sessionMinutes: 45, realityCheckMinutes: null });
    const after = await call(t.app, getProtection, undefined, p.as());
    expect(after.statusCode).toBe(401);
  });
});
