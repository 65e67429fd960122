import { useEffect, useRef, useState } from 'react';
import 'uplot/dist/uPlot.min.css';
import styles from './agent.module.css';

export interface ChartSeries {
  label: string;
  values: readonly number[];
  /** A CSS colour, or a custom property (`--color-primary`) read from the page's theme. */
  color: string;
}

export interface DailyChartProps {
  /** The accessible name of the chart (its figures are in the table beside it). */
  label: string;
  days: readonly string[];
  series: readonly ChartSeries[];
}

const themed = (el: Element, color: string) =>
  color.startsWith('--') ? getComputedStyle(el).getPropertyValue(color).trim() || 'gray' : color;

/**
 * A line per series over the days (uPlot, decision 028): drawn on a canvas sized to its
 * box, redrawn when the box or the theme changes. uPlot loads with this component, which
 * only the team overview imports (its chunk), never the site's first load.
 */
export function DailyChart({ label, days, series }: DailyChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);

  useEffect(() => {
    const el = box.current;
    // No layout, no chart (the table beside it carries the figures).
    if (!el || typeof ResizeObserver === 'undefined') return;
    const seen = new ResizeObserver(([entry]) =>
      setWidth(Math.floor(entry?.contentRect.width ?? 0)),
    );
    seen.observe(el);
    return () => seen.disconnect();
  }, []);

  useEffect(() => {
    const el = box.current;
    if (!el || width === 0) return;
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    void import('uplot').then(({ default: UPlot }) => {
      if (cancelled) return;
      const text = themed(el, '--color-text-muted');
      const grid = themed(el, '--color-border');
      const axis = { stroke: text, grid: { stroke: grid }, ticks: { stroke: grid } };
      const x = days.map((d) => Date.parse(`${d}T00:00:00Z`) / 1000);
      chart = new UPlot(
        {
          width,
          height: 220,
          tzDate: (ts: number) => UPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
          legend: { show: true },
          axes: [axis, { ...axis, size: 70 }],
          series: [
            {},
            ...series.map((s) => ({
              label: s.label,
              stroke: themed(el, s.color),
              width: 2,
              points: { show: days.length <= 31 },
            })),
          ],
        },
        [x, ...series.map((s) => [...s.values])],
        el,
      );
    });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [width, days, series]);

  return <div ref={box} className={styles.chart} role="img" aria-label={label} />;
}
