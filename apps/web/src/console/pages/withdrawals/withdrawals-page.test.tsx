import {
  opsApproveWithdrawal,
  opsListWithdrawals,
  opsResolveWithdrawal,
  opsWithdrawalProof,
  type ValueOf,
} from '@gamehall/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeServer } from '../../../test/fake-server.ts';
import { renderConsole, signIn } from '../../test/render.tsx';

type Row = ValueOf<typeof opsListWithdrawals>['list'][number];
const row = (over: Partial<Row> = {}): Row => ({
  orderNo: 'W100',
  amount: 20,
  status: 'PENDING',
  account: 'player1',
  memberId: 7,
  payee: {
    id: 'a1',
    type: 'BANK',
    institution: 'Banco Azul',
    accountName: 'Ana Pérez',
    accountNumber: '****6789',
  },
  createdAt: '2026-11-27T10:00:00Z',
  paidAt: null,
  autoConfirmAt: null,
  receivedAmount: null,
  remainingAmount: null,
  remark: null,
  hasProof: false,
  ...over,
});

afterEach(() => signIn(null));

describe('the withdrawals page', () => {
  it('lets finance approve a waiting withdrawal with a remark', async () => {
    const sent = fakeServer(
      answer(opsListWithdrawals, { list: [row()] }),
      answer(opsApproveWithdrawal, { ...row({ status: 'PAID' }), account: row().payee }),
    );
    signIn(['settings.read', 'money.read', 'money.write'], { role: 'finance' });
    const user = userEvent.setup();
    renderConsole('/withdrawals');
    const line = await screen.findByRole('row', { name: /W100/ });
    expect(within(line).getByText('Banco Azul · Ana Pérez')).toBeTruthy();
    await user.type(within(line).getByLabelText('Remark'), 'paid by transfer');
    await user.click(within(line).getByRole('button', { name: 'Approve W100' }));
    expect(await screen.findByText('W100: done, now Paid.')).toBeTruthy();
    expect(sent.requests(opsApproveWithdrawal)[0]?.body).toEqual({
      orderNo: 'W100',
      remark: 'paid by transfer',
    });
    expect(sent.requests(opsListWithdrawals)[0]?.query.get('status')).toBe('PENDING');
  });

  it('settles a dispute by refunding what the player did not receive', async () => {
    const sent = fakeServer(
      answer(opsListWithdrawals, {
        list: [row({ status: 'PARTIAL', receivedAmount: 15, remainingAmount: 5 })],
      }),
      answer(opsResolveWithdrawal, { ...row({ status: 'REFUNDED' }), account: row().payee }),
    );
    signIn(['settings.read', 'money.read', 'money.write'], { role: 'finance' });
    const user = userEvent.setup();
    renderConsole('/withdrawals');
    await user.click(await screen.findByRole('tab', { name: 'Partly received' }));
    const line = await screen.findByRole('row', { name: /W100/ });
    expect(within(line).getByText('Received 15.00, missing 5.00')).toBeTruthy();
    await user.click(within(line).getByRole('button', { name: 'Refund W100' }));
    await screen.findByText('W100: done, now Refunded.');
    expect(sent.requests(opsResolveWithdrawal)[0]?.body).toEqual({
      orderNo: 'W100',
      action: 'REFUND',
    });
  });

  it("shows a dispute's proof image beside the decision, and lets go of it when closed", async () => {
    const blobs = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    // jsdom makes no blob addresses: the image gets one, and its revocation is kept.
    URL.createObjectURL = vi.fn(() => 'blob:proof-1');
    URL.revokeObjectURL = vi.fn();
    try {
      const sent = fakeServer(
        answer(opsListWithdrawals, {
          list: [row({ status: 'NOT_RECEIVED', hasProof: true }), row({ orderNo: 'W101' })],
        }),
        answer(opsWithdrawalProof, { type: 'image/png', data: 'iVBORw0KGgo=' }),
      );
      signIn(['settings.read', 'money.read', 'money.write'], { role: 'finance' });
      const user = userEvent.setup();
      renderConsole('/withdrawals');
      await user.click(await screen.findByRole('tab', { name: 'Not received' }));
      const line = await screen.findByRole('row', { name: /W100/ });
      expect(
        screen.queryByRole('button', { name: /proof image the player sent for W101/ }),
      ).toBeNull();
      await user.click(
        within(line).getByRole('button', { name: 'Show the proof image the player sent for W100' }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Proof for W100' });
      const image = await within(dialog).findByRole('img', {
        name: 'The proof player1 sent for W100',
      });
      expect(image.getAttribute('src')).toBe('blob:proof-1');
      expect(sent.requests(opsWithdrawalProof)[0]?.query.get('orderNo')).toBe('W100');
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:proof-1');
    } finally {
      URL.createObjectURL = blobs.create;
      URL.revokeObjectURL = blobs.revoke;
    }
  });

  it('shows a role that may only read no decisions', async () => {
    fakeServer(answer(opsListWithdrawals, { list: [row()] }));
    signIn(['settings.read', 'money.read'], { role: 'risk' });
    renderConsole('/withdrawals');
    const line = await screen.findByRole('row', { name: /W100/ });
    expect(within(line).queryByRole('button')).toBeNull();
  });
});
