import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatOdds } from '../model/book-math.ts';
import { toHundredths } from '../model/money.ts';
import type { OddsStyle } from '../model/slip.ts';
import styles from './odds-button.module.css';

/** How long a moved price stays marked up or down. */
export const FLASH_MS = 4_000;

interface Props {
  /** The pick in full, for the accessible name: "Match result: Arsenal". */
  label: string;
  /** What a narrow button shows instead (1, X, 2, −0.5, O 2.5); the label when absent. */
  short?: string;
  /** The price now; null when the selection takes no bets. */
  odds: number | null;
  suspended: boolean;
  style: OddsStyle;
  selected: boolean;
  onToggle: () => void;
}

/**
 * A price to pick: toggles its selection in the slip (aria-pressed), shows the price in the
 * brand's odds style, marks a moved price up or down for a while (colour, and a word for
 * screen readers), and is disabled with a lock look while its market takes no bets.
 */
export function OddsButton({ label, short, odds, suspended, style, selected, onToggle }: Props) {
  const { t } = useTranslation();
  const move = usePriceMove(odds);
  const closed = suspended || odds === null;
  const className = [
    styles.odds,
    short !== undefined && styles.stacked,
    selected && styles.selected,
    closed && styles.suspended,
    !closed && move && styles[move],
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type="button"
      className={className}
      aria-pressed={selected}
      disabled={closed}
      data-move={closed ? undefined : (move ?? undefined)}
      onClick={onToggle}
    >
      <span className={short === undefined ? styles.pick : 'visually-hidden'}>{label}</span>{' '}
      {short !== undefined && (
        <span className={styles.pick} aria-hidden="true">
          {short}
        </span>
      )}
      <span className={styles.price}>
        {closed ? (
          <>
            <svg className={styles.lock} viewBox="0 0 16 16" aria-hidden="true">
              <path d="M4.5 7V5a3.5 3.5 0 0 1 7 0v2h.5a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1zm1.5 0h4V5a2 2 0 0 0-4 0z" />
            </svg>
            <span className="visually-hidden">{t('sb_suspended')}</span>
          </>
        ) : (
          formatOdds(toHundredths(odds), style)
        )}
      </span>
      {!closed && move && (
        <>
          {' '}
          <span className="visually-hidden">{t(`sb_odds_${move}`)}</span>
        </>
      )}
    </button>
  );
}

/** Whether the price just went up or down (for FLASH_MS), or null. */
function usePriceMove(odds: number | null): 'up' | 'down' | null {
  const last = useRef(odds);
  const [move, setMove] = useState<'up' | 'down' | null>(null);
  useEffect(() => {
    const before = last.current;
    last.current = odds;
    if (before === null || odds === null || before === odds) return;
    setMove(odds > before ? 'up' : 'down');
    const timer = setTimeout(() => setMove(null), FLASH_MS);
    return () => clearTimeout(timer);
  }, [odds]);
  return move;
}
