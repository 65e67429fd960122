import type { TFunction } from 'i18next';
import type { ChartSeries } from './chart-scale.ts';

/**
 * What a screen reader hears of one series: its highest and lowest value and where each
 * falls (a day, a vendor…), in the words of `key` (which also has the last value).
 */
export function seriesSummary(
  t: TFunction,
  key: string,
  s: ChartSeries,
  names: readonly string[],
  format: (n: number) => string,
) {
  if (s.values.length === 0) return '';
  let high = 0;
  let low = 0;
  s.values.forEach((v, i) => {
    if (v > (s.values[high] ?? v)) high = i;
    if (v < (s.values[low] ?? v)) low = i;
  });
  return t(key, {
    label: s.label,
    high: format(s.values[high] ?? 0),
    highDay: names[high],
    low: format(s.values[low] ?? 0),
    lowDay: names[low],
    last: format(s.values[s.values.length - 1] ?? 0),
  });
}

/** The columns of a chart's figures as a table: what each row is, then a column per series. */
export const seriesColumns = (
  nameTitle: string,
  names: readonly string[],
  series: readonly ChartSeries[],
  unit: 'money' | 'count',
) => [
  { title: nameTitle, kind: 'text' as const, value: (i: number) => names[i] ?? '' },
  ...series.map((s) => ({ title: s.label, kind: unit, value: (i: number) => s.values[i] ?? 0 })),
];
