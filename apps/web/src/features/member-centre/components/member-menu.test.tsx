import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { useSession } from '../../../lib/session-store.ts';
import { renderMemberCentre } from '../test-utils.tsx';
import { MemberMenu } from './member-menu.tsx';

// The page is imported on first render; loading it once here keeps each test's waits short.
beforeAll(() => import('../pages/security-center.tsx'));

afterEach(() => {
  useDialogs.getState().close();
  useSession.setState({ token: null, accountType: null });
  vi.restoreAllMocks();
});

/**
 * Product §2 member centre table, in its order, less messages (the mailbox is a dialog of
 * its own, opened from the avatar and side menus).
 */
const BUILT_MENU = [
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
];

const entries = () =>
  within(screen.getByRole('navigation', { name: 'Member centre menu' }))
    .getAllByRole('button')
    .map((b) => b.textContent);

const all = () => true;

describe('MemberMenu', () => {
  it('lists the built pages of the product in its order', () => {
    render(<MemberMenu account="player1" current="withdraw" shown={all} onOpen={() => {}} />);
    expect(entries()).toEqual(BUILT_MENU);
    expect(screen.getByRole('button', { name: 'Withdraw' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('leaves out a page the brand switched off', () => {
    render(
      <MemberMenu
        account="player1"
        current="withdraw"
        shown={(page) => page !== 'transferUpline'}
        onOpen={() => {}}
      />,
    );
    expect(entries()).toEqual(BUILT_MENU.filter((e) => e !== 'Transfer to upline'));
  });

  it('opens the page of an entry', async () => {
    const onOpen = vi.fn();
    render(<MemberMenu account="player1" current="securityCenter" shown={all} onOpen={onOpen} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Bonus details' }));
    expect(onOpen).toHaveBeenCalledWith('bonusDetails');
  });

  it('opens the default page for an unknown page or one the brand switched off', async () => {
    const { unmount } = renderMemberCentre({ page: 'messageV2', features: ['INBOX'] });
    expect(screen.getByRole('heading', { name: 'My account' })).toBeTruthy();
    unmount();
    useDialogs.getState().close();
    renderMemberCentre({ page: 'referral', features: [] });
    expect(screen.getByRole('heading', { name: 'My account' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Invite and earn' })).toBeNull();
    useDialogs.getState().close();
  });

  it('lists cashback only while the brand has it on', () => {
    const { unmount } = renderMemberCentre({ features: ['CASHBACK'] });
    expect(entries()).toContain('Cashback');
    unmount();
    useDialogs.getState().close();
    renderMemberCentre({ features: [] });
    expect(entries()).not.toContain('Cashback');
  });

  it('hides transfer to upline when the brand switches it off', () => {
    renderMemberCentre({ page: 'transferUpline', features: [] });
    expect(screen.getByRole('heading', { name: 'My account' })).toBeTruthy();
    expect(entries()).not.toContain('Transfer to upline');
  });
});
