import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { fakeServer } from '../test/fake-server.ts';
import { fakeSockets } from '../test/fake-socket.ts';
import { opened } from '../test/fixtures.tsx';
import type { PvpState } from './get-pvp-state.ts';

const NAMES: Record<string, string> = {
  zhajinhua: 'Zha Jin Hua 2',
  holdem: 'Mini Texas 9',
  'niuniu-grab': 'Niu Niu 1',
  mahjong: 'Mahjong 1',
};

/** The card room page over the fake server: `state` is what the state call answers each time. */
export function serveRoom(
  engine: string,
  state: () => PvpState,
  routes: Parameters<typeof fakeServer>[0] = {},
) {
  return fakeServer({
    '/play/api/open': () =>
      opened(engine, { game: { ...opened(engine).game, name: NAMES[engine] ?? engine } }),
    '/play/api/pvp/state': () => state(),
    ...routes,
  });
}

/**
 * Every card room page test: fake sockets and the site's frame around the page. The
 * page's own chunk is loaded once first, so no test spends its time compiling it.
 */
export function roomPageSetup() {
  const site = { postMessage: vi.fn() };
  beforeAll(async () => {
    await import('./pvp-room-game.tsx');
  });
  beforeEach(() => {
    fakeSockets();
    site.postMessage = vi.fn();
    vi.spyOn(window, 'parent', 'get').mockReturnValue(site as unknown as Window);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
  return site;
}

/** The words a control is described by (aria-describedby). */
export const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
