// @vitest-environment node
import { describe, expect, it } from 'vitest';
import cn from '../../locales/cn/play.json';
import en from '../../locales/en/play.json';
import es from '../../locales/es/play.json';

const pvpKeys = (catalogue: Record<string, string>) =>
  Object.keys(catalogue)
    .filter((key) => key.startsWith('pvp_'))
    .sort();

describe('the card rooms’ texts', () => {
  it('exist in every language the page speaks, none empty', () => {
    const keys = pvpKeys(en);
    expect(keys.length).toBeGreaterThan(100);
    expect(pvpKeys(es)).toEqual(keys);
    expect(pvpKeys(cn)).toEqual(keys);
    for (const catalogue of [en, es, cn] as Record<string, string>[]) {
      expect(keys.filter((key) => !catalogue[key]?.trim())).toEqual([]);
    }
  });

  it('keep the placeholders of the English texts', () => {
    const placeholders = (text: string) => (text.match(/{{\w+}}/g) ?? []).sort();
    for (const key of pvpKeys(en)) {
      const want = placeholders((en as Record<string, string>)[key] ?? '');
      expect([key, placeholders((es as Record<string, string>)[key] ?? '')]).toEqual([key, want]);
      expect([key, placeholders((cn as Record<string, string>)[key] ?? '')]).toEqual([key, want]);
    }
  });
});
