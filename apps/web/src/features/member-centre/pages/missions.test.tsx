import {
  claimMission,
  getMissionLeaderboard,
  getMissionSummary,
  type ValueOf,
} from '@gamehall/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { useSession } from '../../../lib/session-store.ts';
import { answer, fakeServer } from '../../../test/fake-server.ts';
import { bodyRows, renderMemberCentre } from '../test-utils.tsx';

beforeAll(() => import('../../missions/pages.ts'));

afterEach(() => {
  useDialogs.getState().close();
  useSession.setState({ token: null, accountType: null });
});

type Summary = ValueOf<typeof getMissionSummary>;
type Mission = Summary['missions'][number];

const mission = (over: Partial<Mission>): Mission => ({
  id: 1,
  code: 'SIGN_IN',
  period: 'DAILY',
  kind: 'SIGN_IN',
  category: null,
  title: 'Sign in today',
  target: 1,
  progress: 1,
  rewardPoints: 5,
  rewardBonus: 0,
  state: 'CLAIMABLE',
  ...over,
});

const summary = (claimed = false): Summary => ({
  missions: [
    mission({ state: claimed ? 'CLAIMED' : 'CLAIMABLE' }),
    mission({
      id: 2,
      code: 'DEPOSIT',
      kind: 'DEPOSIT',
      title: 'Deposit 500',
      target: 500,
      progress: 125,
      rewardPoints: 20,
      rewardBonus: 5,
      state: 'IN_PROGRESS',
    }),
    mission({
      id: 3,
      period: 'WEEKLY',
      kind: 'BET_COUNT',
      title: 'Play 50 rounds',
      target: 50,
      progress: 10,
      rewardPoints: 50,
      state: 'IN_PROGRESS',
    }),
  ],
  claimable: claimed ? 0 : 1,
});

const board = (me: ValueOf<typeof getMissionLeaderboard>['me']) => ({
  since: '2026-11-16T06:00:00.000Z',
  list: [
    { rank: 1, account: 'ab***9', points: 300 },
    { rank: 2, account: 'lu***y', points: 120 },
  ],
  me,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const open = () => renderMemberCentre({ page: 'missionLeaderboard', features: ['MISSION'] });

describe('Missions', () => {
  it('shows each mission’s progress, reward and state, and a badge in the menu', async () => {
    fakeServer(
      answer(getMissionSummary, summary()),
      answer(getMissionLeaderboard, board({ rank: 2, points: 120 })),
    );
    open();
    const daily = await screen.findByRole('list', { name: 'Daily missions' });
    const deposit = within(daily).getByRole('progressbar', { name: 'Progress of Deposit 500' });
    expect(deposit.getAttribute('aria-valuenow')).toBe('25');
    expect(deposit.getAttribute('aria-valuetext')).toBe('125.00 / 500.00');
    expect(within(daily).getByText('Reward: 20.00 points + 5.00 bonus')).toBeTruthy();
    expect(within(daily).getByText('Ready to claim')).toBeTruthy();
    const weekly = screen.getByRole('list', { name: 'Weekly missions' });
    expect(
      within(weekly)
        .getByRole('progressbar', { name: 'Progress of Play 50 rounds' })
        .getAttribute('aria-valuetext'),
    ).toBe('10 / 50');
    expect(within(weekly).queryByRole('button', { name: /Claim/ })).toBeNull();
    // The menu counts the missions to claim.
    const menu = screen.getByRole('navigation', { name: 'Member centre menu' });
    expect(
      await within(menu).findByRole('button', { name: 'Mission activity, 1 to claim' }),
    ).toBeTruthy();
  });

  it('claims a mission with its id and a request id, then shows the reward', async () => {
    const server = fakeServer(
      answer(getMissionSummary, (_, nth) => summary(nth > 1)),
      answer(getMissionLeaderboard, board({ rank: 2, points: 120 })),
      answer(claimMission, { points: 5, bonus: 0 }),
    );
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Claim Sign in today' }));
    expect(await screen.findByText('You got 5.00 points.')).toBeTruthy();
    const sent = server.requests(claimMission).map((r) => r.body);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.missionId).toBe(1);
    expect(sent[0]?.requestId).toMatch(UUID);
    await vi.waitFor(() => expect(screen.getByText('Claimed')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Claim Sign in today' })).toBeNull();
  });

  it('marks the player’s own place on the leaderboard', async () => {
    fakeServer(
      answer(getMissionSummary, summary()),
      answer(getMissionLeaderboard, board({ rank: 2, points: 120 })),
    );
    open();
    const table = await screen.findByRole('table', { name: 'This week’s leaderboard' });
    expect(bodyRows(table)).toEqual([
      ['1', 'ab***9', '300.00'],
      ['2', 'lu***y (you)', '120.00'],
    ]);
    expect(within(table).getAllByRole('row')[2]?.getAttribute('aria-current')).toBe('true');
    expect(screen.queryByText(/Your place/)).toBeNull();
  });

  it('says the player’s place below the board when outside it', async () => {
    fakeServer(
      answer(getMissionSummary, summary()),
      answer(getMissionLeaderboard, board({ rank: 14, points: 20 })),
    );
    open();
    expect(await screen.findByText('Your place: 14, with 20.00 points.')).toBeTruthy();
  });
});
