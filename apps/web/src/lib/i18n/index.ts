import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storage } from '../storage.ts';
import { findLanguage, type Language, languages } from './languages.ts';

export { findLanguage, type Language, languages };

type Catalogue = Record<string, string>;

/**
 * Catalogues live in locales/<code>/<area>.json, one file per feature area so features
 * never edit each other's files; every file of a language merges into one namespace,
 * loaded lazily (only the language in use and English, the fallback, are fetched).
 */
const files = import.meta.glob<Catalogue>('../../locales/*/*.json', { import: 'default' });

async function loadCatalogue(code: string): Promise<Catalogue> {
  const folder = `../../locales/${code.toLowerCase()}/`;
  const parts = await Promise.all(
    Object.entries(files)
      .filter(([path]) => path.startsWith(folder))
      .map(([, load]) => load()),
  );
  return Object.assign({}, ...parts);
}

function applyToDocument(lang: Language) {
  document.documentElement.lang = lang.htmlLang;
  document.documentElement.dir = lang.dir;
}

/** The language to start in: what the visitor chose before, else the brand default. */
export function initialLanguage(brandDefault: string): Language {
  return (
    findLanguage(storage.local.get('lang')) ??
    findLanguage(brandDefault) ??
    (languages[0] as Language)
  );
}

export async function initI18n(brandDefault: string) {
  const lang = initialLanguage(brandDefault);
  const [current, english] = await Promise.all([loadCatalogue(lang.code), loadCatalogue('EN')]);
  await i18next.use(initReactI18next).init({
    lng: lang.code,
    fallbackLng: 'EN',
    resources: { EN: { translation: english }, [lang.code]: { translation: current } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  applyToDocument(lang);
  return i18next;
}

/** Spec §4 "Language change": store lang and hisLang, load texts, flip direction. */
export async function changeLanguage(code: string) {
  const lang = findLanguage(code);
  if (!lang) return;
  if (!i18next.hasResourceBundle(lang.code, 'translation')) {
    i18next.addResourceBundle(lang.code, 'translation', await loadCatalogue(lang.code));
  }
  const previous = storage.local.get('lang');
  if (previous) storage.local.set('hisLang', previous);
  storage.local.set('lang', lang.code);
  await i18next.changeLanguage(lang.code);
  applyToDocument(lang);
}

export { i18next };
