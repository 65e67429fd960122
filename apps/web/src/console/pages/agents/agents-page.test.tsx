import {
  type AgentNode,
  type Contract,
  opsAgentContracts,
  opsAgentTree,
  opsListAgents,
  opsSetHouseContract,
  permissionsOf,
  type ValueOf,
} from '@gamehall/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { answer, failure, fakeServer } from '../../../test/fake-server.ts';
import { renderConsole, signIn } from '../../test/render.tsx';

const node = (account: string, over: Partial<AgentNode> = {}): AgentNode => ({
  account,
  type: 1,
  status: 0,
  level: 0,
  upline: null,
  directCount: 0,
  teamSize: 0,
  contracts: [],
  createdAt: '2026-11-01T10:00:00Z',
  ...over,
});

/** A ── B ── C, a player under A: the tree the fake server answers. */
const A = node('alpha', { directCount: 2, teamSize: 3 });
const B = node('bravo', { level: 1, upline: 'alpha', directCount: 1, teamSize: 1 });
const C = node('charlie', { type: 2, level: 2, upline: 'bravo' });
const P = node('pat', { type: 0, level: 1, upline: 'alpha' });

const TREE: Record<string, { agent: AgentNode; path: string[]; downlines: AgentNode[] }> = {
  alpha: { agent: A, path: [], downlines: [B, P] },
  bravo: { agent: B, path: ['alpha'], downlines: [C] },
  charlie: { agent: C, path: ['alpha', 'bravo'], downlines: [] },
};

const list = answer(opsListAgents, (r) => {
  const q = r.query.get('q') ?? '';
  const agents = [A, B, C].filter((a) => a.account.startsWith(q));
  return { agents, pageNo: 1, totalPages: 1, total: agents.length };
});

const tree = answer(opsAgentTree, (r) => {
  const found = TREE[r.query.get('account') ?? ''];
  if (!found) return failure(404, 'NOT_FOUND');
  return { ...found, pageNo: 1, totalPages: 1, total: found.downlines.length };
});

const houseContract: Contract & { setBy: string | null } = {
  id: 9,
  kind: 'DAILY_SALARY',
  upline: null,
  member: 'alpha',
  terms: { tiers: [{ minVolume: 0, minActive: 0, rate: 1 }], period: 'D' },
  state: 'ACTIVE',
  createdAt: '2026-11-20T10:00:00Z',
  startedAt: '2026-11-20T10:00:00Z',
  endedAt: null,
  history: [{ at: '2026-11-20T10:00:00Z', action: 'HOUSE_CONTRACT', by: null }],
  setBy: 'boss',
};

const contracts = answer(opsAgentContracts, (r): ValueOf<typeof opsAgentContracts> => {
  const account = r.query.get('account') ?? '';
  if (account !== 'alpha') return { account, top: false, contracts: [], payouts: [] };
  return {
    account,
    top: true,
    contracts: [houseContract],
    payouts: [
      {
        kind: 'DAILY_SALARY',
        periodStart: '2026-11-25T06:00:00Z',
        periodEnd: '2026-11-26T06:00:00Z',
        teamVolume: 12_000,
        activeMembers: 4,
        rate: 1,
        yield: 120,
        amount: 120,
        paidAt: '2026-11-26T06:02:00Z',
      },
    ],
  };
});

afterEach(() => signIn(null));

describe('the agents page', () => {
  it('finds agents, opens one with its upline path, and expands its tree level by level', async () => {
    const sent = fakeServer(list, tree, contracts);
    signIn([...permissionsOf('support')], { role: 'support' });
    const user = userEvent.setup();
    renderConsole('/agents');
    expect(await screen.findByRole('heading', { name: 'Agents', level: 1 })).toBeTruthy();
    await user.type(screen.getByLabelText('Account begins with'), 'br');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const found = await screen.findByRole('table', { name: 'Agents found' });
    await within(found).findByRole('link', { name: 'bravo' });
    expect(within(found).queryByRole('link', { name: 'alpha' })).toBeNull();
    expect(sent.requests(opsListAgents).at(-1)?.query.get('q')).toBe('br');

    await user.click(within(found).getByRole('link', { name: 'bravo' }));
    expect(await screen.findByRole('heading', { name: 'Agent bravo' })).toBeTruthy();
    const path = screen.getByRole('navigation', { name: 'Upline path' });
    expect(within(path).getByRole('link', { name: 'alpha' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Member page of bravo' }).getAttribute('href')).toBe(
      '/members?account=bravo',
    );
    // A non-top agent: no house contract of its own, and support may not set one anyway.
    expect(screen.queryByRole('heading', { name: 'Set the house contract' })).toBeNull();

    // Up to the top agent through the path, then down its tree.
    await user.click(within(path).getByRole('link', { name: 'alpha' }));
    expect(await screen.findByRole('heading', { name: 'Agent alpha' })).toBeTruthy();
    const level1 = await screen.findByRole('list', { name: 'Downlines of alpha' });
    expect(within(level1).getByRole('link', { name: 'pat' }).getAttribute('href')).toBe(
      '/members?account=pat',
    );
    // A player has no downlines to open.
    expect(screen.queryByRole('button', { name: 'Show the downlines of pat' })).toBeNull();
    const open = within(level1).getByRole('button', { name: 'Show the downlines of bravo' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    await user.click(open);
    const level2 = await screen.findByRole('list', { name: 'Downlines of bravo' });
    expect(within(level2).getByRole('link', { name: 'charlie' })).toBeTruthy();
    const close = screen.getByRole('button', { name: 'Hide the downlines of bravo' });
    expect(close.getAttribute('aria-expanded')).toBe('true');
    expect(sent.requests(opsAgentTree).map((r) => r.query.get('account'))).toContain('bravo');
    await user.click(close);
    expect(screen.queryByRole('list', { name: 'Downlines of bravo' })).toBeNull();

    // Its contract, who set it, and its payouts.
    const card = await screen.findByRole('article', { name: 'Daily salary' });
    expect(within(card).getByText('boss')).toBeTruthy();
    const payouts = screen.getByRole('table', { name: 'Latest payouts' });
    expect(within(payouts).getByText('12,000.00')).toBeTruthy();
  });

  it('sets a top agent’s house contract: checks the table first, then sends the body', async () => {
    const sent = fakeServer(
      list,
      tree,
      contracts,
      answer(opsSetHouseContract, (r, n) =>
        n === 1
          ? failure(400, 'VALIDATION_FAILED', 'A tier reached later never pays less')
          : { ...houseContract, id: 10, terms: r.body?.terms ?? houseContract.terms },
      ),
    );
    signIn([...permissionsOf('admin')]);
    const user = userEvent.setup();
    renderConsole('/agents?agent=alpha');
    const form = await screen.findByRole('form', { name: 'Set the house contract' });
    // It starts from the live daily salary table.
    const tier1 = within(form).getByRole('group', { name: 'Tier 1' });
    expect((within(tier1).getByLabelText('Rate (%)') as HTMLInputElement).value).toBe('1');

    await user.click(within(form).getByRole('button', { name: 'Add a tier' }));
    const tier2 = within(form).getByRole('group', { name: 'Tier 2' });
    await user.clear(within(tier2).getByLabelText('Minimum volume'));
    await user.type(within(tier2).getByLabelText('Minimum volume'), '10000');
    await user.type(within(tier2).getByLabelText('Minimum active members'), '3');
    // No rate typed: refused before sending.
    await user.click(within(form).getByRole('button', { name: 'Set the contract' }));
    expect(within(form).getByRole('alert').textContent).toMatch(/^Check the table: tier 2, Rate/);
    expect(sent.requests(opsSetHouseContract)).toHaveLength(0);

    await user.type(within(tier2).getByLabelText('Rate (%)'), '0.5');
    await user.selectOptions(within(form).getByLabelText('Payout period'), 'Weekly');
    await user.click(within(form).getByRole('button', { name: 'Set the contract' }));
    // The server's refusal, in its own words too.
    expect(await within(form).findByText('A tier reached later never pays less')).toBeTruthy();
    expect(sent.requests(opsSetHouseContract)[0]?.body).toEqual({
      account: 'alpha',
      kind: 'DAILY_SALARY',
      terms: {
        period: 'W',
        tiers: [
          { minVolume: 0, minActive: 0, rate: 1 },
          { minVolume: 10_000, minActive: 3, rate: 0.5 },
        ],
      },
    });

    await user.clear(within(tier2).getByLabelText('Rate (%)'));
    await user.type(within(tier2).getByLabelText('Rate (%)'), '1.5');
    await user.click(within(form).getByRole('button', { name: 'Set the contract' }));
    expect(await within(form).findByRole('status')).toBeTruthy();
    expect(screen.getByText('The house contract is set.')).toBeTruthy();
    expect(sent.requests(opsSetHouseContract)[1]?.body?.terms.tiers[1]?.rate).toBe(1.5);
    // Real-time salary's tiers ask for a lost bet's rate, and no members.
    await user.selectOptions(within(form).getByLabelText('Contract type'), 'Real-time salary');
    const rt = within(form).getByRole('group', { name: 'Tier 1' });
    expect(within(rt).getByLabelText('Rate on a lost bet (%)')).toBeTruthy();
    expect(within(rt).queryByLabelText('Minimum active members')).toBeNull();
  });
});
