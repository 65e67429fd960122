import { afterAll, describe, expect, it } from 'vitest';
import { cataloguesFor, changeLanguage, i18next, initI18n, loadTextArea } from './index.ts';

const bundles = () =>
  ['EN', 'ES', 'CN', 'AR'].filter((code) => i18next.hasResourceBundle(code, 'translation'));

afterAll(() => i18next.changeLanguage('EN'));

describe('cataloguesFor', () => {
  it('needs no English for the complete languages', () => {
    expect(cataloguesFor('ES')).toEqual(['ES']);
    expect(cataloguesFor('CN')).toEqual(['CN']);
    expect(cataloguesFor('EN')).toEqual(['EN']);
  });

  it('adds English behind any other language', () => {
    expect(cataloguesFor('TH')).toEqual(['TH', 'EN']);
    expect(cataloguesFor('AR')).toEqual(['AR', 'EN']);
  });
});

// In order: each step starts from the texts the previous one left loaded.
describe('loading texts', () => {
  it('starts in Spanish without fetching English', async () => {
    await initI18n('ES');
    expect(bundles()).toEqual(['ES']);
    expect(i18next.t('in_increase_submit')).toBe('Confirmar');
    expect(document.documentElement.lang).toBe('es');
  });

  it('loads English on switching to a language that needs it, and turns the page rtl', async () => {
    await changeLanguage('AR');
    expect(bundles()).toEqual(['EN', 'ES', 'AR']);
    // Arabic has no catalogue of its own yet: every text falls back to English.
    expect(i18next.t('in_increase_submit')).toBe('Confirm');
    expect(document.documentElement.dir).toBe('rtl');
    expect(localStorage.getItem('lang')).toBe('AR');
  });

  it('loads a complete language on switching, and remembers the previous one', async () => {
    localStorage.setItem('lang', 'AR');
    await changeLanguage('cn');
    expect(bundles()).toContain('CN');
    expect(i18next.language).toBe('CN');
    expect(i18next.t('in_increase_submit')).toBe('确定');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(document.documentElement.dir).toBe('ltr');
    expect(localStorage.getItem('hisLang')).toBe('AR');
  });

  it('starts with English behind a language that needs it', async () => {
    localStorage.clear();
    await initI18n('TH');
    expect(i18next.language).toBe('TH');
    expect(i18next.hasResourceBundle('EN', 'translation')).toBe(true);
    expect(i18next.t('in_increase_submit')).toBe('Confirm');
  });
});

describe('texts of lazily loaded screens', () => {
  it('load with their screen, in the language in use and in the next one', async () => {
    localStorage.clear();
    await initI18n('ES');
    // The account dialogs' texts are not part of the first load.
    expect(i18next.exists('auth_slider')).toBe(false);
    await loadTextArea('auth');
    expect(i18next.t('auth_slider')).not.toBe('auth_slider');
    const spanish = i18next.t('auth_slider');
    await changeLanguage('CN');
    expect(i18next.t('auth_slider')).not.toBe('auth_slider');
    expect(i18next.t('auth_slider')).not.toBe(spanish);
    // Areas nobody asked for stay unloaded.
    expect(i18next.exists('mc_menu')).toBe(false);
  });
});

describe('texts a page asks for while the site starts', () => {
  it('arrive in the starting language and are still there once the start is done', async () => {
    localStorage.clear();
    // Boot asks for the page (and its area) while the starting texts are on their way.
    const start = initI18n('CN');
    const area = loadTextArea('member');
    await Promise.all([start, area]);
    expect(i18next.language).toBe('CN');
    expect(i18next.getResource('CN', 'translation', 'mc_menu')).toBeDefined();
    expect(i18next.t('mc_menu')).toBe(i18next.getResource('CN', 'translation', 'mc_menu'));
  });

  it('are added again when the start is run again (boot retried)', async () => {
    await initI18n('ES');
    expect(i18next.getResource('ES', 'translation', 'mc_menu')).toBeDefined();
  });
});
