import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './verify-page.module.css';

/**
 * A round's hands as a table: a row per hand (its name first), a column per fact of the
 * game (cards, category, bull, best five…). Niu niu, pai gow and the poker tables use it.
 */
export function HandsGrid({
  columns,
  rows,
}: {
  columns: readonly string[];
  rows: readonly { name: string; cells: readonly ReactNode[] }[];
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.slot}>
      <table className={styles.grid}>
        <caption>{t('verify_live_hands')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('verify_live_hand')}</th>
            {columns.map((c) => (
              <th scope="col" key={c}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ name, cells }) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              {cells.map((cell, i) => (
                // The columns are fixed: a cell's place is its identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
