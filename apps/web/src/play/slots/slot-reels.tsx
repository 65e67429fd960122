import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReelPhase, Timing } from './reel-motion.ts';
import styles from './reels.module.css';
import { SymbolArt } from './symbol-art.tsx';
import { symbolName } from './symbols.ts';

/** `${reel}:${row}` of a cell, to mark the cells of a win. */
export const cellKey = (reel: number, row: number) => `${reel}:${row}`;

/** Symbols of a looping strip: enough that the window never shows its end. */
const LOOP = 6;
/** Symbols a landing reel travels past before it settles on its stop. */
const DEPTH = 8;

/** `count` symbols of the reel's strip from `from`, wrapping as the real reel does. */
const run = (strip: readonly string[], from: number, count: number) =>
  Array.from({ length: count }, (_, i) => strip[(from + i) % Math.max(strip.length, 1)] ?? '');

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * The reels: each a window on a vertical strip that moves by transform only (the GPU
 * moves a layer; nothing is laid out or painted again per frame). A screen reader meets
 * each reel as a list of the symbols it shows, by name; the strip's passing symbols are
 * hidden from it, and the whole machine says it is busy while the reels move.
 */
export function SlotReels({
  strips,
  grid,
  stops,
  phases,
  timing,
  winning,
  pulsing,
  busy,
  children,
}: {
  /** The model's reel strips. */
  strips: readonly (readonly string[])[];
  /** grid[reel][row]: what the reels show, or land on. */
  grid: readonly (readonly string[])[];
  /** The strip index of each reel's top row. */
  stops: readonly number[];
  phases: readonly ReelPhase[];
  timing: Timing | null;
  winning: ReadonlySet<string>;
  pulsing: ReadonlySet<string>;
  busy: boolean;
  /** Drawn over the reels: the win lines. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const rows = grid[0]?.length ?? 0;
  const vars = {
    '--reels': grid.length,
    '--rows': rows,
    '--land-ms': `${timing?.land ?? 0}ms`,
    '--depth': DEPTH,
  } as CSSProperties;
  return (
    // A group of lists, not a form: a fieldset would announce form controls that are not there.
    // biome-ignore lint/a11y/useSemanticElements: see above
    <div
      role="group"
      aria-label={t('play_slot_reels')}
      aria-busy={busy}
      className={styles.cabinet}
      style={vars}
    >
      <div className={styles.reels}>
        {grid.map((column, r) => {
          const phase = phases[r] ?? 'rest';
          const strip = strips[r] ?? [];
          const stop = stops[r] ?? 0;
          // Looping: a run of the strip twice, so moving by half of it loops seamlessly.
          // Landing: the stop's symbols on top, the strip after them below, the whole
          // moving down until the stop's symbols fill the window.
          const passing =
            phase === 'loop'
              ? [...run(strip, stop + rows, LOOP), ...run(strip, stop + rows, LOOP)]
              : phase === 'land'
                ? run(strip, stop + rows, DEPTH)
                : [];
          const shown = phase === 'loop' ? [] : column;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: reels are positions
            <div key={r} className={styles.reel}>
              <ul
                className={classes(styles.strip, phase !== 'rest' && styles[phase])}
                aria-label={t('play_slot_reel', { number: r + 1 })}
              >
                {shown.map((id, row) => {
                  const won = phase === 'rest' && winning.has(cellKey(r, row));
                  const pulse = phase === 'rest' && pulsing.has(cellKey(r, row));
                  return (
                    <li
                      // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions
                      key={row}
                      className={classes(styles.cell, won && styles.won, pulse && styles.pulse)}
                    >
                      <SymbolArt id={id} label={symbolName(t, id)} className={styles.art} />
                      {won && (
                        <span className="visually-hidden">{` ${t('play_slot_winning')}`}</span>
                      )}
                    </li>
                  );
                })}
                {passing.map((id, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: strip positions
                  <li key={`p${i}`} className={styles.cell} aria-hidden="true">
                    <SymbolArt id={id} className={styles.art} />
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
        {children}
      </div>
    </div>
  );
}
