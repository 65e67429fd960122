import type { getAccountRecords, ValueOf } from '@gamehall/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

type AccountRow = ValueOf<typeof getAccountRecords>['list'][number];

import { useDialogs } from '../../../lib/dialog-store.ts';
import { useSession } from '../../../lib/session-store.ts';
import { cached } from '../../../test/fake-server.ts';
import { presetRange } from '../../panel/index.ts';
import { accountRecordsQuery } from '../../records/index.ts';
import { bodyRows, renderMemberCentre } from '../test-utils.tsx';

// The page is imported on first render; loading it once here keeps each test's waits short.
beforeAll(() => import('../../records/pages.ts'));

afterEach(() => {
  useDialogs.getState().close();
  useSession.setState({ token: null, accountType: null });
});

const zone = 'America/Mexico_City';
const today = () => ({ ...presetRange('today', new Date(), zone), pageNo: 1, pageSize: 10 });

const records: AccountRow[] = [
  {
    id: 'r1',
    at: '2025-03-02T00:05:09.000Z',
    type: 'DEPOSIT',
    wallet: 'MAIN',
    amount: 1234567.5,
    balanceAfter: 1234667.5,
    reference: 'D100',
    remark: null,
    withdrawalStatus: null,
  },
  {
    id: 'r2',
    at: '2025-03-02T01:00:00.000Z',
    type: 'BET',
    wallet: 'PG',
    amount: -20,
    balanceAfter: 80,
    reference: null,
    remark: 'Fortune Tiger',
    withdrawalStatus: null,
  },
  {
    id: 'r3',
    at: '2025-03-02T02:00:00.000Z',
    type: 'WITHDRAW',
    wallet: 'MAIN',
    amount: -20,
    balanceAfter: 60,
    reference: 'W300',
    remark: null,
    withdrawalStatus: 'PAID',
  },
];

function renderRecords(list: AccountRow[], totalPages = 1) {
  renderMemberCentre({
    page: 'transactionHistory',
    answers: [cached(accountRecordsQuery(today()), { list, pageNo: 1, totalPages, total: 20 })],
  });
}

describe('Account record', () => {
  it('shows money with 2 decimals and separators, and times in the brand time zone', async () => {
    renderRecords(records, 2);
    const table = await screen.findByRole('table', { name: 'Account record' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Time', 'Type', 'Wallet', 'Amount', 'Balance after', 'Details']);
    expect(bodyRows(table)).toEqual([
      ['2025-03-01 18:05:09', 'Deposit', 'Main wallet', '1,234,567.50', '1,234,667.50', '▾Details'],
      ['2025-03-01 19:00:00', 'Bet', 'PG', '-20.00', '80.00', '▾Details'],
      // One withdrawal, one row: its amount once, and where it stands.
      [
        '2025-03-01 20:00:00',
        'WithdrawalPaid, please confirm',
        'Main wallet',
        '-20.00',
        '60.00',
        '▾Details',
      ],
    ]);
    // The remark opens under its row.
    const details = within(table).getByRole('button', { name: 'Details, Bet 2025-03-01 19:00:00' });
    await userEvent.setup().click(details);
    const opened = document.getElementById(details.getAttribute('aria-controls') ?? '');
    expect(within(opened as HTMLElement).getByText('Remark').nextElementSibling?.textContent).toBe(
      'Fortune Tiger',
    );
    // The table scrolls inside its own named box at 375 px, never the page.
    const box = table.parentElement as HTMLElement;
    expect([box.tagName, box.getAttribute('aria-label'), box.tabIndex]).toEqual([
      'SECTION',
      'Account record',
      0,
    ]);
    expect(screen.getByRole('navigation', { name: 'Account record: pages' })).toBeTruthy();
  });

  it('says there is no data for an empty range, and marks the chosen preset', async () => {
    renderRecords([]);
    expect(await screen.findByText('No data')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    const today = screen.getByRole('button', { name: 'Today' });
    expect(today.getAttribute('aria-pressed')).toBe('true');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Last 7 days' }));
    expect(today.getAttribute('aria-pressed')).toBe('false');
  });
});
