import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import { ChartFrame, toneClass } from './chart-frame.tsx';
import { type ChartSeries, labelledDays, scaleOf } from './chart-scale.ts';
import { seriesSummary } from './chart-summary.ts';
import styles from './charts.module.css';

interface DayChartProps {
  title: string;
  /** The brand's days, YYYY-MM-DD, oldest first. */
  days: readonly string[];
  series: readonly ChartSeries[];
  kind: 'bars' | 'lines';
  /** What the values are: money (two decimals) or counts. */
  unit: 'money' | 'count';
  /** Whether its figures open as a table (not when the page shows them below). */
  figures?: boolean;
}

const W = 640;
const H = 240;
const LEFT = 56;
const RIGHT = 8;
const TOP = 12;
const BOTTOM = 28;
const PLOT_W = W - LEFT - RIGHT;
const PLOT_H = H - TOP - BOTTOM;

/**
 * A chart of figures by day drawn in SVG, bars or lines, through zero. To a screen reader
 * it is one image with a summary; each day's values show on hover, and the figures open as
 * a table for anyone who wants to read them.
 */
export function DayChart({ title, days, series, kind, unit, figures = true }: DayChartProps) {
  const { t } = useTranslation();
  const formats = useFormat();
  const format = unit === 'money' ? formats.money : formats.count;
  const scale = scaleOf(series.flatMap((s) => s.values));
  const y = (v: number) => TOP + ((scale.max - v) / (scale.max - scale.min)) * PLOT_H;
  const slot = PLOT_W / Math.max(1, days.length);
  const labelled = labelledDays(days.length);
  const summary = [
    t('cs_chart_summary', {
      title,
      n: days.length,
      from: days[0] ?? '',
      to: days[days.length - 1] ?? '',
    }),
    ...series.map((s) => seriesSummary(t, 'cs_chart_series', s, days, format)),
  ].join(' ');
  return (
    <ChartFrame
      title={title}
      series={series}
      names={days}
      nameTitle={t('cs_chart_day')}
      unit={unit}
      figures={figures}
    >
      <svg viewBox={`0 0 ${W} ${H}`} className={styles.chart} role="img" aria-label={summary}>
        {scale.ticks.map((tick) => (
          <g key={tick} className={styles.axis}>
            <line
              x1={LEFT}
              x2={W - RIGHT}
              y1={y(tick)}
              y2={y(tick)}
              className={tick === 0 ? styles.zero : styles.grid}
            />
            <text x={LEFT - 6} y={y(tick)} dy="0.32em" textAnchor="end">
              {formats.compact(tick)}
            </text>
          </g>
        ))}
        {days.map((day, i) =>
          labelled.has(i) ? (
            <text
              key={day}
              className={styles.axis}
              x={LEFT + slot * (i + 0.5)}
              y={H - 8}
              textAnchor="middle"
            >
              {day.slice(5)}
            </text>
          ) : null,
        )}
        {kind === 'lines' &&
          series.map((s) => (
            <polyline
              key={s.label}
              className={`${styles.line} ${toneClass[s.tone]}`}
              points={s.values.map((v, i) => `${LEFT + slot * (i + 0.5)},${y(v)}`).join(' ')}
            />
          ))}
        {days.map((day, i) => (
          <g key={day} className={styles.day}>
            <title>
              {`${day} — ${series.map((s) => `${s.label} ${format(s.values[i] ?? 0)}`).join(' · ')}`}
            </title>
            <rect className={styles.hit} x={LEFT + slot * i} y={TOP} width={slot} height={PLOT_H} />
            {series.map((s, n) => {
              const v = s.values[i] ?? 0;
              if (kind === 'lines') {
                return (
                  <circle
                    key={s.label}
                    className={`${styles.dot} ${toneClass[s.tone]}`}
                    cx={LEFT + slot * (i + 0.5)}
                    cy={y(v)}
                    r={days.length > 31 ? 1.5 : 3}
                  />
                );
              }
              const width = (slot * 0.8) / series.length;
              return (
                <rect
                  key={s.label}
                  className={`${styles.bar} ${v < 0 ? styles.below : toneClass[s.tone]}`}
                  x={LEFT + slot * i + slot * 0.1 + width * n}
                  y={Math.min(y(v), y(0))}
                  width={Math.max(width - 1, 0.5)}
                  height={Math.abs(y(v) - y(0))}
                />
              );
            })}
          </g>
        ))}
      </svg>
    </ChartFrame>
  );
}
