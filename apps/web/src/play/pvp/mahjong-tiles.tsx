import { useTranslation } from 'react-i18next';
import styles from './mahjong.module.css';
import { tileWords } from './mahjong-words.ts';

/** Tiles as readable chips in a list named `label` ("Your tiles", "Discards of seat 2"). */
export function MahjongTiles({
  tiles,
  label,
  highlight = null,
}: {
  tiles: readonly string[];
  label: string;
  /** A tile to mark (the one just drawn): its first copy from the end. */
  highlight?: string | null;
}) {
  const { t } = useTranslation();
  const marked = highlight === null ? -1 : tiles.lastIndexOf(highlight);
  return (
    <ul className={styles.tiles} aria-label={label}>
      {tiles.map((tile, i) => (
        <li
          // Tiles repeat: their place in the hand is what tells them apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is only ever redrawn whole
          key={`${tile}:${i}`}
          className={`${styles.tile} ${styles[`suit_${tile[0]}`] ?? ''} ${i === marked ? styles.marked : ''}`}
        >
          {tileWords(t, tile)}
        </li>
      ))}
    </ul>
  );
}
