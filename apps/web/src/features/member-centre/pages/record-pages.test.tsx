import type { BetRecord } from '@gamehall/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { useSession } from '../../../lib/session-store.ts';
import { cached } from '../../../test/fake-server.ts';
import { presetRange } from '../../panel/index.ts';
import { betRecordsQuery, profitAndLossQuery } from '../../records/index.ts';
import { bodyRows, renderMemberCentre } from '../test-utils.tsx';

// The pages are imported on first render; loading them once here keeps each test's waits short.
beforeAll(() => import('../../records/pages.ts'));

afterEach(() => {
  useDialogs.getState().close();
  useSession.setState({ token: null, accountType: null });
});

const today = () => presetRange('today', new Date(), 'America/Mexico_City');

const terms = (region: HTMLElement) =>
  within(region)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

describe('Betting record', () => {
  it('shows the range’s totals above the bets', async () => {
    const bet: BetRecord = {
      id: 'b1',
      at: '2025-03-02T00:05:09.000Z',
      vassalage: 'PG',
      vendorName: 'PG Slots',
      gameName: 'Fortune Tiger',
      roundId: 'R-1',
      betAmount: 1000,
      winAmount: 2500.5,
      profit: 1500.5,
      status: 'SETTLED',
    };
    renderMemberCentre({
      page: 'personalHistoryCopy',
      answers: [
        cached(betRecordsQuery({ ...today(), pageNo: 1, pageSize: 10 }), {
          list: [bet],
          pageNo: 1,
          totalPages: 1,
          total: 1,
          totals: { betAmount: 1000, winAmount: 2500.5, profit: 1500.5 },
        }),
      ],
    });
    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(terms(totals)).toEqual([
      'Bets: 1,000.00',
      'Wins: 2,500.50',
      'Profit and loss: 1,500.50',
    ]);
    expect(bodyRows(screen.getByRole('table', { name: 'Betting record' }))).toEqual([
      [
        '2025-03-01 18:05:09',
        'PG Slots',
        'Fortune Tiger',
        '1,000.00',
        '2,500.50',
        '1,500.50',
        'Settled',
        '▾Details',
      ],
    ]);
    // The round's id, long and rarely needed, opens under the row.
    const table = screen.getByRole('table', { name: 'Betting record' });
    expect(within(table).getByText('R-1').closest('tr')?.hidden).toBe(true);
    const details = within(table).getByRole('button', {
      name: 'Details, Fortune Tiger 2025-03-01 18:05:09',
    });
    await userEvent.setup().click(details);
    expect(details.getAttribute('aria-expanded')).toBe('true');
    const opened = document.getElementById(details.getAttribute('aria-controls') ?? '');
    expect(within(opened as HTMLElement).getByText('Round').nextElementSibling?.textContent).toBe(
      'R-1',
    );
  });
});

describe('Personal profit and loss', () => {
  it('shows the totals and a row per provider, losses with a minus', async () => {
    renderMemberCentre({
      page: 'personalProfit',
      answers: [
        cached(profitAndLossQuery(today()), {
          deposits: 500,
          withdrawals: 0,
          bets: 300,
          wins: 120,
          bonuses: 10,
          profit: -170,
          vendors: [
            { vassalage: 'PG', vendorName: 'PG Slots', bets: 300, wins: 120, profit: -180 },
          ],
        }),
      ],
    });
    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(terms(totals)).toContain('Profit and loss: -170.00');
    expect(bodyRows(screen.getByRole('table', { name: 'Profit and loss by provider' }))).toEqual([
      ['PG Slots', '300.00', '120.00', '-180.00'],
    ]);
  });
});
