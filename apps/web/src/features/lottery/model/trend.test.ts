// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { trendOf } from './trend.ts';

const ssc = (...numbers: number[]) => ({ numbers, special: null });

describe('trendOf', () => {
  // Newest first, as getOpenedNumbers answers.
  const results = [ssc(1, 2, 3, 4, 5), ssc(1, 0, 3, 9, 5), ssc(7, 2, 3, 4, 6)];

  it('counts hits and draws missing per position, and marks the hot and the cold', () => {
    const rows = trendOf('SSC', results);
    expect(rows.map((r) => r.label)).toEqual(['1st', '2nd', '3rd', '4th', '5th']);
    const first = rows[0]?.cells ?? [];
    expect(first[1]).toEqual({ number: 1, hits: 2, missing: 0, heat: 'hot' });
    expect(first[7]).toEqual({ number: 7, hits: 1, missing: 2, heat: null });
    // Never seen in the window: missing for all of it.
    expect(first[4]).toEqual({ number: 4, hits: 0, missing: 3, heat: 'cold' });
    const fifth = rows[4]?.cells ?? [];
    expect(fifth.map((c) => c.hits)).toEqual([0, 0, 0, 0, 0, 2, 1, 0, 0, 0]);
    expect(fifth.map((c) => c.missing)).toEqual([3, 3, 3, 3, 3, 0, 2, 3, 3, 3]);
  });

  it('counts only the newest draws of the window', () => {
    const rows = trendOf('SSC', results, 1);
    expect(rows[0]?.cells[7]).toEqual({ number: 7, hits: 0, missing: 1, heat: 'cold' });
  });

  it('reads Mark Six as its six numbers and its special, Keno as one set', () => {
    const lhc = trendOf('LHC', [
      { numbers: [3, 14, 15, 26, 35, 48], special: 9 },
      { numbers: [9, 1, 2, 4, 5, 6], special: 3 },
    ]);
    expect(lhc.map((r) => r.label)).toEqual(['numbers', 'special']);
    expect(lhc[0]?.cells[8]).toMatchObject({ number: 9, hits: 1, missing: 1 });
    expect(lhc[1]?.cells[8]).toMatchObject({ number: 9, hits: 1, missing: 0 });
    expect(lhc[1]?.cells[2]).toMatchObject({ number: 3, hits: 1, missing: 1 });
    const lf = trendOf('LF', [{ numbers: [80, 1], special: null }]);
    expect(lf[0]?.cells).toHaveLength(80);
    expect(lf[0]?.cells[79]).toEqual({ number: 80, hits: 1, missing: 0, heat: 'hot' });
  });

  it('marks nothing while every number came alike', () => {
    const rows = trendOf('PK10', []);
    expect(rows).toHaveLength(10);
    expect(rows[0]?.label).toBe('place 1');
    expect(rows[0]?.cells.every((c) => c.heat === null && c.missing === 0)).toBe(true);
  });
});
