import { changeProtection, logout } from '@gamehall/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadWarningDialog, WarningHost } from '../../../components/ui/warning-host.tsx';
import { useWarningQueue } from '../../../components/ui/warning-queue.ts';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { useSession } from '../../../lib/session-store.ts';
import { answer, cached, fakeServer } from '../../../test/fake-server.ts';
import { renderMemberCentre } from '../../member-centre/test-utils.tsx';
import { protectionQuery } from '../api/get-protection.ts';
import { moneyLimit, protection } from '../test-utils.ts';

beforeAll(() => preloadWarningDialog());

afterEach(() => {
  useDialogs.getState().close();
  useSession.setState({ token: null, accountType: null });
  useWarningQueue.setState({ items: [] });
  vi.restoreAllMocks();
});

/** The security centre's responsible gaming section, once the centre's page has loaded. */
const section = () =>
  screen.findByRole('region', { name: 'Responsible gaming' }, { timeout: 5000 });

describe('Responsible gaming in the security centre', () => {
  it('sets a daily deposit limit and shows it in force with what the day used', async () => {
    const server = fakeServer(
      answer(changeProtection, () =>
        protection({ set: [moneyLimit('DEPOSIT', 'DAY', { amount: 100, used: 80 })] }),
      ),
    );
    const user = userEvent.setup();
    renderMemberCentre();
    const deposits = within(await section()).getByRole('region', { name: 'Deposit limits' });
    expect(within(deposits).queryByRole('meter')).toBeNull();

    await user.type(within(deposits).getByLabelText('New daily deposit limit'), '100');
    await user.click(within(deposits).getByRole('button', { name: 'Set daily deposit limit' }));

    await waitFor(() =>
      expect(server.requests(changeProtection).map((r) => r.body)).toEqual([
        { what: 'limit', kind: 'DEPOSIT', period: 'DAY', amount: 100 },
      ]),
    );
    const meter = await within(deposits).findByRole('meter', {
      name: 'Used of your daily deposit limit',
    });
    expect(meter.getAttribute('value')).toBe('80');
    // The brand's time (Mexico City, UTC−6): the day resets at its midnight.
    expect(
      within(deposits).getByText('80.00 of 100.00 used, resets 2026-03-02 00:00:00'),
    ).toBeTruthy();
    expect(within(deposits).getByText('Saved. It applies now.')).toBeTruthy();
    expect(
      within(deposits).getByRole('button', { name: 'Remove daily deposit limit' }),
    ).toBeTruthy();
  });

  it('refuses an amount with three decimals before sending anything', async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    renderMemberCentre();
    const losses = within(await section()).getByRole('region', { name: 'Loss limits' });
    await user.type(within(losses).getByLabelText('New weekly loss limit'), '10.005');
    await user.click(within(losses).getByRole('button', { name: 'Set weekly loss limit' }));
    expect(within(losses).getByRole('alert').textContent).toMatch(/2 decimal/);
    expect(server.requests(changeProtection)).toEqual([]);
  });

  it('shows a raise and a removal that wait their 24 hours', async () => {
    const from = '2026-03-02T18:30:00.000Z';
    renderMemberCentre({
      answers: [
        cached(
          protectionQuery(),
          protection({
            set: [
              moneyLimit('DEPOSIT', 'DAY', {
                amount: 100,
                used: 20,
                pending: { value: 200, from },
              }),
              moneyLimit('WAGER', 'WEEK', { amount: 50, used: 0, pending: { value: null, from } }),
            ],
          }),
        ),
      ],
    });
    const found = await section();
    const deposits = within(found).getByRole('region', { name: 'Deposit limits' });
    expect(within(deposits).getByText('Rises to 200.00 on 2026-03-02 12:30:00')).toBeTruthy();
    const wagers = within(found).getByRole('region', { name: 'Wager limits' });
    expect(within(wagers).getByText('Removed on 2026-03-02 12:30:00')).toBeTruthy();
    // Already on its way out: nothing more to remove.
    expect(within(wagers).queryByRole('button', { name: 'Remove weekly wager limit' })).toBeNull();
  });

  it('asks before a self-exclusion, then logs the player out and says until when', async () => {
    const server = fakeServer(
      answer(changeProtection, () =>
        protection({
          exclusion: {
            kind: 'SELF_EXCLUSION',
            since: '2026-03-01T18:00:00.000Z',
            until: '2027-03-01T18:00:00.000Z',
          },
        }),
      ),
    );
    const user = userEvent.setup();
    renderMemberCentre();
    render(<WarningHost />);
    const found = await section();
    await user.selectOptions(
      within(found).getByRole('combobox', { name: 'Length of the self-exclusion' }),
      '1 year',
    );
    await user.click(within(found).getByRole('button', { name: 'Exclude myself' }));

    const confirm = screen.getByRole('alertdialog', { name: 'Exclude yourself for 1 year?' });
    expect(confirm.textContent).toMatch(/logged out at once/);
    expect(confirm.textContent).toMatch(/cannot be undone or shortened/);
    expect(server.requests(changeProtection)).toEqual([]);

    await user.click(within(confirm).getByRole('button', { name: 'Exclude me' }));
    const notice = await screen.findByRole('alertdialog', {
      name: 'Your self-exclusion has started',
    });
    // The brand's time of the server's end date.
    expect(await within(notice).findByText(/until 2027-03-01 12:00:00/)).toBeTruthy();
    expect(server.requests(changeProtection).map((r) => r.body)).toEqual([
      { what: 'self-exclusion', months: 12 },
    ]);
    expect(useSession.getState().token).toBeNull();
    // Every session ended on the server with the break: no logout call follows.
    expect(server.requests(logout)).toEqual([]);
    expect(useDialogs.getState().open).toBeNull();
  });

  it('sends nothing when the cool-off is cancelled', async () => {
    const server = fakeServer();
    const user = userEvent.setup();
    renderMemberCentre();
    const found = await section();
    await user.selectOptions(
      within(found).getByRole('combobox', { name: 'Length of the break' }),
      '1 week',
    );
    await user.click(within(found).getByRole('button', { name: 'Take a break' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Take a break for 1 week?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(server.requests(changeProtection)).toEqual([]);
    expect(useSession.getState().token).toBe('t');
  });

  it('sets the session time limit and reality checks in one change', async () => {
    const server = fakeServer(
      answer(changeProtection, () => protection({ sessionMinutes: 90, realityCheckMinutes: 30 })),
    );
    const user = userEvent.setup();
    renderMemberCentre();
    const found = await section();
    const minutes = within(found).getByRole('textbox', { name: 'Session time limit (minutes)' });
    await user.type(minutes, '5');
    await user.click(within(found).getByRole('button', { name: 'Save session settings' }));
    expect(within(found).getByText(/from 10 to 1,440/)).toBeTruthy();
    expect(server.requests(changeProtection)).toEqual([]);

    await user.clear(minutes);
    await user.type(minutes, '90');
    await user.selectOptions(
      within(found).getByRole('combobox', { name: 'Reality check' }),
      'Every 30 minutes',
    );
    await user.click(within(found).getByRole('button', { name: 'Save session settings' }));
    await within(found).findByText('Session time limit now: 90 minutes.');
    expect(server.requests(changeProtection).map((r) => r.body)).toEqual([
      { what: 'session', sessionMinutes: 90, realityCheckMinutes: 30 },
    ]);
  });
});
