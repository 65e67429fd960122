import { useTranslation } from 'react-i18next';
import styles from './cards.module.css';
import { cardFace, cardWords, isRed } from './pvp-words.ts';

/**
 * A row of cards: a face-up card shows "A♠" and is named "Ace of spades"; a face-down
 * one (null) shows its back and is named as such, so the count is heard too.
 */
export function PlayingCards({
  cards,
  label,
  small = false,
}: {
  cards: readonly (string | null)[];
  label: string;
  small?: boolean;
}) {
  const { t } = useTranslation();
  if (cards.length === 0) return null;
  return (
    <ul className={styles.cards} aria-label={label}>
      {cards.map((card, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: cards keep their dealing order
        <li key={i}>
          {card === null ? (
            <span
              role="img"
              aria-label={t('live_card_face_down')}
              className={`${styles.card} ${styles.back} ${small ? styles.small : ''}`}
            />
          ) : (
            <span
              role="img"
              aria-label={cardWords(t, card)}
              className={`${styles.card} ${isRed(card) ? styles.red : ''} ${small ? styles.small : ''}`}
            >
              {cardFace(card)}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
