// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dayCount, presetRange, rangeInstants, rangeProblem } from './day-range.ts';

// 2026-03-01 03:00 UTC: still February 28 in Mexico City (UTC-6).
const now = new Date('2026-03-01T03:00:00Z');
const zone = 'America/Mexico_City';

describe('the report day ranges', () => {
  it("count the brand's calendar, not the browser's", () => {
    expect(presetRange('today', now, zone)).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(presetRange('today', now, 'UTC')).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(presetRange('yesterday', now, zone)).toEqual({ from: '2026-02-27', to: '2026-02-27' });
    expect(presetRange('last7', now, zone)).toEqual({ from: '2026-02-22', to: '2026-02-28' });
    expect(presetRange('thisMonth', now, zone)).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(presetRange('lastMonth', now, zone)).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(presetRange('lastMonth', new Date('2026-01-15T12:00:00Z'), zone)).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
  });

  it('refuse a range of more than 93 days, backwards, or with a day that does not exist', () => {
    expect(dayCount({ from: '2026-01-01', to: '2026-04-03' })).toBe(93);
    expect(rangeProblem({ from: '2026-01-01', to: '2026-04-03' })).toBeNull();
    expect(rangeProblem({ from: '2026-01-01', to: '2026-04-04' })).toBe('length');
    expect(rangeProblem({ from: '2026-02-02', to: '2026-02-01' })).toBe('order');
    expect(rangeProblem({ from: '2026-02-30', to: '2026-03-01' })).toBe('missing');
    expect(rangeProblem({ from: '', to: '2026-03-01' })).toBe('missing');
  });

  it("give a day's instants in the brand's zone, daylight saving or not", () => {
    expect(rangeInstants({ from: '2026-11-01', to: '2026-11-27' }, zone)).toEqual({
      from: '2026-11-01T06:00:00.000Z',
      to: '2026-11-28T05:59:59.999Z',
    });
    // New York moves its clocks on 2026-03-08: that day has 23 hours.
    expect(rangeInstants({ from: '2026-03-08', to: '2026-03-08' }, 'America/New_York')).toEqual({
      from: '2026-03-08T05:00:00.000Z',
      to: '2026-03-09T03:59:59.999Z',
    });
    expect(rangeInstants({ to: '2026-11-27' }, 'UTC')).toEqual({ to: '2026-11-27T23:59:59.999Z' });
  });
});
