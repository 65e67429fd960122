import type { NiuniuHand } from '@gamehall/games';
import type { TFunction } from 'i18next';
import { cardName } from '../baccarat/cards.tsx';
import type { Dealt } from './outcome.ts';
import { symbolName } from './spot-names.ts';

/** A niu niu hand's value: no bull, bull 1–9, bull bull. */
export function bullName(t: TFunction, hand: Pick<NiuniuHand, 'bull'>) {
  if (hand.bull >= 10) return t('live_bull_bull');
  return hand.bull > 0 ? t('live_bull_n', { n: hand.bull }) : t('live_bull_none');
}

/** Sic bo's size of a roll: small (4–10), big (11–17), or a triple (both lose). */
export const sicboSize = (o: { total: number; triple: boolean }) =>
  o.triple ? 'triple' : o.total >= 11 ? 'big' : 'small';

/**
 * A result in one sentence, for screen readers and the road's entries: the dice and what
 * they make, the coins, the beads, the cards and who won, the fight and its winner.
 */
export function outcomeWords(t: TFunction, dealt: Dealt): string {
  switch (dealt.engine) {
    case 'sicbo': {
      const o = dealt.outcome;
      return t('live_words_sicbo', {
        dice: o.dice.join(', '),
        total: o.total,
        size: t(`live_word_${sicboSize(o)}`),
      });
    }
    case 'fish-prawn-crab':
      return dealt.outcome.dice.map((s) => symbolName(t, s)).join(', ');
    case 'sedie': {
      const { reds } = dealt.outcome;
      return t('live_words_sedie', { reds, whites: 4 - reds });
    }
    case 'fantan':
      return t('live_words_fantan', { beads: dealt.outcome.beads, result: dealt.outcome.result });
    case 'dragon-tiger': {
      const o = dealt.outcome;
      return t('live_words_dragon_tiger', {
        dragon: cardName(t, o.dragon),
        tiger: cardName(t, o.tiger),
        winner: t(o.suitedTie ? 'live_winner_suited_tie' : `live_winner_${o.winner}`),
      });
    }
    case 'niuniu': {
      const o = dealt.outcome;
      const players = o.players.map((p, i) =>
        t(p.win ? 'live_words_player_wins' : 'live_words_player_loses', {
          n: i + 1,
          bull: bullName(t, p),
        }),
      );
      return [t('live_words_banker', { bull: bullName(t, o.banker) }), ...players].join('; ');
    }
    case 'cockfight': {
      const o = dealt.outcome;
      return t('live_words_cockfight', {
        fight: o.fight,
        meron: o.meron.name,
        wala: o.wala.name,
        winner: t(`live_winner_${o.winner}`),
      });
    }
  }
}
