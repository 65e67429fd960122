import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date-time.ts';

describe('formatDateTime', () => {
  it('formats in the given zone as yyyy-MM-dd HH:mm:ss', () => {
    expect(formatDateTime('2025-03-04T05:06:07Z', 'UTC')).toBe('2025-03-04 05:06:07');
    expect(formatDateTime('2025-03-04T23:06:07Z', 'America/Bogota')).toBe('2025-03-04 18:06:07');
  });

  it('uses 00 for midnight, not 24', () => {
    expect(formatDateTime('2025-01-01T00:00:00Z', 'UTC')).toBe('2025-01-01 00:00:00');
  });

  it('returns null for something that is not a date', () => {
    expect(formatDateTime('soon', 'UTC')).toBeNull();
  });

  it('falls back to the device zone for an unknown zone name', () => {
    expect(formatDateTime('2025-03-04T05:06:07Z', 'Mars/Olympus')).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
    );
  });
});
