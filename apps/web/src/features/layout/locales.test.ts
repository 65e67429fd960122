// @vitest-environment node
import { describe, expect, it } from 'vitest';
import cn from '../../locales/cn/layout.json';
import en from '../../locales/en/layout.json';
import es from '../../locales/es/layout.json';
import { categoryInfo } from '../system/index.ts';

describe('layout catalogues', () => {
  it('give every language the same keys, none empty', () => {
    const keys = Object.keys(en).sort();
    expect(Object.keys(es).sort()).toEqual(keys);
    expect(Object.keys(cn).sort()).toEqual(keys);
    for (const catalogue of [en, es, cn]) {
      expect(Object.values(catalogue).filter((v) => v.trim() === '')).toEqual([]);
    }
  });

  it('name every game category', () => {
    for (const { labelKey } of Object.values(categoryInfo)) expect(en).toHaveProperty(labelKey);
  });
});
