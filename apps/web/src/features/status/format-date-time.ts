/**
 * DESIGN.md "Time": instants are shown in the brand's time zone as yyyy-MM-dd HH:mm:ss.
 * Returns null for a value that is not a date, so callers can leave the line out.
 */
export function formatDateTime(value: string | Date, timeZone?: string): string | null {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = dateParts(date, timeZone);
  } catch {
    // An unknown zone name from the brand config: the device's zone beats no date at all.
    parts = dateParts(date, undefined);
  }
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '00';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}:${get('second')}`;
}

function dateParts(date: Date, timeZone: string | undefined) {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
}
