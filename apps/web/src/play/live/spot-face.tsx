import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import styles from './board.module.css';
import { dieFace, SYMBOL_GLYPHS, spotName, symbolName } from './spot-names.ts';

const dice = (...faces: string[]) => (
  <span className={styles.dice}>{faces.map((f) => dieFace(Number(f))).join('')}</span>
);

const glyphs = (...symbols: string[]) => (
  <span className={styles.glyphs}>{symbols.map((s) => SYMBOL_GLYPHS[s] ?? '?').join('')}</span>
);

/** Xóc đĩa's coins as drawn discs: `reds` red ones, then white ones. */
export const Coins = ({ reds, of = 4 }: { reds: number; of?: number }) => (
  <span className={styles.coins}>
    {Array.from({ length: of }, (_, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: the discs only count
      <span key={i} className={`${styles.coin} ${i < reds ? styles.red : styles.white}`} />
    ))}
  </span>
);

/** Small words under a spot's figure (sic bo's "4–10"). */
const RANGES: Record<string, string> = { small: '4–10', big: '11–17' };

/**
 * What a spot shows on the board: die faces, fish-prawn-crab's pictures, xóc đĩa's coins,
 * fan tan's numbers, or the spot's name. Decoration: the button's label says the spot.
 */
export function spotFace(t: TFunction, engine: string, spot: string): ReactNode {
  const [kind = '', rest = ''] = spot.split(':');
  const [a = '', b = ''] = rest.split('-');
  const name = spotName(t, engine, spot);
  if (engine === 'sicbo') {
    if (kind === 'total') return <span className={styles.figure}>{a}</span>;
    if (kind === 'double') return dice(a, a);
    if (kind === 'triple') return dice(a, a, a);
    if (kind === 'combo') return dice(a, b);
    if (kind === 'single') return dice(a);
    const range = RANGES[spot];
    return (
      <>
        <span className={styles.word}>{name}</span>
        {range && <span className={styles.sub}>{range}</span>}
      </>
    );
  }
  if (engine === 'fish-prawn-crab') {
    if (kind === 'single') {
      return (
        <>
          {glyphs(a)}
          <span className={styles.sub}>{symbolName(t, a)}</span>
        </>
      );
    }
    if (kind === 'pair') return glyphs(a, b);
    if (kind === 'triple') return glyphs(a, a, a);
  }
  if (engine === 'sedie') {
    const reds = { fourRed: 4, fourWhite: 0, threeRed: 3, threeWhite: 1 }[spot];
    if (reds !== undefined) return <Coins reds={reds} />;
  }
  if (engine === 'fantan') {
    if (kind === 'fan') return <span className={styles.figure}>{a}</span>;
    if (kind === 'kwok') return <span className={styles.word}>{`${a}-${b}`}</span>;
    if (spot === 'odd' || spot === 'even') {
      return (
        <>
          <span className={styles.word}>{name}</span>
          <span className={styles.sub}>{spot === 'odd' ? '1 · 3' : '2 · 4'}</span>
        </>
      );
    }
    if (kind === 'nim') {
      return (
        <span className={styles.word}>
          {a}
          <span className={styles.sub}>{` / ${b}`}</span>
        </span>
      );
    }
  }
  if (engine === 'niuniu') return <span className={styles.word}>{t(`live_type_${kind}`)}</span>;
  return <span className={styles.word}>{name}</span>;
}
