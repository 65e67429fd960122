import { useTranslation } from 'react-i18next';
import page from '../page.module.css';
import type { ChartSeries } from './chart-scale.ts';

/** A chart's figures as a table: a row per day, a column per series. */
export function DayTable({
  title,
  days,
  series,
  format,
}: {
  title: string;
  days: readonly string[];
  series: readonly ChartSeries[];
  format: (n: number) => string;
}) {
  const { t } = useTranslation();
  return (
    <table className={page.table} aria-label={t('cs_chart_table', { title })}>
      <thead>
        <tr>
          <th scope="col">{t('cs_chart_day')}</th>
          {series.map((s) => (
            <th key={s.label} scope="col" className={page.number}>
              {s.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {days.map((day, i) => (
          <tr key={day}>
            <th scope="row">{day}</th>
            {series.map((s) => (
              <td key={s.label} className={page.number}>
                {format(s.values[i] ?? 0)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
