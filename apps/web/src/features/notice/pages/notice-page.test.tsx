import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { announcementsQuery, siteConfigQuery } from '../../system/index.ts';
import type { Notice } from '../types.ts';
import NoticePage from './notice-page.tsx';

/** Notice n was published on 1 March + n days, 16:30 UTC (00:30 the next day in Shanghai). */
function notice(n: number, content = `<p>Body of notice ${n}</p>`): Notice {
  const day = String(n).padStart(2, '0');
  return {
    id: n,
    type: 'PL',
    title: `Notice ${n}`,
    content,
    createdAt: `2025-03-${day}T16:30:00Z`,
  };
}

const siteConfig = {
  merchantCode: 'demo',
  brandName: 'Demo',
  platform: 'web' as const,
  device: 'WEB' as const,
  lotteryType: 'SEA',
  loginedToHomePage: false,
  defaultLang: 'ES',
  supportLanguages: ['EN', 'ES'],
  contentFallback: [],
  currencySymbol: '$',
  timeZone: 'Asia/Shanghai',
  chatHeaderColor: '#7c3aed',
  prizeModes: [],
  esportsList: [],
  theme: { primary: '#7c3aed', accent: '#f59e0b' },
  contact: { email: '', socialUrl: '', socialName: '' },
  footer: { payments: [], licences: [] },
};

function renderPage(player: Notice[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(siteConfigQuery().queryKey, siteConfig);
  client.setQueryData(announcementsQuery().queryKey, {
    player,
    popup: [{ ...notice(99), type: 'PU' as const, title: 'A popup, not a notice' }],
    promotion: [],
    home: [],
    banners: [],
  });
  render(
    <QueryClientProvider client={client}>
      <NoticePage />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const list = () => screen.getByRole('list', { name: 'Notice list' });
const titles = () =>
  within(list())
    .getAllByRole('button')
    .map((b) => b.querySelector('span')?.textContent);
const item = (n: number) =>
  within(list()).getByRole('button', { name: new RegExp(`^Notice ${n} `) });

describe('NoticePage', () => {
  it('lists the first 9 player notices and opens the first one', async () => {
    renderPage(Array.from({ length: 20 }, (_, i) => notice(i + 1)));
    expect(screen.getByRole('heading', { level: 1, name: 'Notices' })).toBeTruthy();
    expect(titles()).toEqual(Array.from({ length: 9 }, (_, i) => `Notice ${i + 1}`));
    expect(screen.queryByText('A popup, not a notice')).toBeNull();

    expect(item(1).getAttribute('aria-current')).toBe('true');
    const content = screen.getByRole('region', { name: 'Notice 1' });
    // The body arrives with the HTML sanitiser, loaded on first use.
    expect(await within(content).findByText('Body of notice 1')).toBeTruthy();
  });

  it('shows dates as yyyy-MM-dd HH:mm:ss in the brand time zone', () => {
    renderPage([notice(1)]);
    expect(within(item(1)).getByText('2025-03-02 00:30:00').tagName).toBe('TIME');
    const content = screen.getByRole('region', { name: 'Notice 1' });
    const time = within(content).getByText('2025-03-02 00:30:00');
    expect(time.getAttribute('datetime')).toBe('2025-03-01T16:30:00Z');
  });

  it('opens the notice that is chosen', async () => {
    const user = renderPage(Array.from({ length: 5 }, (_, i) => notice(i + 1)));
    await user.click(item(3));
    expect(item(3).getAttribute('aria-current')).toBe('true');
    expect(item(1).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('region', { name: 'Notice 3' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Notice 1' })).toBeNull();
  });

  it('pages through the notices 9 at a time', async () => {
    const user = renderPage(Array.from({ length: 20 }, (_, i) => notice(i + 1)));
    const pages = screen.getByRole('navigation', { name: 'Notice pages' });
    expect(within(pages).getByRole('button', { name: 'Page 3' })).toBeTruthy();
    expect(within(pages).queryByRole('button', { name: 'Page 4' })).toBeNull();

    await user.click(item(4));
    await user.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(titles()).toEqual(Array.from({ length: 9 }, (_, i) => `Notice ${i + 10}`));
    // A new page opens its own first notice.
    expect(screen.getByRole('region', { name: 'Notice 10' })).toBeTruthy();

    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
    expect(titles()).toEqual(['Notice 19', 'Notice 20']);
    expect(within(pages).getByRole('button', { name: 'Next page' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('shows no pagination when one page holds them all', () => {
    renderPage(Array.from({ length: 9 }, (_, i) => notice(i + 1)));
    expect(titles()).toHaveLength(9);
    expect(screen.queryByRole('navigation', { name: 'Notice pages' })).toBeNull();
  });

  it('shows only safe markup from the notice content', async () => {
    renderPage([
      notice(
        1,
        '<p>Hello <strong>players</strong></p><img src="x" onerror="alert(1)"><script>x()</script>',
      ),
    ]);
    const content = screen.getByRole('region', { name: 'Notice 1' });
    expect((await within(content).findByText('players')).tagName).toBe('STRONG');
    expect(content.querySelector('script')).toBeNull();
    expect(content.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('says there is no data when there are no notices', () => {
    renderPage([]);
    expect(screen.getByText('No data')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Notice list' })).toBeNull();
    // Only the page itself: no notice content region.
    expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-labelledby'))).toEqual([
      screen.getByRole('heading', { level: 1, name: 'Notices' }).id,
    ]);
  });
});
