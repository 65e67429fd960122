import type { getWithdrawInfo, ValueOf, WithdrawAccount, Withdrawal } from '@gamehall/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

type WithdrawInfo = ValueOf<typeof getWithdrawInfo>;

import { useDialogs } from '../../../lib/dialog-store.ts';
import { useSession } from '../../../lib/session-store.ts';
import { cached, offline } from '../../../test/fake-server.ts';
import { withdrawalsQuery, withdrawInfoQuery } from '../../cashier/index.ts';
import { member, renderMemberCentre } from '../test-utils.tsx';

// The page is imported on first render; loading it once here keeps each test's waits short.
beforeAll(() => import('../../cashier/pages.ts'));

afterEach(() => {
  useDialogs.getState().close();
  useSession.setState({ token: null, accountType: null });
  vi.restoreAllMocks();
});

const account: WithdrawAccount = {
  id: 'a1',
  type: 'BANK',
  institution: 'BBVA',
  accountName: 'Ana Pérez',
  accountNumber: '****1234',
};

const info: WithdrawInfo = {
  min: 100,
  max: 50000,
  balance: 1200,
  turnoverRequired: 500,
  turnoverDone: 200,
  turnoverRemaining: 300,
  bonusTurnoverRemaining: 0,
  hasPaymentPassword: true,
  autoConfirmMinutes: 30,
  accounts: [account],
};

const paid: Withdrawal = {
  orderNo: 'W7',
  amount: 300,
  status: 'PAID',
  account,
  createdAt: '2025-03-02T00:00:00.000Z',
  paidAt: '2025-03-02T01:00:00.000Z',
  autoConfirmAt: '2025-03-02T01:30:00.000Z',
  receivedAmount: null,
  remainingAmount: null,
  remark: null,
};

function renderWithdraw(over: Partial<typeof info> = {}, hasPaymentPassword = true) {
  renderMemberCentre({
    page: 'withdraw',
    member: member({ hasPaymentPassword }),
    answers: [
      cached(withdrawInfoQuery(), { ...info, ...over }),
      cached(withdrawalsQuery({ pageNo: 1, pageSize: 10 }), {
        list: [paid],
        pageNo: 1,
        totalPages: 1,
        total: 1,
      }),
    ],
  });
}

const order = () => screen.findByRole('article', { name: 'Order W7' });

describe('Withdraw', () => {
  it('shows the turnover still to play and when a payout counts as received', async () => {
    renderWithdraw();
    expect(await screen.findByText('Wager 300.00 more before you can withdraw.')).toBeTruthy();
    expect(screen.getByText('Withdrawal auto-confirms after 30 minutes')).toBeTruthy();
    expect(
      within(await order()).getByText(
        'Counts as received after 2025-03-01 19:30:00 if you do not answer.',
      ),
    ).toBeTruthy();
  });

  it('says how much of the turnover is for active bonuses and opens bonus details', async () => {
    const user = userEvent.setup();
    renderWithdraw({ bonusTurnoverRemaining: 250 });
    expect(
      await screen.findByText(
        /^250\.00 of the turnover remaining is for your active bonuses\. You can give them up/,
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Go to Bonus details' }));
    expect(useDialogs.getState()).toMatchObject({ open: 'memberCentre', page: 'bonusDetails' });
  });

  it('says nothing of bonuses when none holds the turnover back', async () => {
    renderWithdraw();
    await screen.findByText('Wager 300.00 more before you can withdraw.');
    expect(screen.queryByRole('button', { name: 'Go to Bonus details' })).toBeNull();
  });

  it('checks a proof image’s type and size before sending anything', async () => {
    const { fetch } = offline();
    const user = userEvent.setup({ applyAccept: false });
    renderWithdraw();
    const card = await order();
    await user.click(within(card).getByRole('button', { name: 'Not received' }));
    const input = within(card).getByLabelText('Choose a proof image');

    await user.upload(input, new File(['GIF89a'], 'proof.gif', { type: 'image/gif' }));
    expect(within(card).getByRole('alert').textContent).toBe('Only PNG or JPG images can be used.');

    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'proof.png', { type: 'image/png' });
    await user.upload(input, big);
    expect(within(card).getByRole('alert').textContent).toBe('The image is larger than 5 MB.');

    await user.click(within(card).getByRole('button', { name: 'Report not received' }));
    expect(within(card).getByRole('alert').textContent).toMatch(/Choose an image/);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fills in the missing part of a partly received payout', async () => {
    const user = userEvent.setup();
    renderWithdraw();
    const card = await order();
    await user.click(within(card).getByRole('button', { name: 'Partly received' }));
    await user.type(within(card).getByRole('textbox', { name: 'Amount received' }), '120.5');
    expect(within(card).getByRole('textbox', { name: 'Amount still missing' })).toHaveProperty(
      'value',
      '179.50',
    );
  });

  it('sends a player without a payment password to the security centre', async () => {
    const user = userEvent.setup();
    renderWithdraw({ hasPaymentPassword: false }, false);
    await user.click(await screen.findByRole('button', { name: 'Go to the security centre' }));
    expect(useDialogs.getState()).toMatchObject({ open: 'memberCentre', page: 'securityCenter' });
    expect(screen.queryByRole('button', { name: 'Bind account' })).toBeNull();
  });

  it('refuses an amount above the withdrawable balance', async () => {
    const { fetch } = offline();
    const user = userEvent.setup();
    renderWithdraw();
    const request = await screen.findByRole('region', { name: 'Request a withdrawal' });
    await user.type(within(request).getByRole('textbox', { name: 'Amount' }), '1500');
    await user.type(within(request).getByLabelText('Payment password'), 'secret');
    await user.click(within(request).getByRole('button', { name: 'Withdraw' }));
    expect(within(request).getByRole('alert').textContent).toBe(
      'That is more than the available balance (1,200.00).',
    );
    expect(fetch).not.toHaveBeenCalled();
  });
});
