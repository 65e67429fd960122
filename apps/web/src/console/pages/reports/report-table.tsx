import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { saveCsv } from '../../lib/csv.ts';
import { type FigureColumn, FigureTable, figuresCsv } from '../../ui/charts/figure-table.tsx';
import page from '../page.module.css';
import styles from './reports.module.css';

/** The query keys of the reports. */
export const REPORTS = ['console', 'reports'];

interface ReportTableProps<R> {
  title: string;
  /** The CSV's file name, without `.csv`. */
  fileName: string;
  columns: readonly FigureColumn<R>[];
  /** Every row: the CSV has them all. */
  rows: readonly R[];
  /** The rows the table shows now, when it pages them. */
  shown?: readonly R[];
  rowKey: (row: R) => string;
  total?: R;
  /** Under the table: its pages. */
  children?: ReactNode;
}

/** A report's table in a box of its own, with a button that exports it as CSV. */
export function ReportTable<R>({
  title,
  fileName,
  columns,
  rows,
  shown = rows,
  rowKey,
  total,
  children,
}: ReportTableProps<R>) {
  const { t } = useTranslation();
  return (
    // The box of the table is the region (named by the title), so this frame is none.
    <div className={page.section}>
      <div className={styles.head}>
        <h2>{title}</h2>
        <button
          type="button"
          className={page.secondary}
          onClick={() => saveCsv(`${fileName}.csv`, figuresCsv(columns, rows, total))}
        >
          {t('cs_rep_export')}
        </button>
      </div>
      <FigureTable
        label={title}
        columns={columns}
        rows={shown}
        rowKey={rowKey}
        total={total}
        boxed
      />
      {children}
    </div>
  );
}
