import { describe, expect, it } from 'vitest';
import { dayEnd, dayOf, dayStart, wholeDays } from '../../src/lib/time-zone.ts';
import { nextPeriod, periodAt } from '../../src/modules/agent/settlement-periods.ts';

const at = (iso: string) => new Date(iso);

describe('time zones (lib/time-zone.ts)', () => {
  // Each as PostgreSQL reads it: `'<day>'::date::timestamp AT TIME ZONE '<zone>'`.
  it.each([
    ['UTC', '2026-11-26', '2026-11-26T00:00:00.000Z'],
    ['Asia/Shanghai', '2026-11-26', '2026-11-25T16:00:00.000Z'],
    ['Asia/Kolkata', '2026-11-26', '2026-11-25T18:30:00.000Z'],
    ['America/New_York', '2026-03-08', '2026-03-08T05:00:00.000Z'], // 23 hours long
    ['America/New_York', '2026-03-09', '2026-03-09T04:00:00.000Z'],
    ['America/New_York', '2026-11-01', '2026-11-01T04:00:00.000Z'], // 25 hours long
    ['America/New_York', '2026-11-02', '2026-11-02T05:00:00.000Z'],
    // Midnight skipped (clocks 00:00 → 01:00): the day begins at the jump.
    ['America/Santiago', '2024-09-08', '2024-09-08T04:00:00.000Z'],
    // Clocks set back at midnight (00:00 → 23:00 the day before): the later midnight.
    ['America/Santiago', '2024-04-07', '2024-04-07T04:00:00.000Z'],
    ['Pacific/Chatham', '2026-04-05', '2026-04-04T10:15:00.000Z'],
  ])('%s: the day %s begins at %s', (zone, day, start) => {
    expect(dayStart(zone, day).toISOString()).toBe(start);
    expect(dayOf(zone, at(start))).toBe(day);
    expect(dayOf(zone, new Date(at(start).getTime() - 1))).not.toBe(day);
  });

  it('ends a day where the next begins, 23 or 25 hours later across a change of clocks', () => {
    expect(dayEnd('America/New_York', '2026-03-08')).toEqual(
      dayStart('America/New_York', '2026-03-09'),
    );
    const hours = (zone: string, day: string) =>
      (dayEnd(zone, day).getTime() - dayStart(zone, day).getTime()) / 3_600_000;
    expect(hours('America/New_York', '2026-03-08')).toBe(23);
    expect(hours('America/New_York', '2026-11-01')).toBe(25);
    expect(hours('America/Santiago', '2024-09-08')).toBe(23);
    expect(hours('Asia/Shanghai', '2026-11-26')).toBe(24);
    expect(dayEnd('UTC', '2026-12-31').toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(() => dayStart('UTC', '26-11-2026')).toThrow();
  });

  it('tells a window of whole days from one cut inside a day', () => {
    const zone = 'Asia/Shanghai';
    const [d1, d2, d3] = ['2026-11-24', '2026-11-25', '2026-11-26'].map((d) => dayStart(zone, d));
    expect(wholeDays(zone, d1 as Date, d2 as Date)).toEqual({
      first: '2026-11-24',
      last: '2026-11-24',
    });
    expect(wholeDays(zone, d1 as Date, d3 as Date)).toEqual({
      first: '2026-11-24',
      last: '2026-11-25',
    });
    expect(wholeDays(zone, d1 as Date, new Date((d2 as Date).getTime() + 3_600_000))).toBeNull();
    expect(wholeDays(zone, new Date((d1 as Date).getTime() + 1), d2 as Date)).toBeNull();
    expect(wholeDays(zone, d2 as Date, d2 as Date)).toBeNull();
    // UTC midnights are not Shanghai's.
    expect(wholeDays(zone, at('2026-11-24T00:00:00Z'), at('2026-11-25T00:00:00Z'))).toBeNull();
    expect(wholeDays('UTC', at('2026-11-24T00:00:00Z'), at('2026-11-25T00:00:00Z'))).toEqual({
      first: '2026-11-24',
      last: '2026-11-24',
    });
  });

  it('walks the hours and days of a change of clocks without an empty or repeated period', () => {
    for (const [zone, from] of [
      ['America/New_York', '2026-03-07T12:00:00Z'],
      ['America/New_York', '2026-10-31T12:00:00Z'],
      ['America/Santiago', '2024-09-07T12:00:00Z'],
    ] as const) {
      for (const schedule of ['HOUR', 'D'] as const) {
        let p = periodAt(schedule, at(from), zone);
        for (let i = 0; i < 50; i++) {
          const next = nextPeriod(schedule, p, zone);
          expect(p.end.getTime()).toBeGreaterThan(p.start.getTime());
          expect(next.start).toEqual(p.end);
          p = next;
        }
      }
    }
  });
});
