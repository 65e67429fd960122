import type { LotteryPick, LotteryRowShape } from '@gamehall/games';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type Picks, quickPick, quickPicksOf, setRow, togglePick } from '../model/board.ts';
import { pickName, rowName } from '../model/labels.ts';
import styles from './board.module.css';
import { pickRange } from './pick-hints.ts';

/** The board of a play type of rows: a group per row, its options as toggle buttons. */
export function NumberBoard({
  rows,
  picks,
  onChange,
}: {
  rows: readonly LotteryRowShape[];
  picks: Picks;
  onChange: (picks: Picks) => void;
}) {
  return (
    <div className={styles.board}>
      {rows.map((row, i) => (
        <BoardRow
          key={row.label}
          row={row}
          picked={picks[i] ?? []}
          onToggle={(pick) => onChange(togglePick(picks, row, i, pick))}
          onQuick={(values) => onChange(setRow(picks, i, values))}
        />
      ))}
    </div>
  );
}

function BoardRow({
  row,
  picked,
  onToggle,
  onQuick,
}: {
  row: LotteryRowShape;
  picked: readonly LotteryPick[];
  onToggle: (pick: LotteryPick) => void;
  onQuick: (values: LotteryPick[]) => void;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const quick = quickPicksOf(row);
  const wide = row.options.some((o) => typeof o === 'string');
  return (
    <fieldset className={styles.row} aria-describedby={hintId}>
      <legend className={styles.label}>{rowName(t, row.label)}</legend>
      <p id={hintId} className={styles.hint}>
        {t('lt_pick', { range: pickRange(t, row) })}
        {picked.length > 0 && ` · ${t('lt_picked', { count: picked.length })}`}
      </p>
      <div className={wide ? styles.words : styles.balls}>
        {row.options.map((option) => (
          <button
            key={String(option)}
            type="button"
            className={styles.ball}
            aria-pressed={picked.includes(option)}
            onClick={() => onToggle(option)}
          >
            {pickName(t, option)}
          </button>
        ))}
      </div>
      {quick.length > 0 && (
        // biome-ignore lint/a11y/useSemanticElements: buttons that mark picks, not form fields
        <div role="group" aria-label={t('lt_quick_picks')} className={styles.quick}>
          {quick.map((kind) => (
            <button
              key={kind}
              type="button"
              className={styles.chip}
              onClick={() => onQuick(quickPick(row, kind))}
            >
              {t(`lt_quick_${kind}`)}
            </button>
          ))}
        </div>
      )}
    </fieldset>
  );
}
