import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rulesOf, type SlotModel } from './get-slot-model.ts';
import styles from './reels.module.css';
import { cellKey } from './slot-reels.tsx';
import type { SlotSpinResult } from './slot-result.tsx';

/** How long each winning line stays drawn before the next, as on a cabinet. */
export const LINE_MS = 1600;

// Bright hues a line keeps on any symbol (each drawn over a dark outline).
const LINE_COLOURS = ['#ffd600', '#00e5ff', '#ff4081', '#76ff03', '#ff9100', '#d500f9'];

/**
 * Which of a spin's `count` winning lines is drawn now: each in turn, from the first, for
 * as long as the spin stays on screen (a new `key` starts over from the first).
 */
export function useLineCycle(count: number, key: string) {
  const [state, setState] = useState({ key, index: 0 });
  const index = state.key === key ? state.index : 0;
  useEffect(() => {
    setState({ key, index: 0 });
    if (count < 2) return;
    const id = setInterval(
      () => setState((s) => ({ key, index: s.key === key ? (s.index + 1) % count : 0 })),
      LINE_MS,
    );
    return () => clearInterval(id);
  }, [count, key]);
  return Math.min(index, Math.max(count - 1, 0));
}

/** Every cell of the spin's wins (each line's run from the left, every scatter). */
export function winningCells(model: SlotModel, spin: SlotSpinResult | undefined) {
  const cells = new Set<string>();
  if (!spin) return cells;
  spin.lineWins.forEach((_, i) => {
    for (const cell of lineCells(model, spin, i)) cells.add(cell);
  });
  for (const cell of scatterCells(model, spin)) cells.add(cell);
  return cells;
}

/** The cells of the spin's `index`-th line win: its run of symbols from the leftmost reel. */
export function lineCells(model: SlotModel, spin: SlotSpinResult, index: number) {
  const win = spin.lineWins[index];
  const line = win ? (model.paylines[win.line] ?? []) : [];
  return Array.from({ length: win?.count ?? 0 }, (_, reel) => cellKey(reel, line[reel] ?? 0));
}

export function scatterCells(model: SlotModel, spin: SlotSpinResult) {
  if (!spin.scatterWin) return [];
  return spin.grid.flatMap((reel, r) =>
    reel.flatMap((id, row) => (rulesOf(model, id).scatter ? [cellKey(r, row)] : [])),
  );
}

/**
 * The winning line drawn now, over the reels: through the centre of its cell on every
 * reel, a dot on each symbol of the run that pays. The drawing is an image named for the
 * line, so a screen reader knows which line the reels show.
 */
export function WinLine({
  model,
  spin,
  index,
}: {
  model: SlotModel;
  spin: SlotSpinResult;
  index: number;
}) {
  const { t } = useTranslation();
  const win = spin.lineWins[index];
  if (!win) return null;
  const reels = model.reels.length;
  const line = model.paylines[win.line] ?? [];
  const centre = (reel: number) => [reel * 100 + 50, (line[reel] ?? 0) * 100 + 50] as const;
  const points = line.map((_, reel) => centre(reel).join(',')).join(' ');
  const colour = LINE_COLOURS[win.line % LINE_COLOURS.length];
  return (
    <svg
      key={`${win.line}`}
      className={styles.lines}
      viewBox={`0 0 ${reels * 100} ${model.rows * 100}`}
      preserveAspectRatio="none"
      role="img"
      aria-label={t('play_slot_line_shown', { line: win.line + 1 })}
    >
      <polyline points={points} className={styles.lineShadow} vectorEffect="non-scaling-stroke" />
      <polyline
        points={points}
        className={styles.line}
        stroke={colour}
        vectorEffect="non-scaling-stroke"
      />
      {Array.from({ length: win.count }, (_, reel) => {
        const [x, y] = centre(reel);
        return (
          <polyline
            // biome-ignore lint/suspicious/noArrayIndexKey: reels are positions
            key={reel}
            points={`${x},${y} ${x},${y}`}
            className={styles.dot}
            stroke={colour}
            vectorEffect="non-scaling-stroke"
          />
        );
      })}
    </svg>
  );
}
