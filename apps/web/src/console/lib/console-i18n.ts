import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storage } from '../../lib/storage.ts';

type Catalogue = Record<string, string>;

/** The console's languages (issue 19: EN, ES, CN) and the lang attribute of each. */
export const CONSOLE_LANGUAGES = { EN: 'en', ES: 'es', CN: 'zh-CN' } as const;
export type ConsoleLang = keyof typeof CONSOLE_LANGUAGES;

const KEY = 'consoleLang';

/**
 * The console loads only its own texts (locales/<lang>/console.json, a lazy area: the
 * site never loads it), the language in use only.
 */
const catalogues = import.meta.glob<Catalogue>('../../locales/*/console.json', {
  import: 'default',
});

/** The language chosen before, else the browser's when the console has it, else English. */
export function initialLanguage(): ConsoleLang {
  const saved = storage.local.get(KEY);
  if (saved && saved in CONSOLE_LANGUAGES) return saved as ConsoleLang;
  const browser = (navigator.language || 'en').toLowerCase();
  if (browser.startsWith('es')) return 'ES';
  if (browser.startsWith('zh')) return 'CN';
  return 'EN';
}

async function catalogueOf(lang: ConsoleLang) {
  const load = catalogues[`../../locales/${lang.toLowerCase()}/console.json`];
  return load ? load() : {};
}

export async function initConsoleI18n(lang: ConsoleLang) {
  await i18next.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation: await catalogueOf(lang) } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = CONSOLE_LANGUAGES[lang];
  return i18next;
}

/** Switches the language (its texts fetched first) and keeps the choice. */
export async function switchLanguage(lang: ConsoleLang) {
  if (!i18next.hasResourceBundle(lang, 'translation')) {
    i18next.addResourceBundle(lang, 'translation', await catalogueOf(lang));
  }
  storage.local.set(KEY, lang);
  document.documentElement.lang = CONSOLE_LANGUAGES[lang];
  await i18next.changeLanguage(lang);
}
