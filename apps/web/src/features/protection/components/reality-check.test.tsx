import { getRealityCheck, logout, type ValueOf } from '@gamehall/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWarningQueue } from '../../../components/ui/warning-queue.ts';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { loadTextArea } from '../../../lib/i18n/index.ts';
import { useSession } from '../../../lib/session-store.ts';
import { answer, fakeServer } from '../../../test/fake-server.ts';
import { testQueryClient } from '../../../test/query-client.ts';
import { siteConfig } from '../../../test/site.ts';
import { siteConfigQuery } from '../../system/index.ts';
import { realityCheckQuery } from '../api/get-reality-check.ts';
import { RealityCheck } from './reality-check.tsx';

type Check = ValueOf<typeof getRealityCheck>;

const STARTED = Date.parse('2026-03-01T18:00:00.000Z');
const MINUTE = 60_000;

const check = (over: Partial<Check> = {}): Check => ({
  startedAt: new Date(STARTED).toISOString(),
  net: 0,
  everyMinutes: 15,
  limitEndsAt: null,
  ...over,
});

async function renderCheck(first: Check) {
  const client = testQueryClient();
  client.setQueryData(realityCheckQuery().queryKey, first);
  client.setQueryData(siteConfigQuery().queryKey, siteConfig({ currencySymbol: '' }));
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <RealityCheck />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  // Its texts are in (loaded before each test): the clock starts once it has said so.
  await act(async () => undefined);
}

/** Moves the session's clock on, as the minutes of play would. */
const play = (ms: number) => act(async () => vi.advanceTimersByTimeAsync(ms));

beforeEach(async () => {
  // The texts arrive before the clock is faked: their import runs on real time.
  await loadTextArea('member');
  // Ten minutes into the session; the fake clock also follows real time, so awaits still settle.
  vi.useFakeTimers({ now: STARTED + 10 * MINUTE, shouldAdvanceTime: true });
  useSession.setState({ token: 't', accountType: 0 });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  useDialogs.getState().close();
  useSession.setState({ token: null, accountType: null });
  useWarningQueue.setState({ items: [] });
});

describe('Reality check', () => {
  it('stops the player at each interval with time played and net result; Continue closes it', async () => {
    // The check asks again for the session's net result when it opens.
    fakeServer(answer(getRealityCheck, (_, nth) => check({ net: nth === 1 ? -12.5 : 30 })));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderCheck(check());

    await play(4 * MINUTE + 50_000);
    expect(screen.queryByRole('dialog')).toBeNull();

    await play(10_000);
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(within(dialog).getByText('Time played').nextSibling?.textContent).toBe('0:15');
    expect(await within(dialog).findByText('-12.50')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Continue playing' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    // The next one falls on the session's half hour, with the net result then.
    await play(15 * MINUTE);
    const next = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(within(next).getByText('Time played').nextSibling?.textContent).toBe('0:30');
    expect(await within(next).findByText('+30.00')).toBeTruthy();
  });

  it('opens the betting record from the check', async () => {
    fakeServer(answer(getRealityCheck, check()));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderCheck(check());
    await play(5 * MINUTE);
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    await user.click(within(dialog).getByRole('button', { name: 'View betting record' }));
    expect(useDialogs.getState()).toMatchObject({
      open: 'memberCentre',
      page: 'personalHistoryCopy',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows nothing without reality checks', async () => {
    fakeServer();
    await renderCheck(check({ everyMinutes: null }));
    await play(3 * 60 * MINUTE);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('logs the player out when the session time limit ends, and says why', async () => {
    const server = fakeServer();
    await renderCheck(
      check({ everyMinutes: null, limitEndsAt: new Date(STARTED + 60 * MINUTE).toISOString() }),
    );
    await play(49 * MINUTE);
    expect(useSession.getState().token).toBe('t');

    await play(1 * MINUTE);
    await vi.waitFor(() => expect(useSession.getState().token).toBeNull());
    expect(useWarningQueue.getState().items.map((w) => w.options.title)).toEqual([
      'Session time limit reached',
    ]);
    // The server ended the session itself: it is not asked to log out.
    expect(server.requests(logout)).toHaveLength(0);
  });
});
