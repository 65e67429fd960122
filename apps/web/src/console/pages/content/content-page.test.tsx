import {
  type ContentArticle,
  type ContentBanner,
  type ContentNotice,
  opsChangeNotice,
  opsCreateBanner,
  opsCreateHelpArticle,
  opsDeleteHelpArticle,
  opsListBanners,
  opsListHelp,
  opsListNotices,
  opsPublishNotice,
  type output,
  permissionsOf,
} from '@gamehall/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, failure, fakeServer } from '../../../test/fake-server.ts';
import { renderConsole, signIn } from '../../test/render.tsx';

const notice = (
  over: Partial<output<typeof ContentNotice>> = {},
): output<typeof ContentNotice> => ({
  id: 5,
  type: 'PU',
  title: 'Welcome',
  content: '<p>Hello</p>',
  translations: {
    EN: { title: 'Welcome', content: '<p>Hello</p>' },
    ES: { title: 'Bienvenido', content: '<p>Hola</p>' },
    CN: { title: '欢迎', content: '<p>你好</p>' },
  },
  active: true,
  startsAt: null,
  endsAt: null,
  createdAt: '2026-11-27T10:00:00Z',
  ...over,
});

const banner: output<typeof ContentBanner> = {
  id: 3,
  group: 'w_index',
  title: 'Big bonus',
  translations: { EN: { title: 'Big bonus' } },
  imageUrl: '/media/banner/3.svg',
  url: '/promotions',
  sort: 1,
  active: true,
  createdAt: '2026-11-27T10:00:00Z',
};

const article: output<typeof ContentArticle> = {
  id: 9,
  categoryId: 2,
  code: 'deposit-how',
  title: 'How to deposit',
  content: '<p>Open the cashier</p>',
  translations: {},
  sort: 1,
};

const notices = answer(opsListNotices, (r) => {
  const type = r.query.get('type');
  const list = [notice(), notice({ id: 6, type: 'PL', title: 'Maintenance tonight' })];
  const shown = type ? list.filter((n) => n.type === type) : list;
  return { list: shown, pageNo: 1, totalPages: 1, total: shown.length };
});
const help = answer(opsListHelp, {
  categories: [
    { id: 2, code: 'money', title: 'Deposits and withdrawals', sort: 1, articles: [article] },
  ],
});

const contentStaff = () => signIn([...permissionsOf('content')], { role: 'content' });
afterEach(() => signIn(null));

describe('the content page', () => {
  it('publishes a popup with what was typed in each language', async () => {
    const sent = fakeServer(notices, answer(opsPublishNotice, { id: 40 }));
    contentStaff();
    const user = userEvent.setup();
    renderConsole('/content');
    expect(await screen.findByRole('heading', { name: 'Content', level: 1 })).toBeTruthy();
    await screen.findByRole('table', { name: 'Notices' });

    await user.click(screen.getByRole('button', { name: 'Popup (PU)' }));
    await screen.findByRole('button', { name: 'Popup (PU)', pressed: true });
    expect(sent.requests(opsListNotices).at(-1)?.query.get('type')).toBe('PU');
    const table = await screen.findByRole('table', { name: 'Notices' });
    expect(within(table).queryByText('Maintenance tonight')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'New notice' }));
    const form = screen.getByRole('form', { name: 'New notice' });
    expect((within(form).getByLabelText('Type') as HTMLSelectElement).value).toBe('PU');
    await user.type(within(form).getByLabelText('Title in English'), 'Cashback week');
    await user.type(within(form).getByLabelText('Content in English (HTML)'), '<p>10% back</p>');
    await user.type(within(form).getByLabelText('Title in Spanish'), 'Semana de reembolso');
    await user.type(
      within(form).getByLabelText('Content in Spanish (HTML)'),
      '<p>10% de vuelta</p>',
    );
    await user.type(within(form).getByLabelText('Shown from'), '2026-12-01T09:00');
    await user.click(within(form).getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Saved: the site shows the change.')).toBeTruthy();
    expect(sent.requests(opsPublishNotice)[0]?.body).toEqual({
      type: 'PU',
      text: { title: 'Cashback week', content: '<p>10% back</p>' },
      translations: { ES: { title: 'Semana de reembolso', content: '<p>10% de vuelta</p>' } },
      startsAt: new Date('2026-12-01T09:00').toISOString(),
    });
    expect(screen.queryByRole('form', { name: 'New notice' })).toBeNull();
  });

  it('changes a notice: new text, a translation removed, an end, switched off', async () => {
    const sent = fakeServer(notices, answer(opsChangeNotice, notice({ active: false })));
    contentStaff();
    const user = userEvent.setup();
    renderConsole('/content');
    await user.click(await screen.findByRole('button', { name: 'Change “Welcome”' }));
    const form = screen.getByRole('form', { name: 'Change the notice “Welcome”' });
    expect((within(form).getByLabelText('Title in Spanish') as HTMLInputElement).value).toBe(
      'Bienvenido',
    );
    const title = within(form).getByLabelText('Title in English');
    await user.clear(title);
    await user.type(title, 'Welcome back');
    await user.clear(within(form).getByLabelText('Title in Chinese'));
    await user.clear(within(form).getByLabelText('Content in Chinese (HTML)'));
    await user.type(within(form).getByLabelText('Shown until'), '2026-12-31T23:00');
    await user.click(within(form).getByRole('switch', { name: 'Shown on the site' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved: the site shows the change.');
    expect(sent.requests(opsChangeNotice)[0]?.body).toEqual({
      id: 5,
      text: { title: 'Welcome back', content: '<p>Hello</p>' },
      translations: { ES: { title: 'Bienvenido', content: '<p>Hola</p>' }, CN: null },
      endsAt: new Date('2026-12-31T23:00').toISOString(),
      active: false,
    });
  });

  it('switches a notice off from its row', async () => {
    const sent = fakeServer(notices, answer(opsChangeNotice, notice({ active: false })));
    contentStaff();
    const user = userEvent.setup();
    renderConsole('/content');
    const row = await screen.findByRole('switch', { name: 'Show “Welcome” on the site' });
    expect(row.getAttribute('aria-checked')).toBe('true');
    await user.click(row);
    await screen.findByText('Saved: the site shows the change.');
    expect(sent.requests(opsChangeNotice)[0]?.body).toEqual({ id: 5, active: false });
  });

  it('says what is wrong before sending, and what the server refused', async () => {
    const sent = fakeServer(
      notices,
      answer(opsPublishNotice, failure(400, 'VALIDATION_FAILED', 'A notice ends after it starts')),
    );
    contentStaff();
    const user = userEvent.setup();
    renderConsole('/content');
    await user.click(await screen.findByRole('button', { name: 'New notice' }));
    const form = screen.getByRole('form', { name: 'New notice' });
    await user.click(within(form).getByRole('button', { name: 'Publish' }));
    expect(within(form).getByRole('alert').textContent).toBe('Give the English title and content.');
    await user.type(within(form).getByLabelText('Title in English'), 'Hi');
    await user.type(within(form).getByLabelText('Content in English (HTML)'), '<p>x</p>');
    await user.type(within(form).getByLabelText('Title in Chinese'), '你好');
    await user.click(within(form).getByRole('button', { name: 'Publish' }));
    expect(within(form).getByRole('alert').textContent).toBe(
      'Give both the title and the content in Chinese, or empty both.',
    );
    expect(sent.requests(opsPublishNotice)).toHaveLength(0);
    await user.clear(within(form).getByLabelText('Title in Chinese'));
    await user.click(within(form).getByRole('button', { name: 'Publish' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Some fields are not valid. Check them and try again.',
    );
    expect(sent.requests(opsPublishNotice)).toHaveLength(1);
  });

  it('refuses a banner image that is not a site path or https, then adds it', async () => {
    const sent = fakeServer(
      notices,
      answer(opsListBanners, { list: [banner] }),
      answer(opsCreateBanner, (r) => ({ ...banner, id: 4, ...r.body, translations: {} })),
    );
    contentStaff();
    const user = userEvent.setup();
    renderConsole('/content');
    await user.click(await screen.findByRole('tab', { name: 'Banners' }));
    const table = await screen.findByRole('table', { name: 'Banners of w_index' });
    expect(within(table).getByText('/media/banner/3.svg')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'New banner' }));
    const form = screen.getByRole('form', { name: 'New banner' });
    await user.type(within(form).getByLabelText('Title in English'), 'Live nights');
    await user.type(within(form).getByLabelText('Title in Spanish'), 'Noches en vivo');
    await user.type(within(form).getByLabelText('Image'), 'javascript:alert(1)');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByRole('alert').textContent).toBe(
      'Give the image as a site path such as /media/banner/1.svg or an https address.',
    );
    expect(sent.requests(opsCreateBanner)).toHaveLength(0);
    await user.clear(within(form).getByLabelText('Image'));
    await user.type(within(form).getByLabelText('Image'), '/media/banner/live.svg');
    await user.type(within(form).getByLabelText('Link'), '/live');
    await user.clear(within(form).getByLabelText('Order'));
    await user.type(within(form).getByLabelText('Order'), '2');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved: the site shows the change.');
    expect(sent.requests(opsCreateBanner)[0]?.body).toEqual({
      group: 'w_index',
      title: 'Live nights',
      imageUrl: '/media/banner/live.svg',
      url: '/live',
      sort: 2,
      active: true,
      translations: { ES: { title: 'Noches en vivo' } },
    });
  });

  it('adds a help article, says when its code is taken, and deletes one after asking', async () => {
    const sent = fakeServer(
      notices,
      help,
      answer(opsCreateHelpArticle, failure(409, 'CONFLICT', 'Another help article has this code')),
      answer(opsDeleteHelpArticle, { id: 9 }),
    );
    contentStaff();
    const user = userEvent.setup();
    renderConsole('/content');
    await user.click(await screen.findByRole('tab', { name: 'Help centre' }));
    const table = await screen.findByRole('table', {
      name: 'Articles of Deposits and withdrawals',
    });
    expect(within(table).getByText('deposit-how')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'New article' }));
    const form = screen.getByRole('form', { name: 'New article' });
    await user.type(within(form).getByLabelText('Code'), 'deposit-how');
    await user.type(within(form).getByLabelText('Title in English'), 'Deposits');
    await user.type(within(form).getByLabelText('Content in English (HTML)'), '<p>Steps</p>');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'Another article has this code: choose another.',
    );
    expect(sent.requests(opsCreateHelpArticle)[0]?.body).toEqual({
      categoryId: 2,
      code: 'deposit-how',
      title: 'Deposits',
      content: '<p>Steps</p>',
      sort: 0,
      translations: {},
    });

    await user.click(within(table).getByRole('button', { name: 'Delete “How to deposit”' }));
    const ask = screen.getByRole('alertdialog', { name: 'Delete the article “How to deposit”?' });
    await user.click(within(ask).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Deleted: the article is gone from the site.');
    expect(sent.requests(opsDeleteHelpArticle)[0]?.body).toEqual({ id: 9 });
  });
});
