// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { COMPLETE_LANGUAGES } from './index.ts';

type Catalogue = Record<string, string>;

const files = import.meta.glob<Catalogue>('../../locales/*/*.json', {
  import: 'default',
  eager: true,
});

/** locales/<lang>/<area>.json → { lang: { area: catalogue } } */
const byLanguage: Record<string, Record<string, Catalogue>> = {};
for (const [path, catalogue] of Object.entries(files)) {
  const [lang, file] = path.split('/').slice(-2) as [string, string];
  byLanguage[lang.toUpperCase()] ??= {};
  (byLanguage[lang.toUpperCase()] as Record<string, Catalogue>)[file] = catalogue;
}

const keysOf = (areas: Record<string, Catalogue>) =>
  Object.values(areas).flatMap((catalogue) => Object.keys(catalogue));

describe('catalogues', () => {
  // These languages load without the English fallback: a gap would show a raw key.
  it.each([...COMPLETE_LANGUAGES])('%s has every English key, none empty', (code) => {
    const areas = byLanguage[code] ?? {};
    const english = byLanguage.EN ?? {};
    expect(Object.keys(areas).sort()).toEqual(Object.keys(english).sort());
    for (const [file, catalogue] of Object.entries(english)) {
      expect(Object.keys(areas[file] ?? {}).sort(), `${code} ${file}`).toEqual(
        Object.keys(catalogue).sort(),
      );
    }
    for (const catalogue of Object.values(areas)) {
      expect(Object.entries(catalogue).filter(([, text]) => text.trim() === '')).toEqual([]);
    }
  });

  it.each(Object.keys(byLanguage))('%s defines each key in one area file only', (code) => {
    const keys = keysOf(byLanguage[code] ?? {});
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });
});
