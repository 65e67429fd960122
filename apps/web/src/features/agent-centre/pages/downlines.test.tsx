import {
  type Downline,
  getDownlines,
  getWallets,
  transferToDownline,
  type ValueOf,
} from '@gamehall/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { answer, cached, failure, fakeServer, publicKeyAnswer } from '../../../test/fake-server.ts';
import { bodyRows } from '../../member-centre/test-utils.tsx';
import { walletsQuery } from '../../wallet/index.ts';
import { agent, endAgentCentre, renderAgentCentre } from '../test-utils.tsx';

beforeAll(() => import('./team.ts'));

afterEach(endAgentCentre);

const wallets: ValueOf<typeof getWallets> = {
  sumBalance: 500,
  main: 500,
  bonus: 0,
  held: 0,
  isSingle: true,
  vendors: [],
};

const row = (over: Partial<Downline>): Downline => ({
  account: 'player03',
  type: 0,
  status: 0,
  balance: 12.5,
  upline: 'agent01',
  level: 1,
  teamSize: 0,
  directCount: 0,
  createdAt: '2025-03-01T18:00:00.000Z',
  lastLoginAt: null,
  contracts: [],
  ...over,
});

/** The team: agent01 → agent02 → agent05 → player09, and player03 under agent01. */
const levels: Record<string, { path: string[]; list: Downline[] }> = {
  '': {
    path: ['agent01'],
    list: [
      row({
        account: 'agent02',
        type: 1,
        balance: 1500,
        teamSize: 2,
        directCount: 1,
        lastLoginAt: '2025-03-02T15:30:00.000Z',
        contracts: [
          { kind: 'DAILY_SALARY', state: 'ACTIVE', rate: 0.8 },
          { kind: 'DIVIDEND', state: 'OFFERED', rate: 20 },
        ],
      }),
      row({ account: 'player03', status: 1 }),
    ],
  },
  agent02: {
    path: ['agent01', 'agent02'],
    list: [row({ account: 'agent05', type: 1, upline: 'agent02', level: 2, teamSize: 1 })],
  },
  agent05: {
    path: ['agent01', 'agent02', 'agent05'],
    list: [row({ account: 'player09', upline: 'agent05', level: 3 })],
  },
};

const page = (path: string[], list: Downline[]): ValueOf<typeof getDownlines> => ({
  path,
  list,
  pageNo: 1,
  totalPages: 1,
  total: list.length,
});

/** The downlines the fake server answers: a level by `parent`, or every match of `search`. */
const downlines = answer(getDownlines, (r) => {
  const search = r.query.get('search');
  if (search) {
    const all = Object.values(levels).flatMap((l) => l.list);
    return page(
      ['agent01'],
      all.filter((d) => d.account.startsWith(search)),
    );
  }
  const level = levels[r.query.get('parent') ?? ''];
  return level
    ? page(level.path, level.list)
    : failure(404, 'NOT_FOUND', 'No such account in your team');
});

function renderDownlines(over: { hasPaymentPassword?: boolean } = {}) {
  return renderAgentCentre({
    page: 'agentDownline',
    member: agent({ hasPaymentPassword: over.hasPaymentPassword ?? true }),
    answers: [cached(walletsQuery(), wallets)],
  });
}

const table = () => screen.getByRole('table', { name: 'Downline management' });
const accounts = () => bodyRows(table()).map((cells) => cells[0]);
const levelsNav = () => screen.getByRole('navigation', { name: 'Team levels' });
const crumbs = () =>
  within(levelsNav())
    .getAllByRole('button')
    .map((b) => `${b.textContent}${b.getAttribute('aria-current') === 'page' ? ' (current)' : ''}`);

describe('Downline management', () => {
  it('lists the direct downlines with their figures, rates and details', async () => {
    const server = fakeServer(downlines);
    renderDownlines();
    await screen.findByRole('table', { name: 'Downline management' });
    const sent = server.requests(getDownlines)[0]?.query;
    expect(sent?.get('parent')).toBeNull();
    expect(sent?.get('sort')).toBe('registered');
    expect(sent?.get('pageNo')).toBe('1');
    expect(bodyRows(table())).toEqual([
      ['agent02', 'Agent', 'Active', '1,500.00', '2', '1', 'Transfer', '▾Details'],
      ['player03', 'Player', 'Frozen', '12.50', '0', '0', 'Transfer', '▾Details'],
    ]);
    expect(crumbs()).toEqual(['agent01 (current)']);
    expect(screen.getByText('Accounts: 2')).toBeTruthy();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Details, agent02' }));
    const details = screen.getByRole('button', { name: 'Details, agent02' });
    const opened = document.getElementById(details.getAttribute('aria-controls') ?? '');
    const facts = within(opened as HTMLElement);
    // Brand time: America/Mexico_City.
    expect(facts.getByText('Last login').nextElementSibling?.textContent).toBe(
      '2025-03-02 09:30:00',
    );
    expect(facts.getByText('Registered').nextElementSibling?.textContent).toBe(
      '2025-03-01 12:00:00',
    );
    expect(facts.getByText('Contracts').nextElementSibling?.textContent).toBe(
      'Daily salary 0.80%, Dividend 20.00% (offered)',
    );
  });

  it('drills down into an agent’s team and back up with the breadcrumb', async () => {
    const server = fakeServer(downlines);
    const user = userEvent.setup();
    renderDownlines();
    // A player's account is not a way down; an agent's is.
    await user.click(await screen.findByRole('button', { name: 'Open the team of agent02' }));
    expect(screen.queryByRole('button', { name: 'Open the team of player03' })).toBeNull();
    await vi.waitFor(() => expect(accounts()).toEqual(['agent05']));
    expect(server.requests(getDownlines).at(-1)?.query.get('parent')).toBe('agent02');
    expect(crumbs()).toEqual(['agent01', 'agent02 (current)']);
    // Only a direct downline can be sent money.
    expect(screen.queryByRole('button', { name: 'Transfer to agent05' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Open the team of agent05' }));
    await vi.waitFor(() => expect(accounts()).toEqual(['player09']));
    expect(server.requests(getDownlines).at(-1)?.query.get('parent')).toBe('agent05');
    expect(crumbs()).toEqual(['agent01', 'agent02', 'agent05 (current)']);

    await user.click(within(levelsNav()).getByRole('button', { name: 'agent02' }));
    await vi.waitFor(() => expect(accounts()).toEqual(['agent05']));
    expect(crumbs()).toEqual(['agent01', 'agent02 (current)']);

    await user.click(within(levelsNav()).getByRole('button', { name: 'agent01' }));
    // The first level is answered from the cache: no request with a parent goes out.
    await vi.waitFor(() => expect(accounts()).toEqual(['agent02', 'player03']));
    expect(crumbs()).toEqual(['agent01 (current)']);
  });

  it('says so when a level is not in the team, and the breadcrumb still goes back', async () => {
    const top = levels[''] ?? { path: [], list: [] };
    const server = fakeServer(
      answer(getDownlines, (r) =>
        r.query.get('parent')
          ? failure(404, 'NOT_FOUND', 'No such account in your team')
          : page(top.path, top.list),
      ),
    );
    const user = userEvent.setup();
    renderDownlines();
    await user.click(await screen.findByRole('button', { name: 'Open the team of agent02' }));
    expect((await screen.findByRole('alert')).textContent).toBe('No such account in your team');
    expect(crumbs()).toEqual(['agent01', 'agent02 (current)']);
    await user.click(within(levelsNav()).getByRole('button', { name: 'agent01' }));
    await vi.waitFor(() => expect(accounts()).toEqual(['agent02', 'player03']));
    expect(crumbs()).toEqual(['agent01 (current)']);
    expect(server.requests(getDownlines).map((r) => r.query.get('parent'))).toEqual([
      null,
      'agent02',
    ]);
  });

  it('searches the whole team by account prefix, and goes back', async () => {
    const server = fakeServer(downlines);
    const user = userEvent.setup();
    renderDownlines();
    await screen.findByRole('table', { name: 'Downline management' });
    await user.type(screen.getByRole('textbox', { name: 'Account starts with' }), 'player');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => expect(accounts()).toEqual(['player03', 'player09']));
    const sent = server.requests(getDownlines).at(-1)?.query;
    expect(sent?.get('search')).toBe('player');
    expect(sent?.get('parent')).toBeNull();
    expect(screen.getByText('Accounts starting with “player” anywhere in your team')).toBeTruthy();
    // A match deeper down shows whose downline it is, and gets no transfer.
    expect(screen.queryByRole('button', { name: 'Transfer to player09' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Back to my direct downlines' }));
    await vi.waitFor(() => expect(accounts()).toEqual(['agent02', 'player03']));
    expect(server.requests(getDownlines).map((r) => r.query.get('search'))).toEqual([
      null,
      'player',
    ]);
    expect(
      (screen.getByRole('textbox', { name: 'Account starts with' }) as HTMLInputElement).value,
    ).toBe('');
  });

  it('pages through a level, and starts a new level at its first page', async () => {
    const server = fakeServer(
      answer(getDownlines, (r) => ({
        ...page(['agent01'], [row({ account: `player-p${r.query.get('pageNo')}` })]),
        pageNo: Number(r.query.get('pageNo')),
        totalPages: 3,
        total: 21,
      })),
    );
    const user = userEvent.setup();
    renderDownlines();
    await screen.findByRole('table', { name: 'Downline management' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await vi.waitFor(() => expect(accounts()).toEqual(['player-p2']));
    expect(server.requests(getDownlines).at(-1)?.query.get('pageNo')).toBe('2');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Sort by' }),
      'Balance (highest first)',
    );
    await vi.waitFor(() => expect(accounts()).toEqual(['player-p1']));
    const last = server.requests(getDownlines).at(-1)?.query;
    expect([last?.get('sort'), last?.get('pageNo')]).toEqual(['balance', '1']);
  });

  it('asks again when the sort changes', async () => {
    const server = fakeServer(downlines);
    const user = userEvent.setup();
    renderDownlines();
    await screen.findByRole('table', { name: 'Downline management' });
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Sort by' }),
      'Balance (highest first)',
    );
    await vi.waitFor(() =>
      expect(server.requests(getDownlines).at(-1)?.query.get('sort')).toBe('balance'),
    );
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Sort by' }),
      'Last login (latest first)',
    );
    await vi.waitFor(() =>
      expect(server.requests(getDownlines).at(-1)?.query.get('sort')).toBe('lastLogin'),
    );
  });
});

describe('Transfer to a direct downline', () => {
  const transferServer = (reply: Parameters<typeof answer<typeof transferToDownline>>[1]) =>
    fakeServer(
      downlines,
      publicKeyAnswer(),
      answer(getWallets, wallets),
      answer(transferToDownline, reply),
    );

  it('sends the amount once and says so', async () => {
    const server = transferServer({ transactionId: 't1', balance: 475 });
    const user = userEvent.setup();
    renderDownlines();
    await user.click(await screen.findByRole('button', { name: 'Transfer to agent02' }));
    const form = screen.getByRole('region', { name: 'Transfer to agent02' });
    expect(within(form).getByText('Main wallet').nextElementSibling?.textContent).toBe('500.00');
    await user.type(within(form).getByRole('textbox', { name: 'Amount' }), '25');
    await user.type(within(form).getByLabelText('Payment password'), 'secret');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(
      await within(form).findByText('25.00 was sent to agent02.', {}, { timeout: 5000 }),
    ).toBeTruthy();
    const sent = server.requests(transferToDownline);
    expect(sent).toHaveLength(1);
    // Sealed for the server: the password never travels readable.
    expect(sent[0]?.body).toBeUndefined();
    expect(server.fetch.mock.calls.some(([, init]) => String(init?.body).includes('secret'))).toBe(
      false,
    );
    // The list is asked again (the downline's balance changed).
    await vi.waitFor(() => expect(server.requests(getDownlines).length).toBeGreaterThan(1));
  });

  it('shows the server’s refusal', async () => {
    transferServer(failure(403, 'FORBIDDEN', 'The payment password is wrong'));
    const user = userEvent.setup();
    renderDownlines();
    await user.click(await screen.findByRole('button', { name: 'Transfer to player03' }));
    const form = screen.getByRole('region', { name: 'Transfer to player03' });
    await user.type(within(form).getByRole('textbox', { name: 'Amount' }), '10');
    await user.type(within(form).getByLabelText('Payment password'), 'wrong');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect((await within(form).findByRole('alert', {}, { timeout: 5000 })).textContent).toBe(
      'The payment password is wrong',
    );
  });

  it('shows a 400 refusal, and refuses more than the main wallet before sending', async () => {
    const server = transferServer(
      failure(400, 'VALIDATION_FAILED', 'The amount must be at least 0.01'),
    );
    const user = userEvent.setup();
    renderDownlines();
    await user.click(await screen.findByRole('button', { name: 'Transfer to agent02' }));
    const form = screen.getByRole('region', { name: 'Transfer to agent02' });
    const amount = within(form).getByRole('textbox', { name: 'Amount' });
    await user.type(amount, '500.01');
    await user.type(within(form).getByLabelText('Payment password'), 'secret');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(within(form).getByRole('alert').textContent).toBe(
      'That is more than the available balance (500.00).',
    );
    expect(server.requests(transferToDownline)).toHaveLength(0);
    await user.clear(amount);
    await user.type(amount, '5');
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect((await within(form).findByRole('alert', {}, { timeout: 5000 })).textContent).toBe(
      'The amount must be at least 0.01',
    );
    expect(server.requests(transferToDownline)).toHaveLength(1);
  });

  it('asks an agent without a payment password to set one first', async () => {
    fakeServer(downlines);
    const user = userEvent.setup();
    renderDownlines({ hasPaymentPassword: false });
    await user.click(await screen.findByRole('button', { name: 'Transfer to agent02' }));
    const form = screen.getByRole('region', { name: 'Transfer to agent02' });
    expect(within(form).getByRole('button', { name: 'Go to the security centre' })).toBeTruthy();
    expect(within(form).queryByRole('textbox', { name: 'Amount' })).toBeNull();
  });
});
