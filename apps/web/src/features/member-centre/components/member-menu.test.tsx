import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { useSession } from '../../../lib/session-store.ts';
import { renderMemberCentre } from '../test-utils.tsx';
import { MemberMenu } from './member-menu.tsx';

// The page is imported on first render; loading it once here keeps each test's waits short.
beforeAll(() => import('../pages/not-available.tsx'));

afterEach(() => {
  useDialogs.getState().close();
  useSession.setState({ token: null, accountType: null });
  vi.restoreAllMocks();
});

/** Spec §2 member centre table, in its order. */
const SPEC_MENU = [
  'My account',
  'My wallet',
  'Deposit',
  'Withdraw',
  'Transfer to upline',
  'Betting record',
  'Cashback',
  'Account record',
  'Personal profit and loss',
  'Bonus details',
  'Reward centre',
  'Invite and earn',
  'Mission activity',
  'Messages',
];

const entries = () =>
  within(screen.getByRole('navigation', { name: 'Member centre menu' }))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('MemberMenu', () => {
  it('lists the 14 pages of the spec in its order', () => {
    render(<MemberMenu account="player1" current="withdraw" missionCount={0} onOpen={() => {}} />);
    expect(entries()).toEqual(SPEC_MENU);
    expect(screen.getByRole('button', { name: 'Withdraw' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('shows the mission count as a badge only above 0', () => {
    const { rerender } = render(
      <MemberMenu account="player1" current="securityCenter" missionCount={3} onOpen={() => {}} />,
    );
    const missions = screen.getByRole('button', { name: 'Mission activity (3 waiting)' });
    expect(within(missions).getByText('3')).toBeTruthy();
    rerender(
      <MemberMenu account="player1" current="securityCenter" missionCount={0} onOpen={() => {}} />,
    );
    expect(screen.getByRole('button', { name: 'Mission activity' })).toBeTruthy();
  });

  it('opens the page of an entry', async () => {
    const onOpen = vi.fn();
    render(
      <MemberMenu account="player1" current="securityCenter" missionCount={0} onOpen={onOpen} />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Bonus details' }));
    expect(onOpen).toHaveBeenCalledWith('bonusDetails');
  });

  it('says honestly that a later section is not available yet', async () => {
    renderMemberCentre({ page: 'rewardCenter' });
    expect(screen.getByRole('heading', { name: 'Reward centre' })).toBeTruthy();
    expect(await screen.findByText('This section is not available yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
