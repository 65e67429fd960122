import { LIVE_TABLE_PATH, LiveTableEvent, liveTableBet, liveTableDecide } from '@gamehall/contract';
import { type BlackjackOutcome, blackjackEngine, blackjackPlay, type Card } from '@gamehall/games';
import { describe, expect, it } from 'vitest';
import { checkLedger } from '../../src/modules/ledger/index.ts';
import { settleDealtRounds } from '../../src/modules/live/settle.ts';
import { okValue } from '../helpers/accounts.ts';
import { inHousePlayer } from '../helpers/in-house-player.ts';
import { liveInstancesForThisFile, watchSocket } from '../helpers/instances.ts';
import { mainMinor } from '../helpers/money.ts';
import { blackjackCalls, eightsAgainstSmall, expectNotSent, sameCard } from './blackjack.ts';
import { bettingRound, rigRound } from './rounds.ts';

/**
 * What a player can learn while a step is open: every call's answer and every socket
 * event (on PostgreSQL, of two instances sharing the database), checked for the card an
 * undecided hand would draw next. The runner is off: the test moves the steps.
 */
const env = liveInstancesForThisFile(`${LIVE_TABLE_PATH}?table=blackjack`, () => async () => {});
const { TABLE, bet, decide, state, moveOn, now, refused } = blackjackCalls(() => env.t);
const main10 = new Map([['main', 1_000n]]);

/** #3 to #6 differ from each other and from every card shown before them. */
function distinctDraws(o: BlackjackOutcome) {
  const seen: Card[] = [...o.playerCards.slice(0, 2), o.dealer.cards[0] as Card];
  for (const card of o.playerCards.slice(2, 6)) {
    if (seen.some((c) => sameCard(c, card))) return false;
    seen.push(card);
  }
  return true;
}

/** The points of the player cards from #3 on (an ace 1), to keep a hand under 21. */
const points = (o: BlackjackOutcome, i: number) => Math.min(10, o.playerCards[i]?.rank ?? 0);

describe('a blackjack step, while it is open', () => {
  it('sends no one the card a player who has not decided would draw next', async () => {
    const round = await bettingRound(env.t, TABLE);
    // Two eights each; B's first split hand, 8 + #3 + #4, keeps a choice.
    const o = (await rigRound(
      env.t,
      round,
      (x: BlackjackOutcome) =>
        eightsAgainstSmall(x) && distinctDraws(x) && 8 + points(x, 2) + points(x, 3) < 21,
    )) as unknown as BlackjackOutcome;
    const a = await inHousePlayer(env.t, TABLE, 10_000n);
    const b = await inHousePlayer(env.t, TABLE, 10_000n);
    const [sa, sb] = [a.opened.sessionId, b.opened.sessionId];
    for (const s of [sa, sb]) okValue(liveTableBet, await bet(s, [{ spot: 'main', stake: 10 }]));
    const watchers = env.instances.map((i) =>
      watchSocket(i.url, (json) => LiveTableEvent.parse(json)),
    );
    try {
      for (const w of watchers) await w.next((e) => e.type === 'snapshot');
      const sent: unknown[] = [];
      const made = { a: [] as string[], b: [] as string[] };
      const look = async () => {
        for (const s of [sa, sb]) sent.push({ ...(await state(s)), history: [] });
      };
      const mine = async (s: string, decision: string, step: number) => {
        const answer = okValue(liveTableDecide, await decide(s, decision, step));
        sent.push(answer);
        (s === sa ? made.a : made.b).push(decision);
        return answer;
      };
      /** Whoever has not decided in this step: their next card was sent to nobody. */
      const checkHidden = async (undecided: 'a' | 'b', step: number) => {
        await look();
        for (const w of watchers) sent.push(...w.events);
        const next = blackjackPlay(o, main10, made[undecided])?.cardsUsed ?? 0;
        const card = o.playerCards[next] as Card;
        expectNotSent(sent, card, `in step ${step}, ${undecided}'s next card (#${next + 1})`);
        return next;
      };

      expect(await moveOn(round.id, 'betting_ends_at')).toMatchObject({ step: 1 });
      // Step 1: A splits; B has not decided: #3 (A's first hand's card) is B's next card.
      await mine(sa, 'split', 1);
      expect(await checkHidden('b', 1)).toBe(2);
      await mine(sb, 'split', 1);

      // Step 2 shows #3. A doubles their first hand (#4), so the second takes #5 at once;
      // until B decides, #4 is B's next card: A's double is face down, for A too.
      expect(await now()).toMatchObject({ step: 2 });
      const doubled = await mine(sa, 'double', 2);
      const seen = doubled.decisions.step?.mine as { hands: { cards: unknown[] }[] } | undefined;
      const hands = seen?.hands ?? [];
      // A double takes one card whatever it is: the second hand's card is known to be dealt.
      expect(hands.map((h) => h.cards.map((c) => c !== null))).toEqual([
        [true, true, false],
        [true, false],
      ]);
      expect(await checkHidden('b', 2)).toBe(3);
      await mine(sb, 'hit', 2);

      // Step 3 shows #4. A waits: their second hand holds #5, B's next card.
      expect(await now()).toMatchObject({ step: 3 });
      await refused(await decide(sa, 'stand', 3), 409, 'CONFLICT', 'NOT_DECIDING');
      const waiting = (await state(sa)).decisions?.step;
      expect(waiting).toMatchObject({ deciding: false, mine: { waiting: true } });
      expect(await checkHidden('b', 3)).toBe(4);
      await mine(sb, 'stand', 3);

      // Step 4 shows #5: both decide on their second hands; #6 is the next card of each.
      expect(await now()).toMatchObject({ step: 4 });
      const fourth = await state(sa);
      expect(fourth.round?.visible).toMatchObject({ revealed: 5 });
      expect(fourth.decisions).toMatchObject({ step: { deciding: true } });
      expect(await checkHidden('a', 4)).toBe(5);
      expect(await checkHidden('b', 4)).toBe(5);

      // Time runs out: both stand by default, and the round is settled.
      expect(await moveOn(round.id, 'step_ends_at')).toMatchObject({ phase: 'SETTLED' });
      for (const w of watchers) {
        await w.next((e) => e.type === 'round' && e.round.phase === 'SETTLED');
      }
      await settleDealtRounds(env.t.app);
      const win = (m: string[]) => blackjackEngine.settleWith(o, main10, [...m, 'stand']);
      expect(await mainMinor(env.t, a.p.id)).toBe(10_000n - 3_000n + win(made.a));
      expect(await mainMinor(env.t, b.p.id)).toBe(10_000n - 2_000n + win(made.b));
      expect(await checkLedger(env.t.database.db)).toMatchObject({ ok: true });
    } finally {
      for (const w of watchers) w.close();
    }
  }, 30_000);
});
