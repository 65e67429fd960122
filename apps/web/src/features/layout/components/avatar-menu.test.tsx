import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WarningHost } from '../../../components/ui/index.ts';
import { useWarningQueue } from '../../../components/ui/warning-queue.ts';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { useSession } from '../../../lib/session-store.ts';
import { unreadCountQuery } from '../../mailbox/index.ts';
import { memberInfo, renderLayout } from '../test-utils.tsx';
import { Header } from './header.tsx';

const customerService = [
  { csType: 'LIVECHAT' as const, path: 'https://chat.example/live' },
  { csType: 'VIP' as const, path: 'https://chat.example/vip' },
];

function logIn(type: number, rankLevel: number) {
  useSession.setState({ token: 't', accountType: type });
  const member = memberInfo({ type, clubLabel: { labelName: `Rank ${rankLevel}`, rankLevel } });
  return renderLayout(
    <>
      <Header />
      <WarningHost />
    </>,
    { member, balance: 1234.5, customerService },
  );
}

async function openMenu() {
  const user = userEvent.setup();
  // The logged-in actions load lazily (only logged-in visitors need them).
  const button = await screen.findByRole('button', { name: 'Account menu' });
  await user.click(button);
  expect(button.getAttribute('aria-expanded')).toBe('true');
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error('the menu button controls no panel');
  return { user, panel };
}

afterEach(() => {
  useDialogs.getState().close();
  useSession.setState({ token: null, accountType: null });
  useWarningQueue.setState({ items: [] });
  vi.restoreAllMocks();
});

describe('Header, logged in', () => {
  it('shows the balance with the brand currency symbol and the VIP rank', async () => {
    logIn(0, 3);
    const balance = await screen.findByRole('group', { name: 'Balance' });
    expect(balance.textContent).toContain('P1,234.50');
    const vip = within(screen.getByRole('navigation')).getByRole('link', { name: /VIP/ });
    expect(vip.textContent).toBe('VIP 3');
  });

  it('gives a VIP (rank 5) member the VIP customer-service line', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    logIn(0, 5);
    const { user, panel } = await openMenu();
    expect(within(panel).getByText('Rank 5')).toBeTruthy();
    expect(within(panel).getByText('player1')).toBeTruthy();
    expect(within(panel).getByText('1001')).toBeTruthy();
    const names = within(panel)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names).toEqual(['Member centre', 'VIP customer service', 'Log out']);
    await user.click(within(panel).getByRole('button', { name: 'VIP customer service' }));
    expect(open).toHaveBeenCalledWith(
      'https://chat.example/vip',
      'customer-service',
      expect.any(String),
    );
  });

  it('gives a rank 1 member live chat, and opens the security centre', async () => {
    logIn(0, 1);
    const { user, panel } = await openMenu();
    expect(within(panel).getByRole('button', { name: 'Customer service' })).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'VIP customer service' })).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Member centre' }));
    expect(useDialogs.getState()).toMatchObject({ open: 'memberCentre', page: 'securityCenter' });
    expect(panel.hidden).toBe(true);
  });

  it('offers an agent the member centre too', async () => {
    logIn(1, 2);
    const { panel } = await openMenu();
    expect(within(panel).getByRole('button', { name: 'Member centre' })).toBeTruthy();
  });

  it('keeps a trial account out of the member centre and of deposits', async () => {
    logIn(4, 0);
    const { user, panel } = await openMenu();
    expect(within(panel).queryByRole('button', { name: 'Member centre' })).toBeNull();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    const warning = await screen.findByRole('alertdialog');
    expect(warning.textContent).toContain('Please use a real-money account for this.');
    expect(within(warning).getByRole('button', { name: 'Confirm' })).toBeTruthy();
    expect(useDialogs.getState().open).toBeNull();
  });

  it('asks before signing out', async () => {
    logIn(0, 1);
    const { user, panel } = await openMenu();
    await user.click(within(panel).getByRole('button', { name: 'Log out' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('Are you sure you want to log out?');
    expect(useSession.getState().token).toBe('t');
  });

  it('shows the unread count on the avatar and opens the mailbox from the menu', async () => {
    useSession.setState({ token: 't', accountType: 0 });
    renderLayout(<Header />, {
      member: memberInfo(),
      features: ['INBOX'],
      answers: [[unreadCountQuery().queryKey, { count: 3 }]],
    });
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Account menu (3 unread)' });
    expect(within(button).getByText('3')).toBeTruthy();
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Messages (3 unread)' }));
    expect(useDialogs.getState().open).toBe('mailbox');
  });

  it('offers the mailbox only while the brand has its inbox on, and never to a trial account', async () => {
    useSession.setState({ token: 't', accountType: 0 });
    const off = renderLayout(<Header />, { member: memberInfo() });
    const { panel } = await openMenu();
    expect(within(panel).queryByRole('button', { name: /Messages/ })).toBeNull();
    off.unmount();

    useSession.setState({ token: 't', accountType: 4 });
    renderLayout(<Header />, {
      member: memberInfo({ type: 4 }),
      features: ['INBOX'],
      answers: [[unreadCountQuery().queryKey, { count: 2 }]],
    });
    const trial = await openMenu();
    expect(within(trial.panel).queryByRole('button', { name: /Messages/ })).toBeNull();
  });
});
