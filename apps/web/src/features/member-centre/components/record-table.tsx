import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './panel.module.css';

export interface Column<R> {
  header: string;
  cell: (row: R) => ReactNode;
  /** Amounts line up at the end of the cell. */
  numeric?: boolean;
}

export interface RecordTableProps<R> {
  /** The table's accessible name (its caption) and the name of its scrolling box. */
  caption: string;
  columns: readonly Column<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string;
}

/**
 * A list of records as a table with column headers; in_no_data when empty. A wide table
 * scrolls sideways inside its own box (focusable, so keys scroll it too), never the page.
 */
export function RecordTable<R>({ caption, columns, rows, rowKey }: RecordTableProps<R>) {
  const { t } = useTranslation();
  if (rows.length === 0) return <p className={styles.hint}>{t('in_no_data')}</p>;
  const align = (column: Column<R>) => (column.numeric ? styles.numeric : undefined);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
    <section className={styles.tableScroll} aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={align(column)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.header} className={align(column)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
