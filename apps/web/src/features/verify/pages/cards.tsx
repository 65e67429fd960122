import { useTranslation } from 'react-i18next';
import styles from './verify-page.module.css';

export interface PlayingCard {
  /** 1 the ace … 13 the king. */
  rank: number;
  suit: string;
}

const SUITS: Record<string, string> = { clubs: '♣', diamonds: '♦', hearts: '♥', spades: '♠' };
const RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
/** Pai gow poker's 53rd card: rank 0, suit "joker". */
const JOKER = 'joker';
/** Ranks said in words: the ace and the faces; the others by their number. */
const NAMED_RANKS = new Set([1, 11, 12, 13]);

/** A card as text: "4♦", "K♠". */
export const cardText = (card: PlayingCard) =>
  card.suit === JOKER ? 'JK' : `${RANKS[card.rank] ?? card.rank}${SUITS[card.suit] ?? card.suit}`;

/**
 * One card, "4♦" on screen, "4 of diamonds" to a screen reader; red suits in red. The
 * joker is "JK", "Joker".
 */
export function CardView({ card }: { card: PlayingCard }) {
  const { t } = useTranslation();
  const rank = NAMED_RANKS.has(card.rank) ? t(`verify_live_rank_${card.rank}`) : card.rank;
  const red = card.suit === 'hearts' || card.suit === 'diamonds';
  const label =
    card.suit === JOKER
      ? t('verify_live_joker')
      : t('verify_live_card', { rank, suit: t(`verify_live_suit_${card.suit}`) });
  return (
    <span role="img" aria-label={label} className={`${styles.card} ${red ? styles.redCard : ''}`}>
      {cardText(card)}
    </span>
  );
}

/** A hand's cards in dealt order. */
export function CardsView({ cards }: { cards: readonly PlayingCard[] }) {
  return (
    <span className={styles.cards}>
      {cards.map((card, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: cards keep their dealing order
        <CardView key={i} card={card} />
      ))}
    </span>
  );
}
