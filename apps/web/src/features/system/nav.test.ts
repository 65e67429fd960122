// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { menu as serverMenu, vendor } from '../layout/test-utils.tsx';
import { allVendors, buildNav, categoryIcon } from './nav.ts';

const menu = (gameCategory: string, ...codes: string[]) =>
  serverMenu(gameCategory, ...codes.map((c) => vendor(c)));

describe('buildNav', () => {
  it('keeps server order and drops empty or unknown categories', () => {
    const nav = buildNav([
      menu('RNG', 'PG', 'JILI'),
      menu('CRASH', 'AVIATOR'),
      menu('FISH'),
      menu('LIVE', 'EVO'),
    ]);
    expect(nav.map((c) => c.code)).toEqual(['RNG', 'LIVE']);
    expect(nav[0]).toMatchObject({ labelKey: 'hd_slots', href: '/rng', lobby: true });
  });

  it('splits the brand e-sports vendors out of SPORTS, right after it', () => {
    const nav = buildNav([menu('SPORTS', 'SABA', 'TFG', 'IA'), menu('LIVE', 'EVO')], ['TFG', 'ia']);
    expect(nav.map((c) => [c.code, c.vendors.map((v) => v.vassalage)])).toEqual([
      ['SPORTS', ['SABA']],
      ['ESPORTS', ['TFG', 'IA']],
      ['LIVE', ['EVO']],
    ]);
    expect(nav[1]).toMatchObject({ labelKey: 'hd_esports', href: '/esports', lobby: false });
  });

  it('merges split e-sports into an ESPORTS category the server sent, and drops an emptied SPORTS', () => {
    const nav = buildNav([menu('ESPORTS', 'PINK'), menu('SPORTS', 'TFG')], ['TFG']);
    expect(nav.map((c) => [c.code, c.vendors.length])).toEqual([['ESPORTS', 2]]);
  });

  it('routes both lottery kinds to /elott', () => {
    const nav = buildNav([menu('LOTT', 'SEA'), menu('ELOTT', 'GH')]);
    expect(nav.map((c) => [c.labelKey, c.href])).toEqual([
      ['hd_lottery', '/elott'],
      ['hd_elott', '/elott'],
    ]);
  });
});

describe('categoryIcon', () => {
  it('asks for the active or inactive artwork of the server path', () => {
    const [sports, esports] = buildNav([menu('SPORTS', 'SABA', 'TFG')], ['TFG']);
    expect(sports && categoryIcon(sports, true)).toBe('/media/category/SPORTS.svg?state=active');
    expect(esports && categoryIcon(esports, false)).toBe(
      '/media/category/ESPORTS.svg?state=inactive',
    );
  });
});

describe('allVendors', () => {
  it('lists every vendor once', () => {
    const all = allVendors([menu('RNG', 'PG', 'JILI'), menu('FISH', 'JILI'), menu('X', 'Y')]);
    expect(all.map((v) => v.vassalage)).toEqual(['PG', 'JILI', 'Y']);
  });
});
