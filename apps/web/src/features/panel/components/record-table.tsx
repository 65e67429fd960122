import { Fragment, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './panel.module.css';

export interface Column<R> {
  header: string;
  cell: (row: R) => ReactNode;
  /** Amounts line up at the end of the cell. */
  numeric?: boolean;
  /**
   * Where a column that matters less goes (issue 20): 'narrow' — a column on a wide
   * screen, in the row's details on a narrow one; 'always' — only in the details (long
   * ids, remarks). Without it the column is always shown.
   */
  detail?: 'narrow' | 'always';
}

export interface RecordTableProps<R> {
  /** The table's accessible name (its caption) and the name of its scrolling box. */
  caption: string;
  columns: readonly Column<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string;
  /** Names a row for its details button ("Details, 25/11 10:02"); the first column's text. */
  rowLabel?: (row: R) => string;
}

/**
 * A list of records as a table with column headers; in_no_data when empty. Columns that
 * matter come first; the rest open under their row with a details button, so the table
 * fits its width (the box still scrolls sideways, never the page, if it must).
 */
export function RecordTable<R>({ caption, columns, rows, rowKey, rowLabel }: RecordTableProps<R>) {
  const { t } = useTranslation();
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  if (rows.length === 0) return <p className={styles.hint}>{t('in_no_data')}</p>;
  const details = columns.filter((c) => c.detail);
  const hasDetails = details.length > 0;
  // Only 'narrow' details: a wide screen shows them all as columns and needs no button.
  const toggleClass = details.some((c) => c.detail === 'always') ? undefined : styles.narrowOnly;
  const cellClass = (column: Column<R>) =>
    [column.numeric && styles.numeric, column.detail === 'narrow' && styles.wideOnly]
      .filter(Boolean)
      .join(' ') || undefined;
  const toggle = (key: string) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const shown = columns.filter((c) => c.detail !== 'always');
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
    <section className={styles.tableScroll} aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {shown.map((column) => (
              <th key={column.header} scope="col" className={cellClass(column)}>
                {column.header}
              </th>
            ))}
            {hasDetails && (
              <th scope="col" className={toggleClass}>
                <span className="visually-hidden">{t('mn_details')}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const key = rowKey(row);
            const detailsId = `${baseId}-${index}`;
            const expanded = open.has(key);
            return (
              <Fragment key={key}>
                <tr>
                  {shown.map((column) => (
                    <td key={column.header} className={cellClass(column)}>
                      {column.cell(row)}
                    </td>
                  ))}
                  {hasDetails && (
                    <td className={toggleClass}>
                      <button
                        type="button"
                        className={styles.detailsToggle}
                        aria-expanded={expanded}
                        aria-controls={detailsId}
                        aria-label={t('mn_details_of', {
                          row: rowLabel?.(row) ?? String(index + 1),
                        })}
                        onClick={() => toggle(key)}
                      >
                        <span aria-hidden="true" className={styles.chevron}>
                          ▾
                        </span>
                        <span className={styles.detailsText}>{t('mn_details')}</span>
                      </button>
                    </td>
                  )}
                </tr>
                {hasDetails && (
                  <tr id={detailsId} hidden={!expanded} className={styles.detailsRow}>
                    <td colSpan={shown.length + 1}>
                      <dl className={styles.details}>
                        {details.map((column) => (
                          <div
                            key={column.header}
                            className={column.detail === 'narrow' ? styles.narrowOnly : undefined}
                          >
                            <dt>{column.header}</dt>
                            <dd>{column.cell(row)}</dd>
                          </div>
                        ))}
                      </dl>
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
