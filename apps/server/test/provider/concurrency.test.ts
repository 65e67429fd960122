import { type CallDef, providerBet, providerRollback, providerWin } from '@gamehall/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerTransactions } from '../../src/db/schema/index.ts';
import { checkLedger } from '../../src/modules/ledger/index.ts';
import { okValue } from '../helpers/accounts.ts';
import {
  betFor,
  freshId,
  fundedPlayer,
  mainOf,
  providerAppForThisFile,
  rollbackFor,
  SLOTS,
  vendorCall,
} from './vendor.ts';

/**
 * Vendors retry on timeouts, so the same call often arrives twice at once. On PGlite the
 * calls take turns on its one connection; on PostgreSQL (DATABASE_URL) they really race.
 */
const env = providerAppForThisFile();

type Answer = Awaited<ReturnType<typeof vendorCall>>;

/** Sends calls all at once, without waiting for any answer before the next. */
function together<const T extends readonly (readonly [CallDef, unknown])[]>(...calls: T) {
  const sent = calls.map(([def, body]) => vendorCall(env.t.app, def, body, env.slots.signing));
  return Promise.all(sent) as Promise<{ [K in keyof T]: Answer }>;
}

describe('concurrent provider calls', () => {
  it('20 copies of one bet at once move the money once and all get the same answer', async () => {
    const p = await fundedPlayer(env.t.database, 100);
    const bet = betFor(p, 7);
    const copies = Array.from({ length: 20 }, () => [providerBet, bet] as const);
    const answers = (await together(...copies)).map((res) => okValue(providerBet, res));
    expect(answers.filter((a) => !a.duplicate)).toHaveLength(1);
    const first = answers[0];
    for (const a of answers)
      expect(a).toMatchObject({ balance: 93, transactionId: first?.transactionId });
    const key = `provider:${SLOTS}:${bet.transactionId}`;
    const rows = await env.t.database.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idemKey, key));
    expect(rows).toHaveLength(1);
    expect(await mainOf(env, p.memberId)).toBe(93);
  });

  it('bets of the whole balance at once: one succeeds, never below 0', async () => {
    const p = await fundedPlayer(env.t.database, 30);
    const bets = Array.from({ length: 10 }, () => [providerBet, betFor(p, 30)] as const);
    const results = await together(...bets);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(r.json()).toMatchObject({
        code: 'WALLET_INSUFFICIENT_FUNDS',
        details: { balance: 0 },
      });
    }
    expect(await mainOf(env, p.memberId)).toBe(0);
  });

  it('a bet racing its own rollback ends refunded or refused, never half done', async () => {
    for (let i = 0; i < 5; i++) {
      const p = await fundedPlayer(env.t.database, 10);
      const bet = betFor(p, 10);
      const [b, r] = await together([providerBet, bet], [providerRollback, rollbackFor(bet)]);
      expect(r.statusCode, r.body).toBe(200);
      // The rollback came first and left its tombstone, or the bet came first and was refunded.
      if (b.statusCode !== 200) expect(b.json()).toMatchObject({ code: 'BET_ROLLED_BACK' });
      expect(await mainOf(env, p.memberId)).toBe(10);
    }
  });

  it('a rollback racing the round’s win: the bet is refunded only if it won the race', async () => {
    for (let i = 0; i < 5; i++) {
      const p = await fundedPlayer(env.t.database, 10);
      const bet = betFor(p, 10);
      await env.slots.ok(providerBet, bet);
      const win = { ...bet, transactionId: freshId('win'), amount: 25 };
      const [w, r] = await together([providerWin, win], [providerRollback, rollbackFor(bet)]);
      if (r.statusCode === 200) {
        // Refunded first: the win then found no bet to pay.
        expect(w.json()).toMatchObject({ code: 'NOT_FOUND' });
        expect(await mainOf(env, p.memberId)).toBe(10);
      } else {
        expect(r.json()).toMatchObject({ code: 'ROUND_SETTLED' });
        expect(w.statusCode, w.body).toBe(200);
        expect(await mainOf(env, p.memberId)).toBe(25);
      }
    }
  });

  it('leaves the ledger consistent', async () => {
    expect(await checkLedger(env.t.database.db)).toMatchObject({ ok: true, problems: [] });
  });
});
