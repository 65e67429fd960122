import { useTranslation } from 'react-i18next';
import styles from './slots.module.css';
import { lookOf, symbolName } from './symbols.ts';

/** `${reel}:${row}` of a cell on a winning line. */
export const cellKey = (reel: number, row: number) => `${reel}:${row}`;

/** The visible window: reels as columns, rows top to bottom, each tile named in text. */
export function SlotGrid({
  grid,
  winning,
  caption,
}: {
  /** grid[reel][row], as the engine gives it. */
  grid: string[][];
  winning: ReadonlySet<string>;
  caption: string;
}) {
  const { t } = useTranslation();
  const rows = grid[0]?.length ?? 0;
  return (
    <table className={styles.grid}>
      <caption className="visually-hidden">{caption}</caption>
      <thead className="visually-hidden">
        <tr>
          {grid.map((_, reel) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: reels are positions
            <th key={reel} scope="col">
              {t('play_slot_reel', { number: reel + 1 })}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {Array.from({ length: rows }, (_, row) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions
          <tr key={row}>
            {grid.map((reel, r) => {
              const id = reel[row] ?? '';
              const look = lookOf(id);
              const won = winning.has(cellKey(r, row));
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: reels are positions
                <td key={r} className={styles.cell}>
                  <span
                    className={[styles.tile, styles[look.tone], won && styles.won]
                      .filter(Boolean)
                      .join(' ')}
                  >
                    <span className={styles.glyph} aria-hidden="true">
                      {look.glyph}
                    </span>
                    <span className={styles.name}>{symbolName(t, id)}</span>
                    {won && <span className="visually-hidden">{` ${t('play_slot_winning')}`}</span>}
                  </span>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
