import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

type Catalogue = Record<string, string>;

/**
 * Tests read the English texts the way a person would see them, so every EN catalogue
 * (all areas, merged like the app does) is imported eagerly and i18next starts
 * synchronously: no test has to wait for texts to load.
 */
const english = import.meta.glob<Catalogue>('../locales/en/*.json', {
  import: 'default',
  eager: true,
});

export const testCatalogue: Catalogue = Object.assign({}, ...Object.values(english));

if (!i18next.isInitialized) {
  void i18next.use(initReactI18next).init({
    lng: 'EN',
    fallbackLng: 'EN',
    resources: { EN: { translation: testCatalogue } },
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
}

export { i18next as testI18n };
