import type { ReactNode } from 'react';
import { type CsvColumn, csvText } from '../../lib/csv.ts';
import { type Format, useFormat } from '../../lib/format.ts';
import page from '../../pages/page.module.css';
import styles from './charts.module.css';

/** How a column's values read: words, money, a count, or a result that can be a loss. */
export type FigureKind = 'text' | 'money' | 'count' | 'signed';

/** One column of a figure table. */
export interface FigureColumn<R> {
  title: string;
  kind: FigureKind;
  /** A row's value, as the table writes it and the CSV exports it. */
  value: (row: R) => string | number;
  /** What the cell shows when it is more than the value written (a link). */
  show?: (row: R) => ReactNode;
}

interface FigureTableProps<R> {
  /** The table's accessible name. */
  label: string;
  columns: readonly FigureColumn<R>[];
  rows: readonly R[];
  rowKey: (row: R, index: number) => string;
  /** The totals under the rows; its first column's value says what it is ("Total"). */
  total?: R;
  /** In a box of its own that scrolls both ways, the titles and the total kept in view. */
  boxed?: boolean;
}

/** A signed amount: its sign written and its colour, so a loss does not rest on colour alone. */
export function Signed({ n, format }: { n: number; format: Format }) {
  const tone = n < 0 ? styles.loss : n > 0 ? styles.gain : undefined;
  return <span className={tone}>{n > 0 ? `+${format.money(n)}` : format.money(n)}</span>;
}

function cellOf<R>(column: FigureColumn<R>, row: R, format: Format): ReactNode {
  const v = column.value(row);
  if (typeof v === 'string') return v;
  if (column.kind === 'signed') return <Signed n={v} format={format} />;
  return column.kind === 'count' ? format.count(v) : format.money(v);
}

const numeric = (kind: FigureKind) => (kind === 'text' ? undefined : page.number);

/**
 * Figures as a table: a row each (its first column heads it), a column each, the totals
 * under them. What a chart shows, or a report's rows; the same columns make its CSV.
 */
export function FigureTable<R>({
  label,
  columns,
  rows,
  rowKey,
  total,
  boxed = false,
}: FigureTableProps<R>) {
  const format = useFormat();
  const line = (row: R, withLinks: boolean) =>
    columns.map((column, i) => {
      const content = (withLinks && column.show?.(row)) || cellOf(column, row, format);
      return i === 0 ? (
        <th key={column.title} scope="row" className={numeric(column.kind)}>
          {content}
        </th>
      ) : (
        <td key={column.title} className={numeric(column.kind)}>
          {content}
        </td>
      );
    });
  const table = (
    <table className={`${page.table} ${styles.figures}`} aria-label={label}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.title} scope="col" className={numeric(column.kind)}>
              {column.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={rowKey(row, i)}>{line(row, true)}</tr>
        ))}
      </tbody>
      {total !== undefined && (
        <tfoot>
          <tr className={styles.total}>{line(total, false)}</tr>
        </tfoot>
      )}
    </table>
  );
  // Focusable, so a keyboard scrolls the box too when no cell holds a link.
  return boxed ? (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must take the keyboard's focus
    <section className={styles.box} aria-label={label} tabIndex={0}>
      {table}
    </section>
  ) : (
    table
  );
}

/** The CSV of a figure table: its column titles, then its rows and total as they read. */
export function figuresCsv<R>(
  columns: readonly FigureColumn<R>[],
  rows: readonly R[],
  total?: R,
): string {
  const head: CsvColumn[] = columns.map((c) => ({
    title: c.title,
    places: c.kind === 'count' ? 0 : 2,
  }));
  const all = total === undefined ? rows : [...rows, total];
  return csvText(
    head,
    all.map((row) => columns.map((c) => c.value(row))),
  );
}
