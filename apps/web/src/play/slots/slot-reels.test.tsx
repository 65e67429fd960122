import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cherrySpin, figure, renderPlay } from '../test/fixtures.tsx';
import { STAY_MS } from './celebration.tsx';
import { NORMAL, TURBO } from './reel-motion.ts';
import { prefersReducedMotion, reelNames, serveSlot, winOf } from './slot-test-kit.ts';
import { LINE_MS } from './win-lines.tsx';

const SPIN = '/play/api/slots/spin';
/** Sevens in small has three reels: the last one lands this long after the spin starts. */
const ALL_STOPPED = NORMAL.minSpin + 2 * NORMAL.gap + NORMAL.land;

// The celebration is a lazy chunk: load it once so a test never waits on the transform.
beforeAll(async () => {
  await import('./celebration.tsx');
});

beforeEach(() => {
  vi.spyOn(window, 'parent', 'get').mockReturnValue({ postMessage: vi.fn() } as unknown as Window);
  prefersReducedMotion(false);
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
/** Moves the clock on `ms`, letting React render what each timer changed. */
const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

async function spinOnce(answer: () => unknown) {
  const server = serveSlot(answer);
  renderPlay();
  await user().click(await screen.findByRole('button', { name: 'Spin' }));
  await waitFor(() => expect(server.to(SPIN)).toHaveLength(1));
  await elapse(0);
  return server;
}

describe('SlotGame reels', () => {
  it('spins the reels, stops them left to right, then shows the result and the balance', async () => {
    await spinOnce(() => cherrySpin(0, 999.9));
    const reels = screen.getByRole('group', { name: 'Reels' });
    // The server has answered, but the reels still spin: nothing of the result shows yet.
    expect(reels.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button', { name: 'Spinning…' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Round result' })).toBeNull();
    expect(figure('Balance')).toBe('$1,000.00');
    expect(figure('Last win')).toBe('–');

    // The first reel lands while the last still spins (a spinning reel names no symbol).
    await elapse(NORMAL.minSpin + 20);
    expect(reelNames()[0]).toEqual(['Seven', 'Cherry', 'Bar']);
    expect(reelNames()[2]).toEqual([]);
    expect(screen.queryByRole('status')).toBeNull();

    await elapse(ALL_STOPPED);
    expect(reels.getAttribute('aria-busy')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe('You won $0.20');
    expect(figure('Balance')).toBe('$999.90');
    expect(figure('Last win')).toBe('$0.20');
    expect(reelNames()[1]).toEqual(['Blank', 'Cherry (winning)', 'Wild']);
  });

  it('stops the reels almost at once in turbo', async () => {
    serveSlot(() => cherrySpin(0, 999.9));
    renderPlay();
    const turbo = await screen.findByRole('button', { name: 'Turbo' });
    expect(turbo.getAttribute('aria-pressed')).toBe('false');
    await user().click(turbo);
    expect(turbo.getAttribute('aria-pressed')).toBe('true');
    await user().click(screen.getByRole('button', { name: 'Spin' }));
    await elapse(TURBO.minSpin + 2 * TURBO.gap + TURBO.land + 50);
    expect(screen.getByRole('status').textContent).toBe('You won $0.20');
    expect(TURBO.minSpin + 2 * TURBO.gap + TURBO.land).toBeLessThan(ALL_STOPPED / 2);
  });

  it('draws each winning line over the reels in turn, once they stop', async () => {
    await spinOnce(() => winOf(2, 0, 999.9, true));
    expect(screen.queryByRole('img', { name: /Winning line/ })).toBeNull();
    await elapse(ALL_STOPPED + 20);

    // Line 1 is the middle row of the small Sevens: through each reel's middle cell.
    const first = screen.getByRole('img', { name: 'Winning line 1' });
    const [path] = first.querySelectorAll('polyline');
    expect(path?.getAttribute('points')).toBe('50,150 150,150 250,150');
    expect(first.getAttribute('viewBox')).toBe('0 0 300 300');

    await elapse(LINE_MS);
    const second = screen.getByRole('img', { name: 'Winning line 2' });
    expect(second.querySelector('polyline')?.getAttribute('points')).toBe('50,50 150,50 250,50');
    expect(screen.queryByRole('img', { name: 'Winning line 1' })).toBeNull();
  });

  it('celebrates a big win (10 × the bet) with its amount, and closes on a click', async () => {
    await spinOnce(() => winOf(20, 0, 1001.9));
    expect(screen.queryByRole('dialog')).toBeNull();
    await elapse(ALL_STOPPED + 20);
    const party = await screen.findByRole('dialog', { name: 'Big win' });
    expect(within(party).getAllByText('$2.00').length).toBeGreaterThan(0);
    await user().click(party);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('calls 25 × the bet a mega win, and closes the overlay alone after a while', async () => {
    await spinOnce(() => winOf(30, 0, 1002.9));
    await elapse(ALL_STOPPED + 20);
    const party = await screen.findByRole('dialog', { name: 'Mega win' });
    expect(within(party).getAllByText('$3.00').length).toBeGreaterThan(0);
    await elapse(STAY_MS.mega + 50);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not celebrate a win under 10 × the bet', async () => {
    await spinOnce(() => winOf(9, 0, 1000.8));
    await elapse(ALL_STOPPED + 20);
    expect(screen.getByRole('status').textContent).toBe('You won $0.90');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('with reduced motion, never spins: the result shows as soon as the server answers', async () => {
    prefersReducedMotion(true);
    await spinOnce(() => cherrySpin(0, 999.9));
    expect(screen.getByRole('status').textContent).toBe('You won $0.20');
    expect(figure('Balance')).toBe('$999.90');
    expect(screen.getByRole('img', { name: 'Winning line 1' })).toBeTruthy();
  });
});
