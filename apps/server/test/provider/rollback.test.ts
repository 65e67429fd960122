import { providerBet, providerRollback, providerWin } from '@gamehall/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ledgerTransactions,
  providerTransactions,
  walletTurnover,
} from '../../src/db/schema/index.ts';
import { checkLedger } from '../../src/modules/ledger/index.ts';
import {
  betFor,
  freshId,
  fundedPlayer,
  mainOf,
  providerAppForThisFile,
  rollbackFor,
  roundOf,
  SLOTS,
} from './vendor.ts';

const env = providerAppForThisFile();

/** A player who had 100 and placed one bet of `amount` in a fresh round. */
async function playerWithBet(amount: number) {
  const p = await fundedPlayer(env.t.database, 100);
  const bet = betFor(p, amount);
  await env.slots.ok(providerBet, bet);
  return { ...p, bet };
}

async function callRow(vendorTxId: string) {
  const [row] = await env.t.database.db
    .select()
    .from(providerTransactions)
    .where(
      and(eq(providerTransactions.vendor, SLOTS), eq(providerTransactions.vendorTxId, vendorTxId)),
    );
  return row;
}

describe('provider rollbacks', () => {
  it('refunds a bet of an open round, marks it, and a repeat gets the first answer', async () => {
    const p = await playerWithBet(30);
    const rollback = rollbackFor(p.bet);
    const first = await env.slots.ok(providerRollback, rollback);
    expect(first).toMatchObject({ balance: 100, duplicate: false });
    const [refund] = await env.t.database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.id, Number(first.transactionId)));
    expect(refund?.type).toBe('REFUND');

    expect(await env.slots.ok(providerRollback, rollback)).toEqual({ ...first, duplicate: true });
    expect(await mainOf(env, p.memberId)).toBe(100);
    expect((await callRow(p.bet.transactionId))?.status).toBe('ROLLED_BACK');
    expect(await roundOf(env, p.bet.roundId)).toMatchObject({ betAmount: 0n, status: 'REFUNDED' });
    const [turnover] = await env.t.database.db
      .select()
      .from(walletTurnover)
      .where(eq(walletTurnover.memberId, p.memberId));
    expect(turnover?.done).toBe(0n);

    // Another rollback id for the same bet moves nothing more.
    const other = await env.slots.ok(providerRollback, rollbackFor(p.bet));
    expect(other).toEqual({ balance: 100, transactionId: '', duplicate: false });
    // The repeated bet still gets its first answer; it does not debit again.
    expect(await env.slots.ok(providerBet, p.bet)).toMatchObject({ balance: 70, duplicate: true });
    expect(await mainOf(env, p.memberId)).toBe(100);
  });

  it('rolling back one of two bets keeps the round open with the other', async () => {
    const p = await playerWithBet(10);
    await env.slots.ok(providerBet, { ...p.bet, transactionId: freshId('bet'), amount: 5 });
    await env.slots.ok(providerRollback, rollbackFor(p.bet));
    expect(await roundOf(env, p.bet.roundId)).toMatchObject({ betAmount: 500n, status: 'OPEN' });
    expect(await mainOf(env, p.memberId)).toBe(95);
  });

  it('rolling back an unknown bet moves nothing and refuses that bet later', async () => {
    const p = await fundedPlayer(env.t.database, 50);
    const late = betFor(p, 5);
    const answer = await env.slots.ok(providerRollback, rollbackFor(late));
    expect(answer).toEqual({ balance: 50, transactionId: '', duplicate: false });
    await env.slots.refused(providerBet, late, 409, 'BET_ROLLED_BACK');
    expect(await mainOf(env, p.memberId)).toBe(50);
    expect(await roundOf(env, late.roundId)).toBeUndefined();
  });

  it('a rollback after the round’s win is a 409 and moves nothing', async () => {
    const p = await playerWithBet(20);
    await env.slots.ok(providerWin, { ...p.bet, transactionId: freshId('win'), amount: 50 });
    const rollback = rollbackFor(p.bet);
    await env.slots.refused(providerRollback, rollback, 409, 'ROUND_SETTLED');
    expect(await mainOf(env, p.memberId)).toBe(130);
    expect((await callRow(p.bet.transactionId))?.status).toBe('DONE');
    // Nothing of the refused rollback was kept: its id is not used up.
    expect(await callRow(rollback.transactionId)).toBeUndefined();
  });

  it('a win after its round’s only bet was rolled back is a 404', async () => {
    const p = await playerWithBet(20);
    await env.slots.ok(providerRollback, rollbackFor(p.bet));
    const win = { ...p.bet, transactionId: freshId('win'), amount: 50 };
    await env.slots.refused(providerWin, win, 404, 'NOT_FOUND');
    expect(await mainOf(env, p.memberId)).toBe(100);
  });

  it('refuses a rollback of another player’s bet, in another round or under its own id', async () => {
    const p = await playerWithBet(20);
    const q = await fundedPlayer(env.t.database, 10);
    const stranger = { ...rollbackFor(p.bet), account: q.account };
    await env.slots.refused(providerRollback, stranger, 409, 'CONFLICT');
    // The caller's own bet, but named under another round.
    const elsewhere = { ...rollbackFor(p.bet), roundId: freshId('round') };
    await env.slots.refused(providerRollback, elsewhere, 409, 'CONFLICT');
    const sameId = { ...rollbackFor(p.bet), transactionId: p.bet.transactionId };
    await env.slots.refused(providerRollback, sameId, 400, 'BAD_REQUEST');
    expect(await mainOf(env, p.memberId)).toBe(80);
    expect(await mainOf(env, q.memberId)).toBe(10);
  });

  it('leaves the ledger consistent', async () => {
    expect(await checkLedger(env.t.database.db)).toMatchObject({ ok: true, problems: [] });
  });
});
