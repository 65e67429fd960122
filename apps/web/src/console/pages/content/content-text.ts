import { dateParts } from '../../../lib/format-date.ts';

/*
 * What the content forms share: the languages staff translate into beside the English text
 * (the brand's content languages), and the window's times as a datetime-local field holds
 * them. Times are the browser's wall clock, the clock the console shows every time in.
 */

export const CONTENT_QUERY = ['console', 'content'] as const;

/** Languages the forms offer beside the English text the row itself holds. */
/** What a notice's or banner's switch says: shown on the site, or hidden. */
export const SHOWN_WORDS = ['cs_ct_shown', 'cs_ct_hidden'] as const;

export const EXTRA_LANGUAGES = ['ES', 'CN'] as const;
export type ExtraLanguage = (typeof EXTRA_LANGUAGES)[number];

export interface Texts {
  title: string;
  content: string;
}
export type TranslationValues = Record<ExtraLanguage, Texts>;

const EMPTY: Texts = { title: '', content: '' };

/** The form's fields from what a row has (a language it lacks is empty). */
export function translationValues(
  stored: Record<string, Partial<Texts>> | undefined,
): TranslationValues {
  const of = (lang: ExtraLanguage) => ({
    title: stored?.[lang]?.title ?? '',
    content: stored?.[lang]?.content ?? '',
  });
  return { ES: of('ES'), CN: of('CN') };
}

export const noTranslations = (): TranslationValues => ({ ES: { ...EMPTY }, CN: { ...EMPTY } });

const filled = (texts: Texts, withContent: boolean) =>
  texts.title.trim() !== '' || (withContent && texts.content.trim() !== '');
const complete = (texts: Texts, withContent: boolean) =>
  texts.title.trim() !== '' && (!withContent || texts.content.trim() !== '');

/** A language with a title but no content (or the other way): the server takes both or none. */
export const halfTranslated = (values: TranslationValues, withContent: boolean) =>
  EXTRA_LANGUAGES.filter(
    (l) => filled(values[l], withContent) && !complete(values[l], withContent),
  );

const textsOf = (texts: Texts): Texts => ({
  title: texts.title.trim(),
  content: texts.content.trim(),
});
const titleOf = (texts: Texts) => ({ title: texts.title.trim() });

function collect<T>(values: TranslationValues, withContent: boolean, make: (t: Texts) => T) {
  const out: Record<string, T> = {};
  for (const lang of EXTRA_LANGUAGES) {
    if (complete(values[lang], withContent)) out[lang] = make(values[lang]);
  }
  return out;
}

function changes<T>(values: TranslationValues, withContent: boolean, make: (t: Texts) => T) {
  const out: Record<string, T | null> = {};
  for (const lang of EXTRA_LANGUAGES) {
    out[lang] = complete(values[lang], withContent) ? make(values[lang]) : null;
  }
  return out;
}

/** The translations of a new notice or article: the languages filled in. */
export const newTranslations = (values: TranslationValues) => collect(values, true, textsOf);
/** The translated titles of a new banner. */
export const newTitles = (values: TranslationValues) => collect(values, false, titleOf);
/** The translations of a change: a language filled in replaces it, an emptied one removes it. */
export const translationChanges = (values: TranslationValues) => changes(values, true, textsOf);
export const titleChanges = (values: TranslationValues) => changes(values, false, titleOf);

/** An instant as a datetime-local field shows it ('' for none). */
export function localInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const p = dateParts(new Date(iso));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** What a datetime-local field holds as an instant (ISO), null when empty or unreadable. */
export function instantOf(local: string): string | null {
  if (!local) return null;
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}
