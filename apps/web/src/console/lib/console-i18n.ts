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

/**
 * The UI kit's own keys (Pagination, Dialog) read from the console's texts: the console
 * does not load the site's catalogues, and a key lives in one area file only.
 */
const KIT_KEYS: Record<string, string> = {
  in_close: 'cs_kit_close',
  in_pagination: 'cs_kit_pagination',
  in_first_page: 'cs_kit_first_page',
  in_prev_page: 'cs_kit_prev_page',
  in_next_page: 'cs_kit_next_page',
  in_last_page: 'cs_kit_last_page',
  in_page_n: 'cs_kit_page_n',
};

export function withKitKeys(catalogue: Catalogue): Catalogue {
  const kit: Catalogue = {};
  for (const [key, own] of Object.entries(KIT_KEYS)) {
    const text = catalogue[own];
    if (text !== undefined) kit[key] = text;
  }
  return { ...catalogue, ...kit };
}

async function catalogueOf(lang: ConsoleLang) {
  const load = catalogues[`../../locales/${lang.toLowerCase()}/console.json`];
  return withKitKeys(load ? await load() : {});
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
