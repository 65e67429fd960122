import {
  type CallDef,
  getAnnouncements,
  getHelpCenter,
  opsChangeBanner,
  opsChangeHelpArticle,
  opsChangeNotice,
  opsCreateBanner,
  opsCreateHelpArticle,
  opsDeleteHelpArticle,
  opsListBanners,
  opsListHelp,
  opsListNotices,
  opsPublishNotice,
} from '@gamehall/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcements, operatorAudit } from '../../src/db/schema/index.ts';
import { okValue } from '../helpers/accounts.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { asStaff, staffMember } from '../helpers/staff.ts';
import { callValue, expectError } from '../system/calls.ts';

describe('the console’s content page (issue 19)', () => {
  let t: TestApp;
  let content: string;
  beforeAll(async () => {
    t = await buildTestApp();
    content = (await staffMember(t, 'content')).token;
  });
  afterAll(() => t?.close());

  const send = <C extends CallDef>(def: C, body?: unknown, query?: Record<string, string>) =>
    asStaff(t, content, def, body, query);
  const value = async <C extends CallDef>(def: C, body?: unknown, query?: Record<string, string>) =>
    okValue(def, await send(def, body, query));
  /** The audit row of the last call to `path`. */
  const lastAudit = async (path: string) => {
    const [row] = await t.database.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.action, `POST ${path}`))
      .orderBy(desc(operatorAudit.id))
      .limit(1);
    return row;
  };
  const popups = (language: string) =>
    callValue(t.app, getAnnouncements, { types: 'PU', language }).then((v) => v.popup);

  const publishPopup = async (title: string) =>
    (
      await value(opsPublishNotice, {
        type: 'PU',
        text: { title, content: '<p>Read me</p>' },
        translations: { CN: { title: `${title} CN`, content: '<p>读我</p>' } },
        startsAt: new Date(Date.now() - 60_000).toISOString(),
      })
    ).id;

  it('lists a published notice with its translations, switch and window', async () => {
    const id = await publishPopup('Console popup');
    const page = await value(opsListNotices, undefined, { type: 'PU', pageSize: '100' });
    const notice = page.list.find((n) => n.id === id);
    expect(notice).toMatchObject({
      type: 'PU',
      title: 'Console popup',
      active: true,
      endsAt: null,
      translations: { CN: { title: 'Console popup CN', content: '<p>读我</p>' } },
    });
    expect(notice?.startsAt).not.toBeNull();
    expect(page.list.every((n) => n.type === 'PU')).toBe(true);
    const all = await value(opsListNotices, undefined, { pageSize: '5', pageNo: '2' });
    expect(all).toMatchObject({ pageNo: 2 });
    expect(all.list.length).toBeLessThanOrEqual(5);
    expect(all.total).toBeGreaterThan(page.total);
  });

  it('an edit shows on the site in each language, and the audit keeps before and after', async () => {
    const id = await publishPopup('Before edit');
    const after = await value(opsChangeNotice, {
      id,
      text: { title: 'After edit', content: '<p>New text</p>' },
      translations: { ES: { title: 'Después', content: '<p>Texto nuevo</p>' }, CN: null },
    });
    expect(after).toMatchObject({ title: 'After edit', active: true });
    expect(Object.keys(after.translations).sort()).toEqual(['EN', 'ES']);
    expect((await popups('EN')).find((n) => n.id === id)).toMatchObject({
      title: 'After edit',
      content: '<p>New text</p>',
    });
    expect((await popups('ES')).find((n) => n.id === id)?.title).toBe('Después');
    // CN was removed: the brand's fallback order (ES first) answers instead.
    expect((await popups('CN')).find((n) => n.id === id)?.title).toBe('Después');
    const audit = await lastAudit(opsChangeNotice.path);
    expect(audit).toMatchObject({
      outcome: 'ok',
      before: expect.objectContaining({ id, title: 'Before edit' }),
      after: expect.objectContaining({ id, title: 'After edit' }),
    });
  });

  it('switching a notice off or ending its window hides it from the site', async () => {
    const off = await publishPopup('Switch me off');
    const ended = await publishPopup('End my window');
    expect((await popups('EN')).map((n) => n.id)).toEqual(expect.arrayContaining([off, ended]));
    expect((await value(opsChangeNotice, { id: off, active: false })).active).toBe(false);
    await value(opsChangeNotice, { id: ended, endsAt: new Date(Date.now() - 1000).toISOString() });
    const shown = (await popups('EN')).map((n) => n.id);
    expect(shown).not.toContain(off);
    expect(shown).not.toContain(ended);
    // Still in the console, to switch on again.
    await value(opsChangeNotice, { id: off, active: true });
    expect((await popups('EN')).map((n) => n.id)).toContain(off);
  });

  it('bad notice changes are 400 or 404 and change nothing', async () => {
    const id = await publishPopup('Keep me');
    const [before] = await t.database.db
      .select()
      .from(announcements)
      .where(eq(announcements.id, id));
    const bad = [
      { id, title: 'not a field' },
      { id, text: { title: '', content: 'x' } },
      { id, text: { title: 'x'.repeat(201), content: 'x' } },
      { id, translations: { es: { title: 'lower-case language', content: 'x' } } },
      { id, startsAt: 'tomorrow' },
      {
        id,
        startsAt: new Date(Date.now() + 60_000).toISOString(),
        endsAt: new Date(Date.now()).toISOString(),
      },
    ];
    for (const body of bad) {
      await expectError(await send(opsChangeNotice, body), 400, 'VALIDATION_FAILED');
    }
    await expectError(
      await send(opsChangeNotice, { id: 999_999, active: false }),
      404,
      'NOT_FOUND',
    );
    const [after] = await t.database.db
      .select()
      .from(announcements)
      .where(eq(announcements.id, id));
    expect(after).toEqual(before);
  });

  it('a banner made and changed in the console shows on the site’s banner call', async () => {
    const made = await value(opsCreateBanner, {
      group: 'w_index',
      title: 'Console banner',
      translations: { ES: { title: 'Banner de consola' } },
      imageUrl: '/media/banner/console.svg',
      url: '/promotions',
      sort: 9,
    });
    expect(made).toMatchObject({ active: true, sort: 9, url: '/promotions' });
    expect(await lastAudit(opsCreateBanner.path)).toMatchObject({
      before: null,
      after: expect.objectContaining({ id: made.id, title: 'Console banner' }),
    });
    const siteBanners = async (language: string) =>
      (await callValue(t.app, getAnnouncements, { types: 'B', language })).banners;
    expect((await siteBanners('ES')).find((b) => b.id === made.id)).toMatchObject({
      title: 'Banner de consola',
      imageUrl: '/media/banner/console.svg',
      url: '/promotions',
    });
    const changed = await value(opsChangeBanner, {
      id: made.id,
      title: 'Renamed banner',
      url: 'https://example.com/offer',
    });
    expect(changed).toMatchObject({ title: 'Renamed banner', url: 'https://example.com/offer' });
    expect((await siteBanners('EN')).find((b) => b.id === made.id)?.title).toBe('Renamed banner');
    expect((await lastAudit(opsChangeBanner.path))?.before).toMatchObject({
      title: 'Console banner',
    });
    await value(opsChangeBanner, { id: made.id, active: false });
    expect((await siteBanners('EN')).map((b) => b.id)).not.toContain(made.id);
    const listed = await value(opsListBanners, undefined, { group: 'w_index' });
    expect(listed.list.every((b) => b.group === 'w_index')).toBe(true);
    expect(listed.list.find((b) => b.id === made.id)?.active).toBe(false);
  });

  it('refuses a banner image or link that is not a site path or https, creating nothing', async () => {
    const count = async () => (await value(opsListBanners, undefined, {})).list.length;
    const before = await count();
    const good = { group: 'w_login', title: 'x', imageUrl: '/media/banner/x.svg' };
    for (const wrong of [
      { imageUrl: 'javascript:alert(1)' },
      { imageUrl: '//evil.example/x.png' },
      { imageUrl: 'http://plain.example/x.png' },
      { imageUrl: 'media/x.png' },
      { url: 'javascript:alert(1)' },
      { url: '//evil.example' },
      { group: 'W INDEX' },
      { sort: -1 },
      { title: '' },
    ]) {
      await expectError(
        await send(opsCreateBanner, { ...good, ...wrong }),
        400,
        'VALIDATION_FAILED',
      );
    }
    expect(await count()).toBe(before);
  });

  it('help articles made, changed and deleted in the console show on the help call', async () => {
    const help = await value(opsListHelp, undefined, {});
    const category = help.categories[0];
    if (!category) throw new Error('no help categories seeded');
    expect(category.articles.length).toBeGreaterThan(0);
    const made = await value(opsCreateHelpArticle, {
      categoryId: category.id,
      code: 'console-article',
      title: 'Console article',
      content: '<p>How to</p>',
      translations: { ES: { title: 'Artículo', content: '<p>Cómo</p>' } },
    });
    const site = async (language: string) =>
      (await callValue(t.app, getHelpCenter, { language })).categories
        .find((c) => c.id === category.id)
        ?.articles.find((a) => a.code === 'console-article');
    expect(await site('ES')).toMatchObject({ title: 'Artículo', content: '<p>Cómo</p>' });
    expect(await site('EN')).toMatchObject({ title: 'Console article' });

    await value(opsChangeHelpArticle, { id: made.id, content: '<p>Changed</p>' });
    expect((await site('EN'))?.content).toBe('<p>Changed</p>');
    expect((await lastAudit(opsChangeHelpArticle.path))?.before).toMatchObject({
      content: '<p>How to</p>',
    });

    const { categoryId, code, title, content } = made;
    await expectError(
      await send(opsCreateHelpArticle, { categoryId, code: 'Not A Code', title, content }),
      400,
      'VALIDATION_FAILED',
    );
    await expectError(
      await send(opsCreateHelpArticle, { categoryId, code, title, content }),
      409,
      'CONFLICT',
    );
    await expectError(
      await send(opsCreateHelpArticle, { categoryId: 999_999, code: 'nowhere', title, content }),
      404,
      'NOT_FOUND',
    );

    expect(await value(opsDeleteHelpArticle, { id: made.id })).toEqual({ id: made.id });
    expect(await site('EN')).toBeUndefined();
    expect(await lastAudit(opsDeleteHelpArticle.path)).toMatchObject({
      before: expect.objectContaining({ code: 'console-article' }),
      after: null,
    });
    await expectError(await send(opsDeleteHelpArticle, { id: made.id }), 404, 'NOT_FOUND');
  });

  it('is the content role’s: support may not change content', async () => {
    const support = (await staffMember(t, 'support')).token;
    await expectError(
      await asStaff(t, support, opsListNotices, undefined, {}),
      403,
      'PERMISSION_DENIED',
    );
    await expectError(
      await asStaff(t, support, opsChangeBanner, { id: 1, active: false }),
      403,
      'PERMISSION_DENIED',
    );
  });
});
