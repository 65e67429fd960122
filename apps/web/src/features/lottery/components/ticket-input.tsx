import type { LotterySelectionShape } from '@gamehall/games';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './board.module.css';

type TicketShape = Extract<LotterySelectionShape, { kind: 'tickets' }>;

/** Typed-in tickets ("single" play types): one a line, its numbers apart by spaces. */
export function TicketInput({
  shape,
  text,
  onText,
  count,
}: {
  shape: TicketShape;
  text: string;
  onText: (text: string) => void;
  /** Tickets read from the text so far. */
  count: number;
}) {
  const { t } = useTranslation();
  const id = useId();
  const example = shape.options.slice(0, shape.length).join(' ');
  return (
    <div className={styles.tickets}>
      <label htmlFor={id} className={styles.label}>
        {t('lt_tickets', { count: shape.length })}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        rows={4}
        value={text}
        spellCheck={false}
        autoComplete="off"
        aria-describedby={`${id}-hint`}
        onChange={(e) => onText(e.target.value)}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {t('lt_tickets_hint', { example, max: shape.maxTickets })}
        {count > 0 && ` · ${t('lt_tickets_read', { count })}`}
      </p>
    </div>
  );
}
