import type { ReactElement } from 'react';
import { CLASSIC } from './art-classic.tsx';
import { COSMIC } from './art-cosmic.tsx';
import { Paints, SPRITE } from './art-paint.tsx';
import { TEMPLE } from './art-temple.tsx';
import styles from './reels.module.css';

/**
 * Our own art for every symbol of the in-house models, drawn in SVG: no image to download,
 * sharp at any size, the same in light and dark (each tile sits on a surface token). Each
 * symbol is drawn once, in the page's sprite, and every tile shows it by <use>: a spinning
 * reel of twenty tiles holds twenty light references, not twenty copies of the drawing.
 */
const ART: Record<string, ReactElement> = { ...CLASSIC, ...TEMPLE, ...COSMIC };

/** Draws the symbols once for the page; rendered by the slot machine, hidden from readers. */
export function SymbolSprite() {
  return (
    <svg aria-hidden="true" focusable="false" className={styles.sprite}>
      <defs>
        <Paints />
        {Object.entries(ART).map(([id, art]) => (
          <symbol key={id} id={`${SPRITE}-${id}`} viewBox="0 0 100 100">
            {art}
          </symbol>
        ))}
      </defs>
    </svg>
  );
}

/** A symbol a newer model adds still shows: its first letter on a disc. */
function Fallback({ id }: { id: string }) {
  return (
    <>
      <circle cx="50" cy="50" r="38" fill="#8a90a6" />
      <text x="50" y="64" textAnchor="middle" fontSize="40" fontWeight="800" fill="#fff">
        {id.slice(0, 1).toUpperCase()}
      </text>
    </>
  );
}

/**
 * One symbol. With a `label` it is an image named for a screen reader (a tile on the
 * reels); without, decoration beside a name already written (the paytable).
 */
export function SymbolArt({
  id,
  label,
  className,
}: {
  id: string;
  label?: string;
  className?: string;
}) {
  const art = id in ART ? <use href={`#${SPRITE}-${id}`} /> : <Fallback id={id} />;
  return label ? (
    <svg viewBox="0 0 100 100" className={className} role="img" aria-label={label}>
      {art}
    </svg>
  ) : (
    <svg viewBox="0 0 100 100" className={className} aria-hidden="true" focusable="false">
      {art}
    </svg>
  );
}
