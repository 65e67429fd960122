import {
  getSiteConfig,
  opsListDeposits,
  opsMemberDetail,
  permissionsOf,
  type ValueOf,
} from '@gamehall/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, fakeServer } from '../../../test/fake-server.ts';
import { siteConfig } from '../../../test/site.ts';
import { memberDetail } from '../../test/fixtures.ts';
import { renderConsole, signIn } from '../../test/render.tsx';

type Deposit = ValueOf<typeof opsListDeposits>['list'][number];

const deposit = (over: Partial<Deposit> = {}): Deposit => ({
  orderNo: 'D100',
  account: 'ana',
  channelId: 'spei',
  amount: 1500,
  status: 'PAID',
  createdAt: '2026-11-27T10:00:00Z',
  paidAt: '2026-11-27T10:05:00Z',
  ...over,
});

const deposits = answer(opsListDeposits, (r) => ({
  list: [
    deposit(),
    deposit({ orderNo: 'D101', account: 'bruno', status: 'PENDING', paidAt: null }),
  ],
  pageNo: Number(r.query.get('pageNo')),
  totalPages: 3,
  total: 52,
}));
// The brand's days are Mexico City's (UTC-6).
const zone = answer(getSiteConfig, siteConfig({ timeZone: 'America/Mexico_City' }));

afterEach(() => signIn(null));

describe('the deposits page', () => {
  it('sends the filters chosen: status, player and the days, as instants of the brand', async () => {
    const sent = fakeServer(deposits, zone);
    signIn([...permissionsOf('finance')], { role: 'finance' });
    const user = userEvent.setup();
    renderConsole('/deposits');
    expect(await screen.findByRole('heading', { name: 'Deposits', level: 1 })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Deposits' });
    const row = within(table).getByRole('row', { name: /D100/ });
    expect(within(row).getByText('1,500.00')).toBeTruthy();
    expect(within(row).getByText('Paid')).toBeTruthy();
    expect(screen.getByText('52 deposits')).toBeTruthy();
    const first = sent.requests(opsListDeposits)[0]?.query;
    expect(first?.get('status')).toBeNull();
    expect(first?.get('account')).toBeNull();
    expect(first?.get('from')).toBeNull();
    expect(first?.get('pageNo')).toBe('1');

    await user.selectOptions(screen.getByLabelText('Status'), 'Waiting for payment');
    await user.type(screen.getByLabelText('Player'), 'bruno');
    await user.type(screen.getByLabelText('Made from'), '2026-11-01');
    await user.type(screen.getByLabelText('Made to'), '2026-11-27');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await screen.findByRole('button', { name: 'Clear the filter' });
    await screen.findByRole('table', { name: 'Deposits' });
    const last = sent.requests(opsListDeposits).at(-1)?.query;
    expect(last?.get('status')).toBe('PENDING');
    expect(last?.get('account')).toBe('bruno');
    expect(last?.get('from')).toBe('2026-11-01T06:00:00.000Z');
    expect(last?.get('to')).toBe('2026-11-28T05:59:59.999Z');
    expect(last?.get('pageNo')).toBe('1');

    // A page keeps the filter.
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('button', { name: 'Page 2', current: 'page' });
    const paged = sent.requests(opsListDeposits).at(-1)?.query;
    expect(paged?.get('pageNo')).toBe('2');
    expect(paged?.get('status')).toBe('PENDING');
    expect(paged?.get('account')).toBe('bruno');
  });

  it('refuses days in the wrong order before sending', async () => {
    const sent = fakeServer(deposits, zone);
    signIn([...permissionsOf('finance')], { role: 'finance' });
    const user = userEvent.setup();
    renderConsole('/deposits');
    await screen.findByRole('table', { name: 'Deposits' });
    await user.type(screen.getByLabelText('Made from'), '2026-11-27');
    await user.type(screen.getByLabelText('Made to'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Give the days as YYYY-MM-DD, the first not after the last.',
    );
    expect(sent.requests(opsListDeposits)).toHaveLength(1);
  });

  it("links each player to the member's view", async () => {
    fakeServer(deposits, zone, answer(opsMemberDetail, memberDetail()));
    signIn([...permissionsOf('finance')], { role: 'finance' });
    const user = userEvent.setup();
    renderConsole('/deposits');
    const table = await screen.findByRole('table', { name: 'Deposits' });
    expect(
      within(table)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/members?account=ana&tab=ledger', '/members?account=bruno&tab=ledger']);
    await user.click(within(table).getByRole('link', { name: 'ana' }));
    expect(await screen.findByRole('heading', { name: 'Member ana' })).toBeTruthy();
  });

  it('sits in the menu next to withdrawals, for the roles that read money', () => {
    fakeServer(deposits, zone);
    signIn([...permissionsOf('finance')], { role: 'finance' });
    renderConsole('/deposits');
    const menu = screen.getByRole('navigation', { name: 'Console menu' });
    const names = within(menu)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(names.slice(names.indexOf('Withdrawals'), names.indexOf('Withdrawals') + 3)).toEqual([
      'Withdrawals',
      'Deposits',
      'Reports',
    ]);
  });
});
