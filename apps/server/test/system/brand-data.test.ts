import {
  getCountries,
  getCustomerService,
  getDomainRoute,
  getRegisterSettings,
  getResources,
  getSiteConfig,
  getWhitelabel,
  type ModuleNode,
} from '@gamehall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSetting } from '../../src/settings/repo.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { callValue } from './calls.ts';

const specSwitches = [
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'USERNAMEREG3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  'MOBILEVERCODELOGIN3',
  'CHNGPASSVERIF3',
  'DIRECTREG3',
];
const specLanguages =
  'CN EN JA TH VI MY ES HI ID KM KO MS PT TA TW TL UR TR BN AR FA RU KK UZ LO NE FR TE SW'.split(
    ' ',
  );

function flatten(nodes: ModuleNode[]): ModuleNode[] {
  return nodes.flatMap((n) => [n, ...flatten(n.childrenNodes)]);
}

describe('brand settings calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('site config carries the brand, every product language and the time zone', async () => {
    const site = await callValue(t.app, getSiteConfig);
    expect(site.brandName).toBe('Gamehall');
    expect(site.defaultLang).toBe('ES');
    expect(site.supportLanguages).toEqual(expect.arrayContaining(specLanguages));
    expect(site.supportLanguages).toContain(site.defaultLang);
    expect(() => new Intl.DateTimeFormat('en', { timeZone: site.timeZone })).not.toThrow();
    for (const img of [...site.footer.payments, ...site.footer.licences]) {
      expect(img.imageUrl).toMatch(/^\/media\/(payment|licence)\/[a-z0-9-]+\.svg$/);
    }
  });

  it('whitelabel tree switches on every feature of product §5, nested under parents', async () => {
    const tree = await callValue(t.app, getWhitelabel, { merchantCode: 'GAMEHALL' });
    const all = flatten(tree);
    const on = new Set(all.filter((n) => n.enabled === '1').map((n) => n.modId));
    for (const id of specSwitches) expect(on).toContain(id);
    expect(tree.every((n) => n.childrenNodes.length > 0)).toBe(true);
    expect(new Set(all.map((n) => n.modId)).size).toBe(all.length);
  });

  it('registration rules compile and differ between username and mobile sign-up', async () => {
    const byType = {
      register: await callValue(t.app, getRegisterSettings, { type: 'register' }),
      registerMobile: await callValue(t.app, getRegisterSettings, { type: 'registerMobile' }),
    };
    for (const { rules } of Object.values(byType)) {
      expect(new Set(rules.map((r) => r.field)).size).toBe(rules.length);
      for (const r of rules) {
        expect(r.minLength).toBeLessThanOrEqual(r.maxLength);
        const source = r.acceptedPattern === '*' ? '.*' : r.acceptedPattern;
        expect(() => new RegExp(source)).not.toThrow();
      }
    }
    const field = (type: keyof typeof byType, name: string) =>
      byType[type].rules.find((r) => r.field === name);
    expect(field('register', 'username')).toMatchObject({ enabled: true, required: true });
    expect(field('registerMobile', 'mobileNum')).toMatchObject({ enabled: true, required: true });
    expect(field('registerMobile', 'username')?.enabled).toBe(false);
    const username = new RegExp(field('register', 'username')?.acceptedPattern ?? '');
    expect(username.test('player01')).toBe(true);
    expect(username.test('01player')).toBe(false);
    const any = byType.register.rules.some((r) => r.acceptedPattern === '*');
    expect(any).toBe(true);
  });

  it('domain routes come with speed reset to 0', async () => {
    const { list } = await callValue(t.app, getDomainRoute);
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((d) => d.speed === 0)).toBe(true);
  });

  it('resources cover iOS, the iOS lite profile and Android', async () => {
    const resources = await callValue(t.app, getResources);
    expect(resources.map((r) => r.resourceType).sort()).toEqual(['ANDROID', 'IOS', 'MOBILECONFIG']);
  });

  it('customer service lists both lines and the path list with the popup (type 3)', async () => {
    const cs = await callValue(t.app, getCustomerService);
    expect(cs.entries.map((e) => e.csType).sort()).toEqual(['LIVECHAT', 'VIP']);
    expect(cs.version.pathList.some((p) => p.type === '3')).toBe(true);
  });

  it('countries carry dialing codes: the brand’s own, its home country first', async () => {
    const countries = await callValue(t.app, getCountries);
    expect(countries).toEqual([
      { countryCode: 'MX', countryDialingCode: '+52', name: 'Mexico' },
      { countryCode: 'US', countryDialingCode: '+1', name: 'United States' },
    ]);
  });

  it('serves an operator change from the database, not the file', async () => {
    const before = await callValue(t.app, getSiteConfig);
    await writeSetting(t.database.db, 'site', { ...before, brandName: 'Operator Brand' });
    t.app.settings.invalidate();
    expect((await callValue(t.app, getSiteConfig)).brandName).toBe('Operator Brand');
  });
});
