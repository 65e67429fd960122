import { createDeposit, type Deposit, type DepositChannel, listDeposits } from '@gamehall/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { useSession } from '../../../lib/session-store.ts';
import { answer, cached, fakeServer, offline } from '../../../test/fake-server.ts';
import { depositChannelsQuery, depositsQuery } from '../../cashier/index.ts';
import { bodyRows, renderMemberCentre } from '../test-utils.tsx';

// The page is imported on first render; loading it once here keeps each test's waits short.
beforeAll(() => import('../../cashier/pages.ts'));

afterEach(() => {
  useDialogs.getState().close();
  useSession.setState({ token: null, accountType: null });
  vi.restoreAllMocks();
});

const channels: DepositChannel[] = [
  { id: 'bank', name: 'Bank transfer', provider: 'SANDBOX', min: 100, max: 50000 },
  { id: 'card', name: 'Card', provider: 'SANDBOX', min: 10, max: 500 },
];

const order: Deposit = {
  orderNo: 'D100',
  channelId: 'bank',
  amount: 250,
  status: 'PENDING',
  createdAt: '2025-03-02T00:05:09.000Z',
  paidAt: null,
  payUrl: 'https://pay.example/checkout/D100',
};

function renderDeposit(list: Deposit[] = []) {
  renderMemberCentre({
    page: 'depositv2',
    answers: [
      cached(depositChannelsQuery(), { channels }),
      cached(depositsQuery({ pageNo: 1, pageSize: 10 }), {
        list,
        pageNo: 1,
        totalPages: 1,
        total: list.length,
      }),
    ],
  });
}

/** The server: the order is created; the list then holds it. */
function server(first?: () => Promise<Deposit>) {
  return fakeServer(
    answer(createDeposit, (_request, nth) => (nth === 1 && first ? first() : order)),
    answer(listDeposits, { list: [order], pageNo: 1, totalPages: 1, total: 1 }),
  );
}

describe('Deposit', () => {
  it('shows each channel’s limits and refuses an amount outside them before sending', async () => {
    const { fetch } = offline();
    const user = userEvent.setup();
    renderDeposit();
    expect(
      await screen.findByRole('radio', { name: /Bank transfer 100\.00 – 50,000\.00/ }),
    ).toBeTruthy();
    const amount = screen.getByRole('textbox', { name: 'Amount' });
    await user.type(amount, '99.99');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Enter an amount from 100.00 to 50,000.00.',
    );
    await user.click(screen.getByRole('radio', { name: /Card/ }));
    await user.clear(amount);
    await user.type(amount, '600');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Enter an amount from 10.00 to 500.00.',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('offers a link to the pay page when the browser blocks the popup', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    server();
    const user = userEvent.setup();
    renderDeposit();
    await user.type(await screen.findByRole('textbox', { name: 'Amount' }), '250');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const blocked = await screen.findByText('Popup blocked. Please allow popups and try again.');
    expect(open).toHaveBeenCalledTimes(1);
    const link = within(blocked.parentElement as HTMLElement).getByRole('link', {
      name: 'Open the payment page',
    });
    expect(link.getAttribute('href')).toBe(order.payUrl);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(await screen.findByText(/Deposit order D100 was created/)).toBeTruthy();
  });

  it('sends the pay page to the tab opened on the click', async () => {
    const tab = { opener: {}, closed: false, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    server();
    const user = userEvent.setup();
    renderDeposit();
    await user.type(await screen.findByRole('textbox', { name: 'Amount' }), '250');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await screen.findByText(/Deposit order D100 was created/);
    expect(tab.location.href).toBe(order.payUrl);
    expect(tab.opener).toBeNull();
    expect(screen.queryByText(/Popup blocked/)).toBeNull();
  });

  it('retries a deposit whose answer was lost with the same request id', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const site = server(() => Promise.reject(new TypeError('Failed to fetch')));
    const user = userEvent.setup();
    renderDeposit();
    await user.type(await screen.findByRole('textbox', { name: 'Amount' }), '250');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Network link is abnormal, please try again')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await screen.findByText(/Deposit order D100 was created/);
    const [first, retry] = site.requests(createDeposit).map((r) => r.body);
    expect(retry).toEqual(first);
    expect(first).toMatchObject({ channelId: 'bank', amount: 250 });
    expect(first?.requestId).toMatch(/^[\w-]{8,64}$/);
  });

  it('lists recent deposits with their status in the brand time zone', async () => {
    renderDeposit([order, { ...order, orderNo: 'D99', status: 'PAID' }]);
    const table = await screen.findByRole('table', { name: 'Recent deposits' });
    expect(bodyRows(table)).toEqual([
      ['2025-03-01 18:05:09', 'D100', 'Bank transfer', '250.00', 'Pending'],
      ['2025-03-01 18:05:09', 'D99', 'Bank transfer', '250.00', 'Paid'],
    ]);
  });
});
