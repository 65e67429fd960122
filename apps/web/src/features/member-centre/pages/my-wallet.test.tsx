import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { useSession } from '../../../lib/session-store.ts';
import { cached } from '../../../test/fake-server.ts';
import { merchantWalletQuery, walletsQuery } from '../../wallet/index.ts';
import { bodyRows, renderMemberCentre } from '../test-utils.tsx';

// The page is imported on first render; loading it once here keeps each test's waits short.
beforeAll(() => import('../../wallet/pages.ts'));

afterEach(() => {
  useDialogs.getState().close();
  useSession.setState({ token: null, accountType: null });
});

const balances = { sumBalance: 1500.5, main: 1000, bonus: 250.5, held: 0 };

function renderWallet(isSingle: boolean) {
  const vendors = isSingle
    ? []
    : [
        { vassalage: 'PG', name: 'PG Slots', balance: 200 },
        { vassalage: 'JILI', name: 'JILI Slots', balance: 50 },
      ];
  renderMemberCentre({
    page: 'transferFund',
    answers: [
      cached(merchantWalletQuery(), { isSingle }),
      cached(walletsQuery(), { ...balances, isSingle, vendors }),
    ],
  });
}

const figure = (balances: HTMLElement, term: string) =>
  within(balances).getByText(term).nextElementSibling?.textContent;

describe('My wallet', () => {
  it('shows main, bonus, held and the total', async () => {
    renderWallet(true);
    const region = await screen.findByRole('region', { name: 'Balances' });
    const terms = within(region)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['Total balance', 'Main wallet', 'Bonus wallet', 'Held for withdrawals']);
    expect(figure(region, 'Total balance')).toBe('1,500.50');
    expect(figure(region, 'Bonus wallet')).toBe('250.50');
  });

  it('says a single-wallet brand has nothing to transfer, and offers no form', async () => {
    renderWallet(true);
    expect(await screen.findByText(/one wallet for every game/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Transfer' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lists each vendor sub-wallet and offers the transfer form', async () => {
    renderWallet(false);
    const table = await screen.findByRole('table', { name: 'Game wallets' });
    expect(bodyRows(table)).toEqual([
      ['PG Slots', '200.00'],
      ['JILI Slots', '50.00'],
    ]);
    const from = screen.getByRole('combobox', { name: 'From' });
    expect(
      within(from)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Main wallet', 'PG Slots', 'JILI Slots']);
    expect(screen.getByRole('button', { name: 'Transfer' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'All to main wallet' })).toHaveProperty(
      'disabled',
      false,
    );
  });
});
