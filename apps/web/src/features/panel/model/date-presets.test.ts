// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { presetDays, presetRange } from './date-presets.ts';

// 21:00 on 1 March in Mexico City (UTC-6 all year), already 2 March in UTC.
const evening = new Date('2025-03-02T03:00:00Z');
const mexico = 'America/Mexico_City';

describe('date presets in the brand time zone', () => {
  it('today runs from the brand’s midnight to its last millisecond, not the visitor’s', () => {
    expect(presetRange('today', evening, mexico)).toEqual({
      from: '2025-03-01T06:00:00.000Z',
      to: '2025-03-02T05:59:59.999Z',
    });
    expect(presetRange('today', evening, 'Asia/Shanghai')).toEqual({
      from: '2025-03-01T16:00:00.000Z',
      to: '2025-03-02T15:59:59.999Z',
    });
  });

  it('yesterday crosses into the previous month', () => {
    expect(presetRange('yesterday', evening, mexico)).toEqual({
      from: '2025-02-28T06:00:00.000Z',
      to: '2025-03-01T05:59:59.999Z',
    });
  });

  it('the last 7 and 30 days end today and include it', () => {
    expect(presetRange('last7', evening, mexico)).toEqual({
      from: '2025-02-23T06:00:00.000Z',
      to: '2025-03-02T05:59:59.999Z',
    });
    expect(presetRange('last30', evening, mexico).from).toBe('2025-01-31T06:00:00.000Z');
  });

  it('follows daylight saving time: each day starts at its own midnight', () => {
    // New York moved to summer time on 9 March 2025; 10 March 08:00 there.
    const range = presetRange('last7', new Date('2025-03-10T12:00:00Z'), 'America/New_York');
    expect(range).toEqual({
      from: '2025-03-04T05:00:00.000Z',
      to: '2025-03-11T03:59:59.999Z',
    });
  });
});

describe('presetDays', () => {
  // 2026-03-01 04:30 UTC is still 28 February in Mexico City (UTC−6).
  const now = new Date('2026-03-01T04:30:00Z');
  it('names the brand’s days, both ends included', () => {
    expect(presetDays('today', now, 'America/Mexico_City')).toEqual({
      from: '2026-02-28',
      to: '2026-02-28',
    });
    expect(presetDays('yesterday', now, 'America/Mexico_City')).toEqual({
      from: '2026-02-27',
      to: '2026-02-27',
    });
    expect(presetDays('last7', now, 'America/Mexico_City')).toEqual({
      from: '2026-02-22',
      to: '2026-02-28',
    });
    expect(presetDays('last30', now, 'UTC')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
  });
});
