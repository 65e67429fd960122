import { getJackpot } from '@gamehall/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { answer, failure, fakeServer } from '../../../test/fake-server.ts';
import { JACKPOT_POLL_MS } from '../../jackpot/figure.ts';
import { fakeMedia, jackpotAnswer } from '../../jackpot/test-utils.ts';
import { useSideMenu } from '../model/side-menu-store.ts';
import { renderLayout } from '../test-utils.tsx';
import { Header } from './header.tsx';
import { DRAWER_QUERY } from './jackpot-ticker.tsx';
import { SideMenu } from './side-menu.tsx';

// The figure is its own chunk: loading it once here keeps each test's waits short.
beforeAll(() => import('./jackpot-ticker.tsx'));

let restoreMedia: (() => void) | undefined;
afterEach(() => {
  vi.useRealTimers();
  restoreMedia?.();
  restoreMedia = undefined;
  useSideMenu.setState({ open: false, mounted: 0 });
});

const header = () => screen.getByRole('banner');
const sideMenu = () => screen.getByRole('complementary', { name: 'Side menu' });
// The layout's test brand writes its money with a P.
const figureLink = (name = 'Jackpot P12,345.67') => within(header()).findByRole('link', { name });
/** Long enough for the lazy figure to load and its call to answer. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('the header’s jackpot', () => {
  it('shows the pool from getJackpot, counting figure and all, as a link to the slots lobby', async () => {
    fakeServer(answer(getJackpot, jackpotAnswer({ pool: 12_345.67 })));
    renderLayout(<Header />);

    const link = await figureLink();
    expect(link.getAttribute('href')).toBe('/rng');
    const figure = within(link).getByRole('status', { name: 'Jackpot P12,345.67' });
    // A live figure that does not talk over the page each time it moves.
    expect(figure.getAttribute('aria-live')).toBe('off');
    expect(link.textContent).toBe('JackpotP12,345.67');
  });

  it('speaks the visitor’s language', async () => {
    fakeServer(answer(getJackpot, jackpotAnswer({ pool: 500 })));
    renderLayout(<Header />, { language: 'CN' });
    expect(await figureLink('奖池 P500.00')).toBeTruthy();
  });

  it('shows nothing while the brand has the jackpot off', async () => {
    const server = fakeServer(answer(getJackpot, jackpotAnswer({ enabled: false })));
    renderLayout(<Header />);
    await waitFor(() => expect(server.requests(getJackpot)).toHaveLength(1));
    await settle();
    expect(within(header()).queryByRole('link', { name: /Jackpot/ })).toBeNull();
    expect(within(header()).queryByRole('status')).toBeNull();
  });

  it('shows nothing when the call fails', async () => {
    const server = fakeServer(answer(getJackpot, failure(500, 'INTERNAL')));
    renderLayout(<Header />);
    await waitFor(() => expect(server.requests(getJackpot)).toHaveLength(1));
    await settle();
    expect(within(header()).queryByRole('link', { name: /Jackpot/ })).toBeNull();
  });

  it('asks again every 10 s and counts up to the new pool', async () => {
    // The interval and the frames are faked; the lazy import and the fetches keep real timers.
    vi.useFakeTimers({
      toFake: ['setInterval', 'clearInterval', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    const server = fakeServer(
      answer(getJackpot, (_, nth) => jackpotAnswer({ pool: nth === 1 ? 1_000 : 1_500 })),
    );
    // The side menu's place watches the same pool: still one call every 10 s.
    renderLayout(
      <>
        <Header drawer />
        <SideMenu />
      </>,
    );
    const link = await figureLink('Jackpot P1,000.00');
    const shown = () => within(link).getByRole('status').textContent;
    expect(shown()).toBe('P1,000.00');

    await act(() => vi.advanceTimersByTimeAsync(JACKPOT_POLL_MS));
    expect(await figureLink('Jackpot P1,500.00')).toBe(link);
    expect(server.requests(getJackpot)).toHaveLength(2);
    // Half-way through the count, then the new pool.
    await act(() => vi.advanceTimersByTimeAsync(300));
    const between = Number(shown()?.replace(/[P,]/g, ''));
    expect(between).toBeGreaterThan(1_000);
    expect(between).toBeLessThan(1_500);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(shown()).toBe('P1,500.00');
  });

  it('is in the header from 900 px, not in the side menu', async () => {
    fakeServer(answer(getJackpot, jackpotAnswer()));
    renderLayout(
      <>
        <Header drawer />
        <SideMenu />
      </>,
    );
    expect(await figureLink()).toBeTruthy();
    expect(within(sideMenu()).queryByRole('link', { name: /Jackpot/ })).toBeNull();
  });

  it('moves to the side menu’s drawer below 900 px (a phone), where the header has no room', async () => {
    restoreMedia = fakeMedia([DRAWER_QUERY]);
    fakeServer(answer(getJackpot, jackpotAnswer()));
    renderLayout(
      <>
        <Header drawer />
        <SideMenu />
      </>,
    );
    const link = await within(sideMenu()).findByRole('link', { name: 'Jackpot P12,345.67' });
    expect(link.getAttribute('href')).toBe('/rng');
    expect(within(header()).queryByRole('link', { name: /Jackpot/ })).toBeNull();
  });
});
