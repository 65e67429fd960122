import {
  opsMemberDetail,
  opsRiskBigWins,
  opsRiskFastCycles,
  opsRiskSharedIps,
  permissionsOf,
} from '@gamehall/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, fakeServer } from '../../../test/fake-server.ts';
import { memberDetail } from '../../test/fixtures.ts';
import { renderConsole, signIn } from '../../test/render.tsx';

const paged = { pageNo: 1, totalPages: 1 };
const shared = answer(opsRiskSharedIps, {
  groups: [
    { ip: '203.0.113.9', accounts: ['ana', 'bruno', 'carla'], lastSeen: '2026-11-27T09:00:00Z' },
  ],
  ...paged,
  total: 1,
});
const wins = answer(opsRiskBigWins, {
  wins: [
    {
      account: 'ana',
      vendor: 'house',
      gameCode: 'slot-gold',
      roundId: 'r-991',
      stake: 2,
      win: 1500,
      multiple: 750,
      at: '2026-11-26T21:00:00Z',
    },
  ],
  ...paged,
  total: 1,
});
const cycles = answer(opsRiskFastCycles, {
  cycles: [
    {
      account: 'bruno',
      depositAt: '2026-11-26T10:00:00Z',
      deposit: 500,
      withdrawalAt: '2026-11-26T12:30:00Z',
      withdrawal: 480,
      staked: 20,
    },
  ],
  ...paged,
  total: 1,
});

const risk = () => signIn([...permissionsOf('risk')], { account: 'checker', role: 'risk' });

afterEach(() => signIn(null));

describe('the risk page', () => {
  it('asks each tab its call with the days chosen', async () => {
    const sent = fakeServer(shared, wins, cycles);
    risk();
    const user = userEvent.setup();
    renderConsole('/risk');
    expect(await screen.findByRole('heading', { name: 'Risk', level: 1 })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Shared addresses' });
    const row = within(table).getByRole('row', { name: /203\.0\.113\.9/ });
    expect(within(row).getByText('3 accounts')).toBeTruthy();
    expect(sent.requests(opsRiskSharedIps)[0]?.query.get('days')).toBe('7');

    await user.selectOptions(screen.getByLabelText('Look back'), 'Last 30 days');
    await screen.findByRole('table', { name: 'Shared addresses' });
    expect(sent.requests(opsRiskSharedIps).at(-1)?.query.get('days')).toBe('30');

    await user.click(screen.getByRole('tab', { name: 'Big wins' }));
    const won = await screen.findByRole('table', { name: 'Big wins' });
    const line = within(won).getByRole('row', { name: /ana/ });
    expect(within(line).getByText('1,500.00')).toBeTruthy();
    expect(within(line).getByText('×750.00')).toBeTruthy();
    expect(sent.requests(opsRiskBigWins)[0]?.query.get('days')).toBe('30');

    await user.click(screen.getByRole('tab', { name: 'Money passed through' }));
    const passed = await screen.findByRole('table', { name: 'Money passed through' });
    const cycle = within(passed).getByRole('row', { name: /bruno/ });
    expect(within(cycle).getByText('2 h 30 min')).toBeTruthy();
    expect(within(cycle).getByText('20.00')).toBeTruthy();
    expect(sent.requests(opsRiskFastCycles)[0]?.query.get('days')).toBe('30');
    expect(sent.requests(opsRiskFastCycles)[0]?.query.get('withinHours')).toBe('24');

    await user.selectOptions(screen.getByLabelText('Look back'), 'Last day');
    await user.selectOptions(screen.getByLabelText('Withdrawal within'), '48 hours');
    await screen.findByRole('table', { name: 'Money passed through' });
    const last = sent.requests(opsRiskFastCycles).at(-1);
    expect(last?.query.get('days')).toBe('1');
    expect(last?.query.get('withinHours')).toBe('48');
  });

  it('asks big wins with the win and the multiple given, refusing ones the call would not take', async () => {
    const sent = fakeServer(wins);
    risk();
    const user = userEvent.setup();
    renderConsole('/risk?tab=wins');
    await screen.findByRole('table', { name: 'Big wins' });
    expect(sent.requests(opsRiskBigWins)[0]?.query.get('minWin')).toBe('1000');
    expect(sent.requests(opsRiskBigWins)[0]?.query.get('minMultiple')).toBe('100');

    const minWin = screen.getByLabelText('Win of at least');
    const minMultiple = screen.getByLabelText('Or at least this many times the stake');
    await user.clear(minMultiple);
    await user.type(minMultiple, '0.5');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Give a win of 0 or more and a multiple of 1 or more, each with at most two decimals.',
    );
    expect(sent.requests(opsRiskBigWins)).toHaveLength(1);

    await user.clear(minWin);
    await user.type(minWin, '5000');
    await user.clear(minMultiple);
    await user.type(minMultiple, '50');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByRole('table', { name: 'Big wins' });
    expect(screen.queryByRole('alert')).toBeNull();
    const last = sent.requests(opsRiskBigWins).at(-1);
    expect(last?.query.get('minWin')).toBe('5000');
    expect(last?.query.get('minMultiple')).toBe('50');
    expect(last?.query.get('days')).toBe('7');
  });

  it("links every account to the member's view", async () => {
    fakeServer(shared, wins, cycles, answer(opsMemberDetail, memberDetail()));
    risk();
    const user = userEvent.setup();
    renderConsole('/risk');
    const from = await screen.findByRole('list', { name: 'Accounts from 203.0.113.9' });
    expect(
      within(from)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/members?account=ana&tab=logins',
      '/members?account=bruno&tab=logins',
      '/members?account=carla&tab=logins',
    ]);
    await user.click(screen.getByRole('tab', { name: 'Big wins' }));
    const won = await screen.findByRole('table', { name: 'Big wins' });
    expect(within(won).getByRole('link', { name: 'ana' }).getAttribute('href')).toBe(
      '/members?account=ana&tab=bets',
    );
    await user.click(screen.getByRole('tab', { name: 'Money passed through' }));
    const passed = await screen.findByRole('table', { name: 'Money passed through' });
    expect(within(passed).getByRole('link', { name: 'bruno' }).getAttribute('href')).toBe(
      '/members?account=bruno&tab=ledger',
    );
    await user.click(screen.getByRole('tab', { name: 'Big wins' }));
    await user.click(
      within(await screen.findByRole('table', { name: 'Big wins' })).getByRole('link', {
        name: 'ana',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Member ana' })).toBeTruthy();
  });

  it('is not in the shell of a role without risk.read', async () => {
    fakeServer(shared);
    signIn([...permissionsOf('support')], { role: 'support' });
    renderConsole('/risk');
    const menu = screen.getByRole('navigation', { name: 'Console menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).not.toContain('Risk');
    expect(await screen.findByRole('heading', { name: 'Members', level: 1 })).toBeTruthy();
  });
});
