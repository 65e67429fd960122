import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './result.module.css';
import { SYMBOL_GLYPHS, symbolName } from './spot-names.ts';

/** Where a face's pips sit on a 3 × 3 grid (cells 0–8, reading order). */
const PIPS: Record<number, number[]> = {
  1: [4],
  2: [0, 8],
  3: [0, 4, 8],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

/** The order of a thing in its throw, which staggers its animation (result.module.css). */
const nth = (i: number) => ({ '--nth': i }) as CSSProperties;

/** Sic bo's three dice, with drawn pips, tumbling in one after the other. */
export function DiceResult({ dice }: { dice: readonly number[] }) {
  return (
    <div className={styles.throw} aria-hidden="true">
      {dice.map((face, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the dice keep their dealt order
        <span key={i} className={`${styles.die} ${styles.tumble}`} style={nth(i)}>
          {Array.from({ length: 9 }, (_, cell) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed cells of the face
              key={cell}
              className={PIPS[face]?.includes(cell) ? styles.pip : undefined}
            />
          ))}
        </span>
      ))}
    </div>
  );
}

/** Fish-prawn-crab's three picture dice, each with its symbol's name. */
export function SymbolDiceResult({ dice }: { dice: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <div className={styles.throw} aria-hidden="true">
      {dice.map((symbol, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the dice keep their dealt order
        <span key={i} className={`${styles.symbolDie} ${styles.tumble}`} style={nth(i)}>
          <span className={styles.glyph}>{SYMBOL_GLYPHS[symbol] ?? '?'}</span>
          <span className={styles.caption}>{symbolName(t, symbol)}</span>
        </span>
      ))}
    </div>
  );
}

/** Xóc đĩa's four coins, flipping over one after the other (the words say the count). */
export function CoinsResult({ coins }: { coins: readonly string[] }) {
  return (
    <div className={styles.throw} aria-hidden="true">
      {coins.map((face, i) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: the coins keep their dealt order
          key={i}
          className={`${styles.coin} ${face === 'red' ? styles.red : styles.white} ${styles.flip}`}
          style={nth(i)}
        />
      ))}
    </div>
  );
}

/**
 * Fan tan's pile counted off in fours: the groups drawn as dots, the last group (the
 * result) marked, then the result itself.
 */
export function BeadsResult({ beads, result }: { beads: number; result: number }) {
  const { t } = useTranslation();
  const groups = Math.ceil(beads / 4);
  return (
    <div className={styles.beadsBox} aria-hidden="true">
      <span className={styles.pile}>
        {Array.from({ length: groups }, (_, g) => {
          const last = g === groups - 1;
          const size = last ? beads - 4 * g : 4;
          return (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: groups in counting order
              key={g}
              className={`${styles.group} ${last ? styles.lastGroup : ''}`}
              style={nth(g)}
            >
              {Array.from({ length: size }, (_, b) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: beads only count
                <span key={b} className={styles.bead} />
              ))}
            </span>
          );
        })}
      </span>
      <span className={styles.fanResult}>
        <span className={styles.caption}>{t('live_beads', { beads })}</span>
        <strong className={styles.bigFigure}>{result}</strong>
      </span>
    </div>
  );
}
