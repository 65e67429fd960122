import type { getHelpCenter, ValueOf } from '@gamehall/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { helpCenterQuery } from '../../system/index.ts';
import { HelpPage } from './help-page.tsx';

const article = (id: number, code: string, title: string, content: string) => ({
  id,
  code,
  title,
  content,
});

const help: ValueOf<typeof getHelpCenter> = {
  categories: [
    {
      id: 1,
      code: 'rules',
      title: 'Rules',
      articles: [
        article(1, 'intro', 'Introduction', '<p>A long introduction</p><script>x()</script>'),
        article(2, 'terms', 'Terms', '<p>See the <a href="/vip">VIP page</a>.</p>'),
      ],
    },
  ],
};

function Where() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

async function renderHelp(url: string) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  client.setQueryData(helpCenterQuery().queryKey, help);
  await act(async () => {
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/help" element={<HelpPage />} />
            <Route path="*" element={null} />
          </Routes>
          <Where />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
}

afterEach(() => vi.restoreAllMocks());

describe('HelpPage', () => {
  it('scrolls to the #anchor once the article bodies above it are in', async () => {
    const bodyAbove: (string | undefined)[] = [];
    const intoView = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {
      bodyAbove.push(document.querySelector('#article-1 p')?.textContent);
    });
    await renderHelp('/help#terms');
    await screen.findByText('A long introduction');
    // The page learns the sanitiser is loaded in a render of its own, after the bodies.
    await vi.waitFor(() => expect(intoView).toHaveBeenCalledTimes(1));
    expect(intoView.mock.contexts[0]).toBe(document.getElementById('terms'));
    expect(bodyAbove).toEqual(['A long introduction']);
  });

  it('shows the articles sanitised, their links moving within the app', async () => {
    await renderHelp('/help');
    expect(document.querySelector('script')).toBeNull();
    await userEvent.click(await screen.findByRole('link', { name: 'VIP page' }));
    expect(screen.getByRole('status', { name: 'location' }).textContent).toBe('/vip');
  });
});
