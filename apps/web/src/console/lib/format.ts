import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format-date.ts';
import { CONSOLE_LANGUAGES, type ConsoleLang } from './console-i18n.ts';

interface Formats {
  money: Intl.NumberFormat;
  count: Intl.NumberFormat;
  compact: Intl.NumberFormat;
}

const byLocale = new Map<string, Formats>();

function formatsOf(locale: string): Formats {
  let formats = byLocale.get(locale);
  if (!formats) {
    formats = {
      money: new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      count: new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }),
      compact: new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }),
    };
    byLocale.set(locale, formats);
  }
  return formats;
}

/** The locale of the console's language (EN, ES, CN), for numbers written its way. */
export const localeOf = (lang: string) => CONSOLE_LANGUAGES[lang as ConsoleLang] ?? 'en';

/**
 * Numbers and times as staff read them: money with two decimals and the grouping of the
 * console's language, counts, short axis figures, and instants as yyyy-MM-dd HH:mm:ss.
 */
export function useFormat() {
  const { i18n } = useTranslation();
  const f = formatsOf(localeOf(i18n.language));
  return {
    money: (n: number) => f.money.format(n),
    count: (n: number) => f.count.format(n),
    compact: (n: number) => f.compact.format(n),
    dateTime: (iso: string | null | undefined) => (iso ? formatDateTime(iso) : '—'),
  };
}

export type Format = ReturnType<typeof useFormat>;
