import {
  getMyIncome,
  getTeamBets,
  getTeamOverview,
  getTeamProfitLoss,
  getTeamTransactions,
  type ValueOf,
} from '@gamehall/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { answer, failure, fakeServer } from '../../../test/fake-server.ts';
import { bodyRows } from '../../member-centre/test-utils.tsx';
import { presetDays } from '../../panel/index.ts';
import { endAgentCentre, renderAgentCentre } from '../test-utils.tsx';

beforeAll(() => import('./reports.ts'));

afterEach(endAgentCentre);

const ZONE = 'America/Mexico_City';
const days = (preset: 'today' | 'last7' | 'last30') => presetDays(preset, new Date(), ZONE);

const terms = (region: HTMLElement) =>
  within(region)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

/** A report's only page: its rows, and the rest of its answer (its totals). */
const onePage = <Row, Rest>(list: Row[], rest: Rest) => ({
  list,
  pageNo: 1,
  totalPages: 1,
  total: list.length,
  ...rest,
});

const figures = {
  newMembers: 0,
  activeMembers: 0,
  firstDeposits: 0,
  deposits: 0,
  withdrawals: 0,
  validBet: 0,
  profitLoss: 0,
  bonus: 0,
};

function overview(from: string, to: string): ValueOf<typeof getTeamOverview> {
  return {
    teamSize: 12,
    totals: {
      ...figures,
      newMembers: 3,
      activeMembers: 5,
      firstDeposits: 2,
      deposits: 1500,
      withdrawals: 200,
      validBet: 4321.5,
      profitLoss: -321.5,
      bonus: 10,
    },
    days: [
      { ...figures, day: from, validBet: 1000 },
      { ...figures, day: to, validBet: 3321.5, activeMembers: 5, profitLoss: -321.5 },
    ],
  };
}

describe('Team overview', () => {
  it('shows the team’s figures for the last 7 days and each day, newest first', async () => {
    const week = days('last7');
    const server = fakeServer(
      answer(getTeamOverview, (r) => overview(r.query.get('from') ?? '', r.query.get('to') ?? '')),
    );
    renderAgentCentre();
    const team = await screen.findByRole('region', { name: 'Team' });
    expect(terms(team)).toEqual([
      'Team size: 12',
      'New members: 3',
      'Active members: 5',
      'First deposits: 2',
    ]);
    expect(terms(screen.getByRole('region', { name: 'Totals' }))).toEqual([
      'Deposits: 1,500.00',
      'Withdrawals: 200.00',
      'Valid bet: 4,321.50',
      'Profit and loss: -321.50',
      'Bonuses: 10.00',
    ]);
    const sent = server.requests(getTeamOverview)[0]?.query;
    expect([sent?.get('from'), sent?.get('to')]).toEqual([week.from, week.to]);
    const rows = bodyRows(screen.getByRole('table', { name: 'Day by day' }));
    expect(rows.map((r) => r[0])).toEqual([week.to, week.from]);
    expect(
      screen.getByRole('img', { name: /Valid bet, deposits and profit and loss by day/ }),
    ).toBeTruthy();
  });

  it('asks again for a range picked by hand, and refuses one that runs backwards', async () => {
    const server = fakeServer(
      answer(getTeamOverview, (r) => overview(r.query.get('from') ?? '', r.query.get('to') ?? '')),
    );
    const user = userEvent.setup();
    renderAgentCentre();
    await screen.findByRole('region', { name: 'Team' });
    await user.click(screen.getByRole('button', { name: 'Custom' }));
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await user.clear(from);
    await user.type(from, '2026-11-01');
    await user.clear(to);
    await user.type(to, '2026-11-03');
    await vi.waitFor(() => {
      const last = server.requests(getTeamOverview).at(-1)?.query;
      expect([last?.get('from'), last?.get('to')]).toEqual(['2026-11-01', '2026-11-03']);
    });
    const asked = server.requests(getTeamOverview).length;
    await user.clear(to);
    await user.type(to, '2026-10-01');
    expect(screen.getByRole('alert').textContent).toBe('The range ends before it starts.');
    expect(server.requests(getTeamOverview).length).toBe(asked);
  });

  it('says what went wrong and retries', async () => {
    let fail = true;
    fakeServer(
      answer(getTeamOverview, (r) =>
        fail
          ? failure(403, 'FEATURE_DISABLED', 'This feature is not available')
          : overview(r.query.get('from') ?? '', r.query.get('to') ?? ''),
      ),
    );
    renderAgentCentre();
    expect((await screen.findByRole('alert')).textContent).toBe('This feature is not available');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Team' })).toBeTruthy();
  });
});

describe('Team betting', () => {
  it('filters by account and category, with the totals row', async () => {
    const server = fakeServer(
      answer(
        getTeamBets,
        onePage(
          [
            {
              account: 'player7',
              vendorName: 'Gamehall Slots',
              gameName: 'Lucky Koi',
              category: 'RNG',
              roundId: 'r-1',
              betAmount: 50,
              winAmount: 20,
              profitLoss: -30,
              settledAt: '2026-11-25T18:00:00.000Z',
            },
          ],
          { totals: { betAmount: 50, winAmount: 20, profitLoss: -30 } },
        ),
      ),
    );
    const user = userEvent.setup();
    renderAgentCentre({ page: 'agentTeamBetting' });
    const table = await screen.findByRole('table', { name: 'Team betting' });
    expect(bodyRows(table)[0]?.slice(0, 6)).toEqual([
      '2026-11-25 12:00:00',
      'player7',
      'Gamehall Slots',
      'Lucky Koi',
      '50.00',
      '20.00',
    ]);
    expect(terms(screen.getByRole('region', { name: 'Totals' }))).toContain(
      'Profit and loss: -30.00',
    );
    await user.type(screen.getByRole('textbox', { name: 'Account' }), 'player7');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'RNG');
    await vi.waitFor(() => {
      const last = server.requests(getTeamBets).at(-1)?.query;
      expect([last?.get('account'), last?.get('category'), last?.get('from')]).toEqual([
        'player7',
        'RNG',
        days('today').from,
      ]);
    });
  });
});

describe('User profit and loss', () => {
  it('lists each member with the team’s totals', async () => {
    fakeServer(
      answer(
        getTeamProfitLoss,
        onePage(
          [
            {
              account: 'player7',
              type: 0,
              validBet: 300,
              wins: 100,
              profitLoss: -200,
              bonus: 0,
              deposits: 1000,
              withdrawals: 0,
            },
          ],
          {
            totals: {
              validBet: 300,
              wins: 100,
              profitLoss: -200,
              bonus: 0,
              deposits: 1000,
              withdrawals: 0,
            },
          },
        ),
      ),
    );
    renderAgentCentre({ page: 'agentUserProfit' });
    const table = await screen.findByRole('table', { name: 'User profit and loss' });
    expect(bodyRows(table)[0]?.slice(0, 3)).toEqual(['player7', '300.00', '100.00']);
    expect(terms(screen.getByRole('region', { name: 'Totals' }))).toContain('Valid bet: 300.00');
  });
});

describe('My income', () => {
  it('shows each payout with its figures and the total by type', async () => {
    const server = fakeServer(
      answer(
        getMyIncome,
        onePage(
          [
            {
              kind: 'DAILY_SALARY',
              periodStart: '2026-11-24T06:00:00.000Z',
              periodEnd: '2026-11-25T06:00:00.000Z',
              teamVolume: 10500,
              activeMembers: 6,
              rate: 1.5,
              yield: 157.5,
              amount: 101.5,
            },
          ],
          { byKind: [{ kind: 'DAILY_SALARY', amount: 101.5 }] },
        ),
      ),
    );
    renderAgentCentre({ page: 'agentMyIncome' });
    const table = await screen.findByRole('table', { name: 'My income' });
    expect(bodyRows(table)[0]?.slice(0, 5)).toEqual([
      'Daily salary',
      '2026-11-24 00:00:00 – 2026-11-25 00:00:00',
      '10,500.00',
      '1.50%',
      '101.50',
    ]);
    expect(terms(screen.getByRole('region', { name: 'Totals' }))).toEqual(['Daily salary: 101.50']);
    const sent = server.requests(getMyIncome)[0]?.query;
    expect(sent?.get('from')).toBe(days('last30').from);
  });
});

describe('Downline transaction details', () => {
  it('filters by account and type, each time from the first page', async () => {
    const server = fakeServer(
      answer(getTeamTransactions, (r) => ({
        list: [
          {
            id: `tx-${r.query.get('pageNo')}`,
            at: '2026-11-25T18:00:00.000Z',
            account: 'player7',
            type: 'DEPOSIT' as const,
            wallet: 'MAIN',
            amount: 100,
            balanceAfter: 150,
          },
        ],
        pageNo: Number(r.query.get('pageNo')),
        totalPages: 3,
        total: 21,
      })),
    );
    const user = userEvent.setup();
    renderAgentCentre({ page: 'agentTransactions' });
    const sent = () => server.requests(getTeamTransactions).at(-1)?.query;
    await screen.findByRole('table', { name: 'Downline transaction details' });
    expect(sent()?.get('from')).toBe(days('today').from);

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await vi.waitFor(() => expect(sent()?.get('pageNo')).toBe('2'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Withdrawal');
    await vi.waitFor(() =>
      expect([sent()?.get('type'), sent()?.get('pageNo')]).toEqual(['WITHDRAW', '1']),
    );

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await vi.waitFor(() => expect(sent()?.get('pageNo')).toBe('3'));
    await user.type(screen.getByRole('textbox', { name: 'Account' }), 'player7');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() =>
      expect([sent()?.get('account'), sent()?.get('type'), sent()?.get('pageNo')]).toEqual([
        'player7',
        'WITHDRAW',
        '1',
      ]),
    );
  });
});
