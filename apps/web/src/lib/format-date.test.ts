// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date.ts';

describe('formatDateTime', () => {
  it('writes yyyy-MM-dd HH:mm:ss in the given zone', () => {
    expect(formatDateTime('2025-01-02T03:04:05Z', 'UTC')).toBe('2025-01-02 03:04:05');
    expect(formatDateTime('2025-01-02T03:04:05Z', 'Asia/Shanghai')).toBe('2025-01-02 11:04:05');
  });

  it('moves the date across midnight when the zone is behind', () => {
    expect(formatDateTime('2025-01-02T03:04:05Z', 'America/Mexico_City')).toBe(
      '2025-01-01 21:04:05',
    );
  });

  it('shows midnight as 00, not 24', () => {
    expect(formatDateTime('2025-01-01T16:00:00Z', 'Asia/Shanghai')).toBe('2025-01-02 00:00:00');
  });

  it('follows daylight saving time', () => {
    expect(formatDateTime('2025-07-01T12:00:00Z', 'America/New_York')).toBe('2025-07-01 08:00:00');
    expect(formatDateTime('2025-01-01T12:00:00Z', 'America/New_York')).toBe('2025-01-01 07:00:00');
  });

  it('reads offsets in the input and Date objects', () => {
    expect(formatDateTime('2025-05-05T10:00:00+08:00', 'UTC')).toBe('2025-05-05 02:00:00');
    expect(formatDateTime(new Date(Date.UTC(2024, 1, 29, 23, 59, 59)), 'UTC')).toBe(
      '2024-02-29 23:59:59',
    );
  });

  it('falls back to the local zone for an unknown zone, and to "" for a bad date', () => {
    const local = formatDateTime('2025-01-02T03:04:05Z');
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(formatDateTime('2025-01-02T03:04:05Z', 'Mars/Olympus')).toBe(local);
    expect(formatDateTime('not a date', 'UTC')).toBe('');
  });
});
