/**
 * Brand content in the visitor's language (issue 20). A row keeps its text as first
 * written in its own columns and other languages in `translations`; a field comes from
 * the first language of the order that has it, else from the row's own columns — field
 * by field, so a notice translated in its title only still shows its content.
 */

/** What a site config says about content languages (SiteConfig). */
interface ContentLanguages {
  defaultLang: string;
  contentFallback: string[];
}

/** The languages to try, in order: the one asked for, then the brand's fallback order. */
export function contentOrder(site: ContentLanguages, asked: string | undefined): string[] {
  const fallback = site.contentFallback.length > 0 ? site.contentFallback : [site.defaultLang];
  const order = [asked, ...fallback].filter((l): l is string => !!l).map((l) => l.toUpperCase());
  return [...new Set(order)];
}

export function localized<T extends Record<string, string>>(
  own: T,
  translations: Record<string, Partial<T>> | null | undefined,
  order: readonly string[],
): T {
  if (!translations) return own;
  const out = { ...own };
  for (const field of Object.keys(own) as (keyof T)[]) {
    for (const lang of order) {
      const text = translations[lang]?.[field];
      if (typeof text === 'string' && text.trim() !== '') {
        out[field] = text as T[keyof T];
        break;
      }
    }
  }
  return out;
}
