import { getPromotionStates, type ValueOf } from '@gamehall/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session-store.ts';
import { answer, fakeServer } from '../../../test/fake-server.ts';
import { AVAILABLE_POLL_MS } from '../../promotions/badge.ts';
import { memberInfo, renderLayout } from '../test-utils.tsx';
import { MainNav } from './main-nav.tsx';

// The badge is imported once logged in; loading it once here keeps each test's waits short.
beforeAll(() => import('./rewards-badge.tsx'));

afterEach(() => {
  useSession.setState({ token: null, accountType: null });
  vi.useRealTimers();
});

type States = ValueOf<typeof getPromotionStates>;
const states = (available: number): States => ({
  states: [{ id: 1, state: available > 0 ? 'CLAIM' : 'CLAIMED', amount: 5 }],
  available,
});

const nav = () => screen.getByRole('navigation', { name: 'Main navigation' });
const showNav = (member = memberInfo()) =>
  renderLayout(<MainNav />, { features: ['REWARDCENTER'], member });

describe('the rewards badge', () => {
  it('counts the promotions a logged-in player can claim now, in words too', async () => {
    useSession.setState({ token: 't', accountType: 0 });
    fakeServer(answer(getPromotionStates, states(2)));
    showNav();

    const rewards = await within(nav()).findByRole('button', { name: 'Rewards (2 to claim)' });
    // The figure is for the eye; the name says it in words.
    const figure = within(rewards).getByText('2');
    expect(figure.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows nothing when there is nothing to claim', async () => {
    useSession.setState({ token: 't', accountType: 0 });
    const server = fakeServer(answer(getPromotionStates, states(0)));
    showNav();

    await waitFor(() => expect(server.requests(getPromotionStates)).toHaveLength(1));
    const rewards = within(nav()).getByRole('button', { name: 'Rewards' });
    expect(rewards.textContent).toBe('Rewards');
  });

  it('asks nothing for a visitor or a trial account', async () => {
    const server = fakeServer(answer(getPromotionStates, states(2)));
    const visitor = showNav();
    expect(within(nav()).getByRole('button', { name: 'Rewards' }).textContent).toBe('Rewards');
    visitor.unmount();

    useSession.setState({ token: 't', accountType: 4 });
    showNav();
    // Give the lazy badge time to load: it still asks nothing.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(nav()).getByRole('button', { name: 'Rewards' }).textContent).toBe('Rewards');
    expect(server.requests(getPromotionStates)).toEqual([]);
  });

  it('asks nothing before a forced change of the default password (the server refuses it)', async () => {
    const server = fakeServer(answer(getPromotionStates, states(2)));
    useSession.setState({ token: 't', accountType: 0 });
    showNav(memberInfo({ mustChangePassword: true }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(nav()).getByRole('button', { name: 'Rewards' }).textContent).toBe('Rewards');
    expect(server.requests(getPromotionStates)).toEqual([]);
  });

  it('asks again every minute', async () => {
    // Only the interval is faked: the lazy import and the fetches keep their real timers.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    useSession.setState({ token: 't', accountType: 0 });
    const server = fakeServer(answer(getPromotionStates, (_, nth) => states(nth === 1 ? 0 : 3)));
    showNav();

    await waitFor(() => expect(server.requests(getPromotionStates)).toHaveLength(1));
    expect(within(nav()).getByRole('button', { name: 'Rewards' })).toBeTruthy();
    await vi.advanceTimersByTimeAsync(AVAILABLE_POLL_MS);
    expect(await within(nav()).findByRole('button', { name: 'Rewards (3 to claim)' })).toBeTruthy();
    expect(server.requests(getPromotionStates)).toHaveLength(2);
  });
});
