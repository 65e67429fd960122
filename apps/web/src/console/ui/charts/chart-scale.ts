export type Tone = 'primary' | 'accent' | 'success' | 'info';

/** One line or bar colour of a chart: its name, a value per day, its colour. */
export interface ChartSeries {
  label: string;
  values: readonly number[];
  tone: Tone;
}

/** A value axis: where it starts and ends and the ticks between, at round steps. */
export interface Scale {
  min: number;
  max: number;
  ticks: number[];
}

/** A round step (1, 2 or 5 times a power of ten) near span / count. */
function niceStep(span: number, count: number): number {
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/**
 * The axis of these values, always through zero (a bar grows from it, and a loss goes
 * below it), with about `count` round steps.
 */
export function scaleOf(values: readonly number[], count = 4): Scale {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  if (low === high) return { min: 0, max: 1, ticks: [0, 1] };
  const step = niceStep(high - low, count);
  const min = Math.floor(low / step) * step;
  const max = Math.ceil(high / step) * step;
  const ticks: number[] = [];
  // Whole multiples of the step, so 0.1 + 0.2 does not write 0.30000000000000004.
  for (let i = Math.round(min / step); i <= Math.round(max / step); i++) {
    ticks.push(Number((i * step).toPrecision(12)));
  }
  return { min, max, ticks };
}

/** Which of n days carry a label under the axis: about `most`, the last always. */
export function labelledDays(n: number, most = 7): Set<number> {
  const every = Math.max(1, Math.ceil(n / most));
  const shown = new Set<number>();
  for (let i = n - 1; i >= 0; i -= every) shown.add(i);
  return shown;
}
