import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import { ChartFrame, toneClass } from './chart-frame.tsx';
import { type ChartSeries, scaleOf } from './chart-scale.ts';
import { seriesSummary } from './chart-summary.ts';
import styles from './charts.module.css';

interface BarChartProps {
  title: string;
  /** What each bar is (a vendor, a game…), in the order drawn, top first. */
  names: readonly string[];
  /** What tells the bars apart when names repeat (two games of one name). */
  keys?: readonly string[];
  /** The title of the names' column in the figures table. */
  nameTitle: string;
  series: readonly ChartSeries[];
  unit: 'money' | 'count';
  figures?: boolean;
}

const W = 640;
const ROW = 24;
const LEFT = 168;
const RIGHT = 16;
const TOP = 8;
const BOTTOM = 24;
const PLOT_W = W - LEFT - RIGHT;
/** Longer names are cut on the chart; hover and the table give them whole. */
const NAME_CHARS = 24;

const shortName = (name: string) =>
  name.length > NAME_CHARS ? `${name.slice(0, NAME_CHARS - 1)}…` : name;

/**
 * Horizontal bars of named figures (the top vendors, games…) drawn in SVG from zero, a loss
 * to the left of it. To a screen reader it is one image with a summary, like the day chart.
 */
export function BarChart({
  title,
  names,
  keys = names,
  nameTitle,
  series,
  unit,
  figures = true,
}: BarChartProps) {
  const { t } = useTranslation();
  const formats = useFormat();
  const format = unit === 'money' ? formats.money : formats.count;
  const scale = scaleOf(series.flatMap((s) => s.values));
  const x = (v: number) => LEFT + ((v - scale.min) / (scale.max - scale.min)) * PLOT_W;
  const plotH = Math.max(1, names.length) * ROW;
  const H = TOP + plotH + BOTTOM;
  const band = (ROW * 0.7) / Math.max(1, series.length);
  const summary = [
    t('cs_bars_summary', { title, n: names.length }),
    ...series.map((s) => seriesSummary(t, 'cs_bars_series', s, names, format)),
  ].join(' ');
  return (
    <ChartFrame
      title={title}
      series={series}
      names={names}
      keys={keys}
      nameTitle={nameTitle}
      unit={unit}
      figures={figures}
    >
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className={styles.bars}
        role="img"
        aria-label={summary}
        style={{ maxBlockSize: `${H * 1.25}px` }}
      >
        {scale.ticks.map((tick) => (
          <g key={tick} className={styles.axis}>
            <line
              x1={x(tick)}
              x2={x(tick)}
              y1={TOP}
              y2={TOP + plotH}
              className={tick === 0 ? styles.zero : styles.grid}
            />
            <text x={x(tick)} y={H - 8} textAnchor="middle">
              {formats.compact(tick)}
            </text>
          </g>
        ))}
        {names.map((name, i) => (
          <g key={keys[i] ?? name} className={styles.day}>
            <title>
              {`${name} — ${series.map((s) => `${s.label} ${format(s.values[i] ?? 0)}`).join(' · ')}`}
            </title>
            <rect className={styles.hit} x={0} y={TOP + ROW * i} width={W} height={ROW} />
            <text
              className={styles.axis}
              x={LEFT - 8}
              y={TOP + ROW * (i + 0.5)}
              dy="0.32em"
              textAnchor="end"
            >
              {shortName(name)}
            </text>
            {series.map((s, n) => {
              const v = s.values[i] ?? 0;
              return (
                <rect
                  key={s.label}
                  className={`${styles.bar} ${v < 0 ? styles.below : toneClass[s.tone]}`}
                  x={Math.min(x(v), x(0))}
                  y={TOP + ROW * i + ROW * 0.15 + band * n}
                  width={Math.abs(x(v) - x(0))}
                  height={Math.max(band - 1, 1)}
                />
              );
            })}
          </g>
        ))}
      </svg>
    </ChartFrame>
  );
}
