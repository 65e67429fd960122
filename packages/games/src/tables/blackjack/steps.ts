import type { LiveSteps, StepFrame, StepSeat } from '../live/steps.ts';
import { type BlackjackOutcome, PLAYER_CARDS } from './deal.ts';
import { handValue } from './rules.ts';
import { seenPlay } from './seen.ts';

/** What `blackjackPlay` needs of the engine, passed in so this file does not import it. */
type PlayOf = (
  outcome: BlackjackOutcome,
  bets: ReadonlyMap<string, bigint>,
  made: readonly string[],
) => { open: readonly string[]; cardsUsed: number } | null;

/**
 * A seat's play, or null when its bets cannot play its decisions (a main bet the wallet
 * refused after the deal): such a seat has no choice, and a round never stops on it.
 */
function playable<P>(play: () => P | null): P | null {
  try {
    return play();
  } catch {
    return null;
  }
}

/**
 * A bound on a round's steps. A play step moves every hand that decides in it past the
 * revealed cards (or ends it), so the revealed count grows by at least one a step: with
 * the insurance step, a round takes at most 1 + (38 − 2) steps; real rounds take a few.
 */
export const BLACKJACK_MAX_STEPS = 40;

/**
 * Blackjack's steps (decision 034, README "For the server"). Under a dealer's ace the
 * first step asks insurance of everyone it is offered to, and nothing else: a player who
 * saw their hand go on (or end) before every answer was in would know whether the dealer
 * peeked a blackjack. Then each step's deciders are the players whose hand in play has a
 * choice and whose every card is shown: the revealed count is the smallest number of
 * cards any player with a choice holds, so the next card any of them would draw is never
 * shown. A player whose hands ran ahead (a split ace, a stand on a split hand, a double
 * before the second hand) waits, their cards face down, until the others catch up.
 */
export function blackjackSteps(playOf: PlayOf): LiveSteps<BlackjackOutcome> {
  return {
    maxSteps: BLACKJACK_MAX_STEPS,
    frame(outcome, seats: readonly StepSeat[]): StepFrame {
      const plays = seats.flatMap((s) => {
        const play = playable(() => playOf(outcome, s.bets, s.made));
        return play && play.open.length > 0 ? [{ id: s.id, play }] : [];
      });
      const insuring = plays.filter((p) => p.play.open.includes('insurance'));
      if (insuring.length > 0) {
        return { kind: 'insurance', deciding: insuring.map((p) => p.id), revealed: 2 };
      }
      if (plays.length === 0) return { kind: 'play', deciding: [], revealed: PLAYER_CARDS };
      const revealed = Math.min(...plays.map((p) => p.play.cardsUsed));
      const deciding = plays.filter((p) => p.play.cardsUsed === revealed).map((p) => p.id);
      return { kind: 'play', deciding, revealed };
    },
    shown(outcome, frame) {
      const first = outcome.playerCards.slice(0, 2);
      const up = outcome.dealer.cards[0];
      if (!up) throw new Error('the dealer has no up card');
      return {
        step: frame.kind,
        // Everyone's first two cards, then every card drawn that nobody may still draw.
        playerCards: outcome.playerCards.slice(0, Math.max(2, frame.revealed)),
        revealed: frame.revealed,
        ...handValue(first),
        dealerUpCard: up,
        insurance: up.rank === 1,
        // Past insurance the dealer has peeked under an ace or a ten: no blackjack, or the
        // round would be over.
        peeked: frame.kind === 'play' && (up.rank === 1 || up.rank >= 10),
      };
    },
    seen(outcome, frame, bets, made) {
      if (!bets.has('main')) return null;
      return { ...seenPlay(outcome, made, frame.revealed) };
    },
  };
}
