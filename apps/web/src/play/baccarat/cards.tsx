import type { baccaratDeal, ValueOf } from '@gamehall/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import styles from './baccarat.module.css';

type Hand = ValueOf<typeof baccaratDeal>['outcome']['player'];
type Card = Hand['cards'][number];

const RANKS: Record<number, string> = { 1: 'A', 11: 'J', 12: 'Q', 13: 'K' };
const SUITS: Record<string, string> = { clubs: '♣', diamonds: '♦', hearts: '♥', spades: '♠' };

export const cardText = (card: Card) =>
  `${RANKS[card.rank] ?? String(card.rank)}${SUITS[card.suit] ?? '?'}`;

export const cardName = (t: TFunction, card: Card) =>
  t('play_card', { rank: t(`play_rank_${card.rank}`), suit: t(`play_suit_${card.suit}`) });

/** One side's cards (e.g. "K♠", named "King of spades"), its total and whether it is natural. */
export function HandView({
  title,
  hand,
  natural,
  won,
}: {
  title: string;
  hand: Hand;
  natural: boolean;
  won: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section className={`${styles.hand} ${won ? styles.winner : ''}`} aria-label={title}>
      <h2 className={styles.handTitle}>
        {title} · {t('play_bac_total', { total: hand.total })}
        {natural && <span className={styles.tag}>{t('play_bac_natural')}</span>}
        {hand.pair && <span className={styles.tag}>{t('play_bac_pair')}</span>}
      </h2>
      <ul className={styles.cards} aria-label={t('play_bac_cards', { hand: title })}>
        {hand.cards.map((card, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: cards keep their dealing order
          <li key={i}>
            <span
              role="img"
              aria-label={cardName(t, card)}
              className={`${styles.card} ${card.suit === 'hearts' || card.suit === 'diamonds' ? styles.redSuit : ''}`}
            >
              {cardText(card)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
