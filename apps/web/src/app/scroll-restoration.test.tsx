import { act, render } from '@testing-library/react';
import { MemoryRouter, type NavigateFunction, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollRestoration } from './scroll-restoration.tsx';

let navigate: NavigateFunction = () => undefined;
function Driver() {
  navigate = useNavigate();
  return <h2 id="terms">Terms</h2>;
}

function setup() {
  const scrollTo = vi.spyOn(window, 'scrollTo');
  render(
    <MemoryRouter initialEntries={['/index']}>
      <ScrollRestoration />
      <Driver />
    </MemoryRouter>,
  );
  return scrollTo;
}

/** The visitor scrolls to y (jsdom does not move, so the position is set by hand). */
function scrollBy(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

afterEach(() => {
  vi.restoreAllMocks();
  scrollBy(0);
});

describe('ScrollRestoration', () => {
  it('starts a new page at the top and returns to the old position on back', async () => {
    const scrollTo = setup();
    scrollBy(640);
    await act(async () => navigate('/vip'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    scrollBy(120);
    await act(async () => navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
    await act(async () => navigate(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 120);
  });

  it('scrolls to the #anchor of a new page', async () => {
    setup();
    const intoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    await act(async () => navigate('/help#terms'));
    expect(intoView).toHaveBeenCalledTimes(1);
    expect(intoView.mock.contexts[0]).toBe(document.getElementById('terms'));
  });

  it('keeps the positions for a reload of the tab', async () => {
    setup();
    scrollBy(300);
    window.dispatchEvent(new Event('pagehide'));
    const saved = JSON.parse(sessionStorage.getItem('scrollPositions') ?? '{}');
    expect(Object.values(saved)).toContain(300);
  });
});
