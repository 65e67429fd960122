import {
  type getWithdrawInfo,
  requestWithdrawal,
  type ValueOf,
  type WithdrawAccount,
} from '@gamehall/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { useSession } from '../../../lib/session-store.ts';
import { answer, cached, failure, fakeServer, publicKeyAnswer } from '../../../test/fake-server.ts';
import { withdrawalsQuery, withdrawInfoQuery } from '../../cashier/index.ts';
import { renderMemberCentre } from '../test-utils.tsx';

// The pages are imported on first render; loading them once here keeps each test's waits short.
beforeAll(() => Promise.all([import('../../cashier/pages.ts'), import('./security-center.tsx')]));

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

const info: ValueOf<typeof getWithdrawInfo> = {
  min: 100,
  max: 50000,
  balance: 9000,
  turnoverRequired: 0,
  turnoverDone: 0,
  turnoverRemaining: 0,
  bonusTurnoverRemaining: 0,
  hasPaymentPassword: true,
  autoConfirmMinutes: 30,
  accounts: [account],
};

/** The server's refusal of a withdrawal above the demo brand's rule, before any KYC. */
const kycRequired = (status: string) =>
  failure(
    403,
    'KYC_REQUIRED',
    'Verify your identity and address in the member centre before this withdrawal',
    { status, withdrawalAbove: 5000, lifetimeAbove: 20000, withdrawnBefore: 0 },
  );

async function withdraw(amount: string) {
  const user = userEvent.setup();
  renderMemberCentre({
    page: 'withdraw',
    answers: [
      cached(withdrawInfoQuery(), info),
      cached(withdrawalsQuery({ pageNo: 1, pageSize: 10 }), {
        list: [],
        pageNo: 1,
        totalPages: 1,
        total: 0,
      }),
    ],
  });
  const request = await screen.findByRole(
    'region',
    { name: 'Request a withdrawal' },
    { timeout: 5000 },
  );
  await user.type(within(request).getByRole('textbox', { name: 'Amount' }), amount);
  await user.type(within(request).getByLabelText('Payment password'), 'secret');
  await user.click(within(request).getByRole('button', { name: 'Withdraw' }));
  return { user, request };
}

describe('A withdrawal that needs a verified identity', () => {
  it('says so with the brand’s rule and opens the security centre at the KYC section', async () => {
    const server = fakeServer(publicKeyAnswer(), answer(requestWithdrawal, kycRequired('NONE')));
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { user, request } = await withdraw('6000');

    expect((await within(request).findByRole('alert', {}, { timeout: 5000 })).textContent).toBe(
      'This withdrawal needs a verified identity (withdrawals above 5,000.00, or past 20,000.00 in all): upload your documents in the security centre.',
    );
    expect(server.requests(requestWithdrawal)).toHaveLength(1);

    await user.click(within(request).getByRole('button', { name: 'Verify my identity' }));
    expect(useDialogs.getState()).toMatchObject({ open: 'memberCentre', page: 'securityCenter' });
    const kyc = await screen.findByRole(
      'region',
      { name: 'Verify your identity' },
      { timeout: 5000 },
    );
    // The section scrolls itself into view in an effect, after it shows.
    await vi.waitFor(() => expect(scrolled.mock.contexts).toContain(kyc.parentElement));
  });

  it('says documents already sent are waiting for review', async () => {
    fakeServer(publicKeyAnswer(), answer(requestWithdrawal, kycRequired('PENDING')));
    const { request } = await withdraw('6000');
    expect((await within(request).findByRole('alert', {}, { timeout: 5000 })).textContent).toMatch(
      /^This withdrawal needs a verified identity, and your documents are still waiting/,
    );
    expect(within(request).getByRole('button', { name: 'Verify my identity' })).toBeTruthy();
  });

  it('offers no way to KYC under another refusal', async () => {
    fakeServer(
      publicKeyAnswer(),
      answer(requestWithdrawal, failure(400, 'PASSWORD_INCORRECT', 'Wrong payment password')),
    );
    const { request } = await withdraw('200');
    expect((await within(request).findByRole('alert', {}, { timeout: 5000 })).textContent).toBe(
      'Wrong payment password',
    );
    expect(within(request).queryByRole('button', { name: 'Verify my identity' })).toBeNull();
  });
});
