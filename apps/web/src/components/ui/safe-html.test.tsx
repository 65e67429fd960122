import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './safe-html.tsx';

const hostile =
  '<p>Hello <b>player</b></p><img src="x.png" alt="art" onerror="alert(1)">' +
  '<script>alert(2)</script><a href="javascript:alert(3)">bad</a>' +
  '<div onclick="alert(4)" onmouseover="alert(5)">box</div>';

function Where() {
  const location = useLocation();
  return (
    <output aria-label="location">{location.pathname + location.search + location.hash}</output>
  );
}

function renderRouted(html: string) {
  render(
    <MemoryRouter initialEntries={['/promotions']}>
      <Routes>
        <Route path="*" element={<SafeHtml html={html} className="body" id="article" />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

const location = () => screen.getByRole('status', { name: 'location' }).textContent;

describe('SafeHtml', () => {
  // First in the file: DOMPurify has not been loaded yet (each test file has its modules).
  it('starts as the empty box and never shows the raw markup', async () => {
    const { container } = render(<SafeHtml html={hostile} className="body" id="article" />);
    const box = container.firstElementChild as HTMLElement;
    expect(box.id).toBe('article');
    expect(box.className).toBe('body');
    expect(box.getAttribute('aria-busy')).toBe('true');
    expect(box.innerHTML).toBe('');
    await screen.findByText('player');
    expect(container.firstElementChild).toBe(box);
  });

  it('removes scripts, on* attributes and javascript: links, and keeps the formatting', async () => {
    const { container } = render(<SafeHtml html={hostile} />);
    expect((await screen.findByText('player')).tagName).toBe('B');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror], [onclick], [onmouseover]')).toBeNull();
    expect(screen.getByRole('img', { name: 'art' }).getAttribute('src')).toBe('x.png');
    expect(screen.getByText('bad').getAttribute('href')).toBeNull();
    expect(container.firstElementChild?.hasAttribute('aria-busy')).toBe(false);
  });

  it('follows a link to one of the site’s pages inside the app', async () => {
    renderRouted('<p>Read the <a href="/help#terms">terms</a></p>');
    await userEvent.click(await screen.findByRole('link', { name: 'terms' }));
    expect(location()).toBe('/help#terms');
  });

  it('leaves other links to the browser', async () => {
    renderRouted(
      '<a href="https://elsewhere.example/x">away</a><a href="/media/rules.pdf">rules</a>' +
        '<a href="/vip" download>vip</a>',
    );
    // What matters is that the router did not move. The browser's own navigation is
    // cancelled after SafeHtml has decided (window sees the click last): jsdom has none.
    const stopBrowser = (event: Event) => event.preventDefault();
    window.addEventListener('click', stopBrowser);
    for (const name of ['away', 'rules', 'vip']) {
      await userEvent.click(await screen.findByRole('link', { name }));
      expect(location()).toBe('/promotions');
    }
    window.removeEventListener('click', stopBrowser);
  });

  it('works outside a router (the warning dialog host)', async () => {
    render(<SafeHtml html='<a href="/help">help</a>' />);
    expect((await screen.findByRole('link', { name: 'help' })).getAttribute('href')).toBe('/help');
  });
});
