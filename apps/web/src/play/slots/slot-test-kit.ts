import { screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { fakeServer } from '../test/fake-server.ts';
import { cherrySpin, opened, slotModel } from '../test/fixtures.tsx';
import type { SlotRound } from './slot-result.tsx';

/** The slot tests' fake play API: the session, the small Sevens model, `spin` for each spin. */
export function serveSlot(spin: (body: Record<string, unknown>) => unknown) {
  return fakeServer({
    '/play/api/open': () => opened('slot-sevens'),
    '/play/api/slots/model': () => slotModel,
    '/play/api/slots/spin': spin,
  });
}

/**
 * The player's motion setting, as matchMedia answers it (jsdom has none). Reduced motion
 * lands the reels at once, so most tests need no timers; restore with vi.unstubAllGlobals.
 */
export function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

/** What a screen reader reads of a tile: the symbol's name, then "(winning)" if it won. */
const spoken = (tile: HTMLElement) =>
  `${tile.querySelector('[role="img"]')?.getAttribute('aria-label') ?? ''}${tile.textContent ?? ''}`;

/** The reels as a reader meets them: each reel's list of tiles, top to bottom. */
export const reelNames = () =>
  within(screen.getByRole('group', { name: 'Reels' }))
    .getAllByRole('list')
    .map((reel) => within(reel).queryAllByRole('listitem').map(spoken));

/** A paid spin that wins nothing. */
export const noWin = (nonce: number, balance: number): SlotRound => {
  const round = cherrySpin(nonce, balance);
  const [spin] = round.outcome.spins;
  return {
    ...round,
    win: 0,
    outcome: {
      ...round.outcome,
      spins: spin ? [{ ...spin, lineWins: [], win: 0 }] : [],
      totalWin: 0,
    },
  };
};

/** A paid spin of 0.10 winning `times` × the bet on line 1 (and line 2 when `twoLines`). */
export const winOf = (times: number, nonce: number, balance: number, twoLines = false) => {
  const round = cherrySpin(nonce, balance);
  const [spin] = round.outcome.spins;
  const amount = 10 * times;
  const lineWins = [{ line: 0, symbol: 'cherry', count: 2, amount }];
  if (twoLines) lineWins.push({ line: 1, symbol: 'seven', count: 1, amount: 0 });
  return {
    ...round,
    win: amount / 100,
    outcome: {
      ...round.outcome,
      spins: spin ? [{ ...spin, lineWins, win: amount }] : [],
      totalWin: amount,
    },
  } satisfies SlotRound;
};
