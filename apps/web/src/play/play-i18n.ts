import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { PLAY_LANGUAGES, type PlayLang } from './launch-params.ts';

type Catalogue = Record<string, string>;

/**
 * The game page loads only its own texts (locales/<lang>/play.json, a lazy area: the site
 * never loads it, and this page never loads the site's). EN, ES and CN are complete, so
 * the language in use is the only catalogue fetched.
 */
const catalogues = import.meta.glob<Catalogue>('../locales/*/play.json', { import: 'default' });

export async function initPlayI18n(lang: PlayLang) {
  const load = catalogues[`../locales/${lang.toLowerCase()}/play.json`];
  const translation = load ? await load() : {};
  await i18next.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = PLAY_LANGUAGES[lang];
  document.documentElement.dir = 'ltr';
  return i18next;
}
