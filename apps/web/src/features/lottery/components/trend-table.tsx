import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ELotteryFamily as Family } from '../model/families.ts';
import { rowName } from '../model/labels.ts';
import { type Result, trendOf } from '../model/trend.ts';
import styles from './results.module.css';

/**
 * Per position (or over the drawn set): how often each number came in the last draws,
 * the hottest and coldest marked, and how many draws since it last came.
 */
export function TrendTable({ family, results }: { family: Family; results: readonly Result[] }) {
  const { t } = useTranslation();
  const id = useId();
  const rows = useMemo(() => trendOf(family, results), [family, results]);
  const [chosen, setChosen] = useState(0);
  const row = rows[chosen] ?? rows[0];
  if (!row) return null;
  const draws = Math.min(results.length, 30);
  return (
    <div className={styles.trend}>
      <h3 id={`${id}-title`} className={styles.subheading}>
        {t('lt_trend', { count: draws })}
      </h3>
      {rows.length > 1 && (
        <div className={styles.field}>
          <label htmlFor={`${id}-row`}>{t('lt_trend_row')}</label>
          <select
            id={`${id}-row`}
            className={styles.select}
            value={chosen}
            onChange={(e) => setChosen(Number(e.target.value))}
          >
            {rows.map((r, i) => (
              <option key={r.label} value={i}>
                {rowName(t, r.label)}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className={styles.scroll}>
        <table className={styles.table}>
          <caption className={styles.caption}>
            {t('lt_trend_caption', { row: rowName(t, row.label), count: draws })}
          </caption>
          <thead>
            <tr>
              <th scope="row">{t('lt_trend_number')}</th>
              {row.cells.map((c) => (
                <th key={c.number} scope="col">
                  {c.number}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{t('lt_trend_hits')}</th>
              {row.cells.map((c) => (
                <td key={c.number} className={c.heat ? styles[c.heat] : undefined}>
                  {c.hits}
                  {c.heat && <span className="visually-hidden"> ({t(`lt_trend_${c.heat}`)})</span>}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t('lt_trend_missing')}</th>
              {row.cells.map((c) => (
                <td key={c.number}>{c.missing}</td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
      <p className={styles.muted}>{t('lt_trend_legend')}</p>
    </div>
  );
}
