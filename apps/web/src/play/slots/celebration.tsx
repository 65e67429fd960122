import { type CSSProperties, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyText } from '../money.ts';
import styles from './celebration.module.css';
import type { CelebrationKind } from './celebration-kind.ts';

/** How long the amount counts up, and how long the overlay stays unless dismissed. */
const COUNT_MS: Record<CelebrationKind, number> = { big: 1500, mega: 2200, jackpot: 3000 };
export const STAY_MS: Record<CelebrationKind, number> = { big: 4000, mega: 5000, jackpot: 7000 };
const PIECES: Record<CelebrationKind, number> = { big: 36, mega: 56, jackpot: 72 };

const CONFETTI = ['#ffd600', '#ff4081', '#00e5ff', '#76ff03', '#ff9100', '#d500f9'];

const easeOut = (t: number) => 1 - (1 - t) ** 3;

/** Counts from 0 to `amount` in `ms`, a step per frame (none in a hidden tab), or at once. */
function useCountUp(amount: number, ms: number, instant: boolean) {
  const [shown, setShown] = useState(instant ? amount : 0);
  useEffect(() => {
    if (instant || typeof requestAnimationFrame !== 'function') {
      setShown(amount);
      return;
    }
    let frame = 0;
    let start: number | undefined;
    const step = (now: number) => {
      start ??= now;
      const t = Math.min(1, (now - start) / ms);
      setShown(t >= 1 ? amount : Math.round(amount * easeOut(t) * 100) / 100);
      if (t < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [amount, ms, instant]);
  return shown;
}

/**
 * Confetti (coins for the jackpot) bursting from the middle: spans moved by transform and
 * faded by opacity only, which the compositor animates. Spread by the golden angle, so the
 * burst looks random and is the same every time.
 */
function Burst({ kind }: { kind: CelebrationKind }) {
  const coins = kind === 'jackpot';
  return (
    <div className={styles.burst} aria-hidden="true">
      {Array.from({ length: PIECES[kind] }, (_, i) => {
        const angle = i * 2.39996;
        const reach = 22 + ((i * 37) % 28);
        const vars = {
          '--x': `${Math.cos(angle) * reach}vmin`,
          '--y': `${Math.sin(angle) * reach - 12}vmin`,
          '--r': `${(i * 97) % 720}deg`,
          '--d': `${(i % 12) * 40}ms`,
          '--c': CONFETTI[i % CONFETTI.length],
        } as CSSProperties;
        return (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: pieces are positions
            key={i}
            className={coins || i % 4 === 0 ? styles.coin : styles.piece}
            style={vars}
          />
        );
      })}
    </div>
  );
}

/**
 * The big-win, mega-win or jackpot overlay: the title, the amount counting up, a burst.
 * A click anywhere, Escape or Continue closes it; it also closes alone after a few
 * seconds, so autoplay goes on. Reduced motion: no burst, the amount at once.
 * Loaded lazily: most rounds never need it.
 */
export default function Celebration({
  kind,
  amount,
  currency,
  reduced,
  onClose,
}: {
  kind: CelebrationKind;
  /** Major units. */
  amount: number;
  currency: string;
  reduced: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const amountId = useId();
  const shown = useCountUp(amount, COUNT_MS[kind], reduced);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const id = setTimeout(() => close.current(), STAY_MS[kind]);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      clearTimeout(id);
      document.removeEventListener('keydown', onKey);
    };
  }, [kind]);

  return (
    // A click anywhere on the overlay is a pointer's shortcut; Continue and Escape are
    // the keyboard's.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled on the document
    <div
      className={`${styles.overlay} ${styles[kind]}`}
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={amountId}
      onClick={() => close.current()}
    >
      {!reduced && <Burst kind={kind} />}
      <div className={styles.panel}>
        <p id={titleId} className={styles.title}>
          {t(`play_slot_celebrate_${kind}`)}
        </p>
        {/* The counting figure is for the eyes; a reader gets the amount once. */}
        <p className={styles.amount} aria-hidden="true">
          {moneyText(shown, currency)}
        </p>
        <p id={amountId} className="visually-hidden">
          {moneyText(amount, currency)}
        </p>
        <button type="button" className={styles.close} onClick={() => close.current()}>
          {t('play_slot_celebrate_close')}
        </button>
      </div>
    </div>
  );
}
