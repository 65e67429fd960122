import type { Card, DragonTigerOutcome, NiuniuOutcome } from '@gamehall/games';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import bac from '../baccarat/baccarat.module.css';
import { cardText } from '../baccarat/cards.tsx';
import type { Dealt } from './outcome.ts';
import { bullName } from './outcome-words.ts';
import styles from './result.module.css';

const RED_SUITS = new Set(['hearts', 'diamonds']);

/**
 * Cards drawn as baccarat draws them (its card face and texts), dealt one by one: `from`
 * is the place of the first in the whole deal, which staggers the animation.
 */
function Cards({ cards, from, small }: { cards: readonly Card[]; from: number; small?: boolean }) {
  return (
    <span className={styles.cards}>
      {cards.map((card, i) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: cards keep their dealing order
          key={i}
          className={`${bac.card} ${RED_SUITS.has(card.suit) ? bac.redSuit : ''} ${styles.dealt} ${small ? styles.smallCard : ''}`}
          style={{ '--nth': from + i } as CSSProperties}
        >
          {cardText(card)}
        </span>
      ))}
    </span>
  );
}

/** Dragon tiger: one card to each side, the winner marked. */
export function DragonTigerResult({ outcome }: { outcome: DragonTigerOutcome }) {
  const { t } = useTranslation();
  const side = (name: 'dragon' | 'tiger', i: number) => (
    <span className={`${styles.side} ${outcome.winner === name ? styles.winner : ''}`}>
      <span className={styles.caption}>{t(`live_spot_${name}`)}</span>
      <Cards cards={[outcome[name]]} from={i} />
    </span>
  );
  return (
    <div className={styles.sides} aria-hidden="true">
      {side('dragon', 0)}
      <span className={styles.versus}>
        {t(outcome.suitedTie ? 'live_winner_suited_tie' : `live_winner_${outcome.winner}`)}
      </span>
      {side('tiger', 1)}
    </div>
  );
}

/** Niu niu: the banker's hand and the three positions', each with its bull, won or lost. */
export function NiuniuResult({ outcome }: { outcome: NiuniuOutcome }) {
  const { t } = useTranslation();
  const hands = [
    { title: t('live_banker'), hand: outcome.banker, win: null },
    ...outcome.players.map((p, i) => ({
      title: t('live_group_player', { n: i + 1 }),
      hand: p,
      win: p.win,
    })),
  ];
  return (
    <div className={styles.hands} aria-hidden="true">
      {hands.map(({ title, hand, win }, h) => (
        <span
          key={title}
          className={`${styles.side} ${win === true ? styles.winner : ''} ${win === false ? styles.loser : ''}`}
        >
          <span className={styles.caption}>
            {title} · {bullName(t, hand)}
            {win !== null && ` · ${t(win ? 'live_nn_win' : 'live_nn_lose')}`}
          </span>
          <Cards cards={hand.cards} from={h * 5} small />
        </span>
      ))}
    </div>
  );
}

/** The cards of a card game's result. */
export function CardResultOf({ dealt }: { dealt: Dealt }) {
  if (dealt.engine === 'dragon-tiger') return <DragonTigerResult outcome={dealt.outcome} />;
  if (dealt.engine === 'niuniu') return <NiuniuResult outcome={dealt.outcome} />;
  return null;
}
