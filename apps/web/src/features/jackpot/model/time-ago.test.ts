// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago.ts';

const now = new Date('2026-11-27T12:00:00Z');
const before = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe('timeAgo', () => {
  it('says how long ago in the visitor’s language for the last week', () => {
    expect(timeAgo(before(0), now, 'en')).toBe('now');
    expect(timeAgo(before(30), now, 'en')).toBe('30 seconds ago');
    expect(timeAgo(before(5 * 60), now, 'en')).toBe('5 minutes ago');
    expect(timeAgo(before(3 * 3600), now, 'es')).toBe('hace 3 horas');
    expect(timeAgo(before(26 * 3600), now, 'en')).toBe('yesterday');
    expect(timeAgo(before(2 * 86400), now, 'zh-CN')).toBe('前天');
  });

  it('gives the day in the brand’s time zone after a week, nothing for a bad date', () => {
    expect(timeAgo('2026-11-01T03:00:00Z', now, 'en', 'America/Mexico_City')).toBe('2026-10-31');
    expect(timeAgo('not a date', now, 'en')).toBe('');
  });

  it('reads a date a little ahead of this computer’s clock as now', () => {
    expect(timeAgo(before(-5), now, 'en')).toBe('now');
  });
});
