import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import page from '../../pages/page.module.css';
import type { ChartSeries, Tone } from './chart-scale.ts';
import { seriesColumns } from './chart-summary.ts';
import styles from './charts.module.css';
import { FigureTable } from './figure-table.tsx';

export const toneClass: Record<Tone, string | undefined> = {
  primary: styles.primary,
  accent: styles.accent,
  success: styles.success,
  info: styles.info,
};

interface ChartFrameProps {
  title: string;
  series: readonly ChartSeries[];
  /** What each value is of: the days, or the names of the bars. */
  names: readonly string[];
  /** What tells the values apart when names repeat (two games of one name); the names if unsaid. */
  keys?: readonly string[];
  /** The title of the names' column in the figures table. */
  nameTitle: string;
  unit: 'money' | 'count';
  /** Whether the figures open as a table here (not when the page shows them beside it). */
  figures: boolean;
  /** The chart itself. */
  children: ReactNode;
}

/**
 * A chart's frame: its title, the legend of its series, and its figures, which open as a
 * table for anyone who would rather read them.
 */
export function ChartFrame({
  title,
  series,
  names,
  keys = names,
  nameTitle,
  unit,
  figures,
  children,
}: ChartFrameProps) {
  const { t } = useTranslation();
  const id = useId();
  const [table, setTable] = useState(false);
  return (
    <section className={page.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {series.length > 1 && (
        <ul className={styles.legend} aria-hidden="true">
          {series.map((s) => (
            <li key={s.label} className={toneClass[s.tone]}>
              {s.label}
            </li>
          ))}
        </ul>
      )}
      {children}
      {figures && (
        <>
          <div>
            <button
              type="button"
              className={page.secondary}
              aria-expanded={table}
              aria-controls={`${id}-table`}
              onClick={() => setTable(!table)}
            >
              {t('cs_chart_figures')}
            </button>
          </div>
          <div id={`${id}-table`} hidden={!table} className={page.scroll}>
            {table && (
              <FigureTable
                label={t('cs_chart_table', { title })}
                columns={seriesColumns(nameTitle, names, series, unit)}
                rows={names.map((_, i) => i)}
                rowKey={(i) => keys[i] ?? String(i)}
              />
            )}
          </div>
        </>
      )}
    </section>
  );
}
