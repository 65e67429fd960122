import { liveTableBet, liveTableDecide } from '@gamehall/contract';
import { type BlackjackOutcome, blackjackEngine, type Card } from '@gamehall/games';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../src/modules/ledger/index.ts';
import { seatOf } from '../../src/modules/live/decide.ts';
import { step } from '../../src/modules/live/rounds.ts';
import { settleDealtRounds } from '../../src/modules/live/settle.ts';
import { okValue } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { inHousePlayer } from '../helpers/in-house-player.ts';
import { mainMinor } from '../helpers/money.ts';
import { blackjackCalls, eightsAgainstSmall, expectNotSent } from './blackjack.ts';
import { bettingRound, rigRound, tableOf } from './rounds.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const { TABLE, bet, decide, state, moveOn, now, refused } = blackjackCalls(() => t);
const bets = (main: number, pairs?: number) =>
  new Map([
    ['main', BigInt(main * 100)],
    ...(pairs ? [['perfectPairs', BigInt(pairs * 100)] as const] : []),
  ]);
/** What a player's bets return on the round, by the engine the server pays with (major). */
const returns = (o: BlackjackOutcome, b: Map<string, bigint>, made: string[]) =>
  blackjackEngine.settleWith(o, b, made);
const labels = (cards: readonly (Card | null)[]) => cards.map((c) => (c ? c.rank : null));

describe('a blackjack table, decided in steps', () => {
  it('plays a split and a double across steps, takes a default when a step closes, pays each by its decisions', async () => {
    const round = await bettingRound(t, TABLE);
    const o = (await rigRound(t, round, (x: BlackjackOutcome) =>
      eightsAgainstSmall(x),
    )) as unknown as BlackjackOutcome;
    const a = await inHousePlayer(t, TABLE, 10_000n);
    const b = await inHousePlayer(t, TABLE, 10_000n);
    const sa = a.opened.sessionId;
    const sb = b.opened.sessionId;
    okValue(
      liveTableBet,
      await bet(sa, [
        { spot: 'main', stake: 10 },
        { spot: 'perfectPairs', stake: 1 },
      ]),
    );
    okValue(liveTableBet, await bet(sb, [{ spot: 'main', stake: 10 }]));
    // Double and split are decisions, not spots.
    await refused(await bet(sa, [{ spot: 'split', stake: 10 }]), 400, 'VALIDATION_FAILED');

    expect(await moveOn(round.id, 'betting_ends_at')).toMatchObject({ phase: 'DECIDING', step: 1 });
    // Step 1: everyone's two eights against the dealer's up card, nothing more.
    const first = await state(sa);
    expect(first.round).toMatchObject({ phase: 'DECIDING', step: 1, outcome: null });
    expect(first.round?.decisionsEndAt).toBe(first.round?.stepEndsAt);
    expect(first.round?.visible).toMatchObject({
      step: 'play',
      revealed: 2,
      playerCards: o.playerCards.slice(0, 2),
      dealerUpCard: o.dealer.cards[0],
      peeked: false,
    });
    expect(first.decisions).toMatchObject({
      made: [],
      next: ['hit', 'stand', 'double', 'split'],
      step: { number: 1, deciding: true, decided: false },
    });
    expect(first.table.decisionMs).toBe(8_000);

    // A splits: the split's stake is taken first; their first hand's card stays face down.
    const split = okValue(liveTableDecide, await decide(sa, 'split', 1));
    expect(split.balance).toBe(100 - 11 - 10);
    const mine = split.decisions.step?.mine as { hands: { cards: (Card | null)[] }[] };
    expect(mine.hands.map((h) => labels(h.cards))).toEqual([[8, null], [8]]);
    expect(split.decisions).toMatchObject({ next: [], step: { decided: true } });
    await refused(await decide(sa, 'hit', 1), 409, 'CONFLICT', 'DECIDED_THIS_STEP');
    expect((await now()).step).toBe(1);

    // B doubles, the last decision of the step: it closes at once and shows #3.
    const doubled = okValue(liveTableDecide, await decide(sb, 'double', 1));
    expect(doubled.balance).toBe(100 - 20);
    const second = await state(sa);
    expect(second.round).toMatchObject({ step: 2, visible: { revealed: 3 } });
    expect(second.decisions).toMatchObject({
      made: ['split'],
      next: ['hit', 'stand', 'double'],
      step: { number: 2, deciding: true },
    });
    const bView = await state(sb);
    expect(bView.decisions).toMatchObject({ next: [], step: { deciding: false } });
    await refused(await decide(sb, 'hit', 2), 409, 'CONFLICT', 'NOT_DECIDING');

    // A lets step 2 close: the table stands for them on their first hand.
    await refused(await decide(sa, 'hit', 1), 409, 'BETTING_CLOSED', 'STEP_CLOSED');
    await refused(await decide(sa, 'hit'), 409, 'CONFLICT', 'STEP_REQUIRED');
    await refused(await decide(sa, 'hit', 3), 409, 'CONFLICT', 'STEP_NOT_OPEN');
    expect(await moveOn(round.id, 'step_ends_at')).toMatchObject({ phase: 'DECIDING', step: 3 });
    const third = await state(sa);
    expect(third.decisions).toMatchObject({ made: ['split', 'stand'], step: { deciding: true } });

    // A doubles the second hand: nobody has a choice left, the round is settled.
    const last = okValue(liveTableDecide, await decide(sa, 'double', 3));
    expect(last.balance).toBe(100 - 31);
    const dealt = await now();
    expect(dealt.phase).toBe('SETTLED');
    await settleDealtRounds(t.app);

    const aWin = returns(o, bets(10, 1), ['split', 'stand', 'double']);
    const bWin = returns(o, bets(10), ['double']);
    expect(await mainMinor(t, a.p.id)).toBe(10_000n - 3_100n + aWin);
    expect(await mainMinor(t, b.p.id)).toBe(10_000n - 2_000n + bWin);
    const end = await state(sa);
    expect(end.round).toMatchObject({ phase: 'SETTLED', outcome: o });
    expect(end.round?.step).toBeUndefined();
    expect(end.decisions).toEqual({
      made: ['split', 'stand', 'double'],
      next: [],
      win: Number(aWin) / 100,
    });
    expect(await checkLedger(t.database.db)).toMatchObject({ ok: true });
  });

  it('asks insurance alone first under an ace, and shows the dealer’s blackjack only once every answer is in', async () => {
    const round = await bettingRound(t, TABLE);
    const o = (await rigRound(
      t,
      round,
      (x: BlackjackOutcome) =>
        x.dealer.blackjack &&
        x.dealer.cards[0]?.rank === 1 &&
        x.playerCards.slice(0, 2).every((c) => c.rank >= 2 && c.rank <= 9),
    )) as unknown as BlackjackOutcome;
    const hole = o.dealer.cards[1] as Card;
    const a = await inHousePlayer(t, TABLE, 10_000n);
    const b = await inHousePlayer(t, TABLE, 10_000n);
    const side = await inHousePlayer(t, TABLE, 10_000n);
    okValue(liveTableBet, await bet(a.opened.sessionId, [{ spot: 'main', stake: 10 }]));
    okValue(liveTableBet, await bet(b.opened.sessionId, [{ spot: 'main', stake: 10 }]));
    okValue(liveTableBet, await bet(side.opened.sessionId, [{ spot: 'perfectPairs', stake: 5 }]));
    expect(await moveOn(round.id, 'betting_ends_at')).toMatchObject({ phase: 'DECIDING', step: 1 });

    const sent: unknown[] = [];
    const look = async (sessionId: string) => {
      const s = await state(sessionId);
      sent.push(s);
      return s;
    };
    expect((await look(a.opened.sessionId)).decisions).toMatchObject({
      next: ['insurance', 'noInsurance'],
      step: { deciding: true },
    });
    expect((await look(side.opened.sessionId)).decisions).toMatchObject({
      next: [],
      step: { deciding: false, mine: null },
    });
    const insured = okValue(liveTableDecide, await decide(a.opened.sessionId, 'insurance', 1));
    sent.push(insured);
    expect(insured.balance).toBe(100 - 15);
    // A has answered; B has not: A is told nothing of the peek, B is still asked.
    expect(insured.decisions).toMatchObject({ next: [], step: { decided: true } });
    const bState = await look(b.opened.sessionId);
    expect(bState.round).toMatchObject({ step: 1, visible: { step: 'insurance', peeked: false } });
    expect(bState.decisions?.next).toEqual(['insurance', 'noInsurance']);
    const aState = await look(a.opened.sessionId);
    expect(aState.decisions).toMatchObject({ made: ['insurance'], next: [] });
    expectNotSent(
      sent.map((s) => ({ ...(s as object), history: [] })),
      hole,
      'the hole card',
    );

    // B's time runs out: no insurance. Every answer is in, and the blackjack ends the round.
    expect(await moveOn(round.id, 'step_ends_at')).toMatchObject({ phase: 'SETTLED' });
    await settleDealtRounds(t.app);
    expect((await state(b.opened.sessionId)).decisions).toMatchObject({
      made: ['noInsurance'],
      win: 0,
    });
    // Insurance pays 2:1: A's 5 comes back as 15, the main is lost.
    expect(await mainMinor(t, a.p.id)).toBe(10_000n - 1_500n + 1_500n);
    expect(await mainMinor(t, b.p.id)).toBe(9_000n);
    expect(await mainMinor(t, side.p.id)).toBe(
      9_500n + returns(o, new Map([['perfectPairs', 500n]]), []),
    );
    expect(await checkLedger(t.database.db)).toMatchObject({ ok: true });
  });

  it('closes a step once while doubles race it: one decision a seat, no stake kept for a refused one', async () => {
    const round = await bettingRound(t, TABLE);
    const o = (await rigRound(t, round, (x: BlackjackOutcome) =>
      eightsAgainstSmall(x),
    )) as unknown as BlackjackOutcome;
    const players = await Promise.all(
      Array.from({ length: 6 }, () => inHousePlayer(t, TABLE, 10_000n)),
    );
    for (const { opened } of players) {
      okValue(liveTableBet, await bet(opened.sessionId, [{ spot: 'main', stake: 10 }]));
    }
    expect(await moveOn(round.id, 'betting_ends_at')).toMatchObject({ step: 1 });
    const db = t.database.db;
    await db.execute(sql`UPDATE live_rounds SET step_ends_at = now() + interval '150 milliseconds'
      WHERE id = ${round.id}`);
    const after = (ms: number) => new Promise((r) => setTimeout(r, ms));
    // Doubles sent around the step's end, and every instance's runner stepping at it.
    const sends = players.map(({ opened }, i) =>
      after(i * 50).then(() => decide(opened.sessionId, 'double', 1)),
    );
    const steps = [160, 160, 170].map((ms) =>
      after(ms).then(() => step(db, tableOf(TABLE), new Date())),
    );
    const answers = await Promise.all(sends);
    const moved = await Promise.all(steps);
    for (const a of answers) expect([200, 409]).toContain(a.statusCode);
    // The step closed once; doubling or standing, nobody had a choice left.
    expect(moved.filter((m) => m.changed).length).toBeLessThanOrEqual(1);
    expect((await now()).phase).toBe('SETTLED');
    await settleDealtRounds(t.app);
    for (const [i, { p, session }] of players.entries()) {
      const seat = await seatOf(db, round.id, session);
      const decisions = seat?.decisions ?? [];
      expect(decisions.map((d) => d.step)).toEqual([1]);
      const made = decisions.map((d) => d.decision);
      // A double written took its stake; a refused one kept none (given back if taken).
      expect(made).toEqual([answers[i]?.statusCode === 200 ? 'double' : 'stand']);
      expect(await mainMinor(t, p.id)).toBe(
        9_000n + returns(o, bets(10), made) - (made[0] === 'double' ? 1_000n : 0n),
      );
    }
    expect(answers.some((a) => a.statusCode === 200)).toBe(true);
    expect(await checkLedger(db)).toMatchObject({ ok: true });
  });
});
