// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { languages } from '../../../lib/i18n/languages.ts';
import { flagUrl } from './flags.ts';

describe('flagUrl', () => {
  it('has a flag image for every interface language', () => {
    const missing = languages.filter((l) => !flagUrl(l.flag)).map((l) => l.code);
    expect(missing).toEqual([]);
    expect(flagUrl('es')).toMatch(/es\.svg/);
  });
});
