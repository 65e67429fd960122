import type { LotterySelectionShape } from '@gamehall/games';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './board.module.css';

type TicketShape = Extract<LotterySelectionShape, { kind: 'tickets' }>;

/** Two example numbers of `digits` digits, the first with a leading zero: "05 45", "0573 4512". */
const exampleNumbers = (digits: number) =>
  `0${'573812'.slice(0, digits - 1)} ${'451290'.slice(0, digits)}`;

/**
 * Typed-in tickets: for the e-lottery's "single" play types one a line, its numbers apart by
 * spaces; for a regional play type (`numbers`) whole numbers of the shape's digits, apart by
 * spaces, commas or lines, leading zeros kept ("05 45").
 */
export function TicketInput({
  shape,
  text,
  onText,
  count,
  numbers = false,
}: {
  shape: TicketShape;
  text: string;
  onText: (text: string) => void;
  /** Tickets read from the text so far. */
  count: number;
  numbers?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const example = numbers
    ? exampleNumbers(shape.length)
    : shape.options.slice(0, shape.length).join(' ');
  const least = shape.minTickets ?? 1;
  return (
    <div className={styles.tickets}>
      <label htmlFor={id} className={styles.label}>
        {numbers
          ? t('lt_numbers', { digits: shape.length })
          : t('lt_tickets', { count: shape.length })}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        rows={numbers ? 3 : 4}
        value={text}
        spellCheck={false}
        autoComplete="off"
        aria-describedby={`${id}-hint`}
        onChange={(e) => onText(e.target.value)}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {numbers
          ? t(least > 1 ? 'lt_numbers_hint_min' : 'lt_numbers_hint', {
              example,
              min: least,
              max: shape.maxTickets,
            })
          : t('lt_tickets_hint', { example, max: shape.maxTickets })}
        {count > 0 && ` · ${t('lt_tickets_read', { count })}`}
      </p>
    </div>
  );
}
