/*
 * docs/architecture.md "Time": ISO 8601 on the wire, shown in the brand's time zone as
 * yyyy-MM-dd HH:mm:ss — the same for every visitor wherever their computer is set,
 * so a notice or a bet reads the same time as on the operator's back office.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      // h23, not hour12: false, which some engines render as "24" at midnight.
      hourCycle: 'h23',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

export type DateParts = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;

/**
 * The calendar and clock fields of `date` in `timeZone`, zero-padded ("2025", "03", "01",
 * "18", "05", "09"). An unknown zone falls back to the visitor's own.
 */
export function dateParts(date: Date, timeZone?: string): DateParts {
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = formatterFor(timeZone || undefined);
  } catch {
    formatter = formatterFor(undefined);
  }
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of formatter.formatToParts(date)) part[type] = value;
  return {
    year: (part.year ?? '').padStart(4, '0'),
    month: part.month ?? '',
    day: part.day ?? '',
    hour: part.hour ?? '',
    minute: part.minute ?? '',
    second: part.second ?? '',
  };
}

/**
 * "2025-03-01 18:05:09" in `timeZone` (an IANA name such as "America/Mexico_City").
 * Without a zone, or with one the browser does not know, the visitor's own zone is
 * used; an unreadable date gives "".
 */
export function formatDateTime(iso: string | Date, timeZone?: string): string {
  const date = iso instanceof Date ? iso : new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const p = dateParts(date, timeZone);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}
