/**
 * Translations of a content row as the console changes them. The row's own fields are its
 * English text, and EN in `translations` always repeats them: the site tries the visitor's
 * language first (lib/localized.ts), so a stale EN entry would win over fresh own fields.
 */

type Texts<T> = Record<string, Partial<T>>;

/**
 * `current` with `changes` applied (a language given replaces its text, null removes it,
 * others stay) and EN set to the row's own text.
 */
export function mergeTranslations<T extends Record<string, string>>(
  current: Texts<T>,
  changes: Record<string, T | null> | undefined,
  own: T,
): Texts<T> {
  const next: Texts<T> = { ...current };
  for (const [lang, value] of Object.entries(changes ?? {})) {
    if (value === null) delete next[lang];
    else next[lang] = value;
  }
  next.EN = own;
  return next;
}

/** The translations of a new row: those given, and EN from its own text. */
export const newTranslations = <T extends Record<string, string>>(
  given: Record<string, T>,
  own: T,
): Texts<T> => ({ ...given, EN: own });

/** Translations on the wire: every field of each language, '' where it has none (a partial one). */
export function wireTranslations<K extends string>(
  stored: Record<string, Partial<Record<K, string>>>,
  fields: readonly K[],
): Record<string, Record<K, string>> {
  const out: Record<string, Record<K, string>> = {};
  for (const [lang, texts] of Object.entries(stored)) {
    const picked = {} as Record<K, string>;
    for (const field of fields) picked[field] = texts[field] ?? '';
    out[lang] = picked;
  }
  return out;
}
