import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storage } from '../storage.ts';
import { findLanguage, type Language, languages } from './languages.ts';
import { LAZY_AREAS } from './lazy-areas.ts';

export { findLanguage, type Language, languages };

type Catalogue = Record<string, string>;

const FALLBACK = 'EN';

/**
 * Languages whose catalogues carry every key (locales.test.ts keeps them so): they need
 * no English fallback, which saves a visitor in those languages a download.
 */
export const COMPLETE_LANGUAGES: ReadonlySet<string> = new Set(['EN', 'ES', 'CN']);

/**
 * Catalogues live in locales/<code>/<area>.json, one file per feature area so features
 * never edit each other's files; every file of a language merges into one namespace,
 * loaded lazily: the language in use, and English only when that language is incomplete.
 */
const files = import.meta.glob<Catalogue>('../../locales/*/*.json', { import: 'default' });

export { LAZY_AREAS };

/** Lazy areas some screen asked for; `${code}:${area}` pairs already added to i18next. */
const wantedAreas = new Set<string>();
const addedAreas = new Set<string>();

const areaOf = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length);

/** One language's texts: the eager areas, or only `area` when given. */
async function loadCatalogue(code: string, area?: string): Promise<Catalogue> {
  const folder = `../../locales/${code.toLowerCase()}/`;
  const wanted = (path: string) => (area ? areaOf(path) === area : !LAZY_AREAS.has(areaOf(path)));
  const parts = await Promise.all(
    Object.entries(files)
      .filter(([path]) => path.startsWith(folder) && wanted(path))
      .map(([, load]) => load()),
  );
  return Object.assign({}, ...parts);
}

/**
 * The language the site starts in, known as soon as its texts begin to load: a page's
 * lazy area asked for during boot (issue 20: first paint) downloads in that language.
 */
let startingLanguage: string | undefined;
/**
 * Settles once the starting texts are in i18next. Its init replaces the store, so an
 * area that arrives earlier waits for it before it is added.
 */
let started: Promise<unknown> = Promise.resolve();

/** Adds an area's texts to each of `codes` that lacks them. */
async function addAreaTexts(codes: string[], area: string, afterStart = true) {
  const todo = codes.filter((code) => !addedAreas.has(`${code}:${area}`));
  await Promise.all(
    todo.map(async (code) => {
      const texts = await loadCatalogue(code, area);
      if (afterStart) await started;
      i18next.addResourceBundle(code, 'translation', texts, true);
      addedAreas.add(`${code}:${area}`);
    }),
  );
}

/** Adds a lazy area's texts (see LAZY_AREAS) in the languages now in use; idempotent. */
export async function loadTextArea(area: string): Promise<void> {
  wantedAreas.add(area);
  await addAreaTexts(cataloguesFor(i18next.language ?? startingLanguage ?? FALLBACK), area);
}

/** The catalogues a language needs: its own, then English when it has gaps. */
export function cataloguesFor(code: string): string[] {
  return COMPLETE_LANGUAGES.has(code) || code === FALLBACK ? [code] : [code, FALLBACK];
}

/** Loads the catalogues of `codes` in parallel, keyed by language. */
async function loadCatalogues(codes: string[]): Promise<Record<string, Catalogue>> {
  const loaded = await Promise.all(codes.map((code) => loadCatalogue(code)));
  return Object.fromEntries(codes.map((code, i) => [code, loaded[i] as Catalogue]));
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

export function initI18n(brandDefault: string) {
  const lang = initialLanguage(brandDefault);
  startingLanguage = lang.code;
  const run = (async () => {
    // Always loads: a second init (boot retried after a network error) replaces the
    // store, so the areas added before are added again.
    const catalogues = await loadCatalogues(cataloguesFor(lang.code));
    await i18next.use(initReactI18next).init({
      lng: lang.code,
      fallbackLng: FALLBACK,
      resources: Object.fromEntries(
        Object.entries(catalogues).map(([code, translation]) => [code, { translation }]),
      ),
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    addedAreas.clear();
    await Promise.all(
      [...wantedAreas].map((area) => addAreaTexts(cataloguesFor(lang.code), area, false)),
    );
    applyToDocument(lang);
    return i18next;
  })();
  started = run.catch(() => undefined);
  return run;
}

/** Product §4 "Language change": store lang and hisLang, load texts, flip direction. */
export async function changeLanguage(code: string) {
  const lang = findLanguage(code);
  if (!lang) return;
  // English too when the new language has gaps and it was not needed so far.
  const missing = cataloguesFor(lang.code).filter(
    (bundle) => !i18next.hasResourceBundle(bundle, 'translation'),
  );
  const catalogues = await loadCatalogues(missing);
  for (const [bundle, translation] of Object.entries(catalogues)) {
    i18next.addResourceBundle(bundle, 'translation', translation, true, false);
  }
  // Texts of lazy screens opened before must exist in the new language before it shows.
  await Promise.all([...wantedAreas].map((area) => addAreaTexts(cataloguesFor(lang.code), area)));
  const previous = storage.local.get('lang');
  if (previous) storage.local.set('hisLang', previous);
  storage.local.set('lang', lang.code);
  await i18next.changeLanguage(lang.code);
  applyToDocument(lang);
}

export { i18next };
