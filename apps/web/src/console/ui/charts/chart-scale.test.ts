// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { labelledDays, scaleOf } from './chart-scale.ts';

describe('the chart scale', () => {
  it('runs through zero at round steps', () => {
    expect(scaleOf([120, 430, 80])).toEqual({ min: 0, max: 600, ticks: [0, 200, 400, 600] });
    expect(scaleOf([-30, 70]).ticks).toEqual([-50, 0, 50, 100]);
  });

  it('draws an empty axis when every value is zero', () => {
    expect(scaleOf([0, 0])).toEqual({ min: 0, max: 1, ticks: [0, 1] });
  });

  it('labels about seven days, the last always', () => {
    expect([...labelledDays(30)].sort((a, b) => a - b)).toEqual([4, 9, 14, 19, 24, 29]);
    expect(labelledDays(7).size).toBe(7);
  });
});
