import {
  type Contract,
  getContracts,
  processDailySalary,
  processDividend,
  processHourlySalary,
  type ValueOf,
} from '@gamehall/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { answer, failure, fakeServer } from '../../../test/fake-server.ts';
import { bodyRows } from '../../member-centre/test-utils.tsx';
import { endAgentCentre, renderAgentCentre } from '../test-utils.tsx';

// The pages are imported on first render; loading them once here keeps each test's waits short.
beforeAll(() => import('./contracts.ts'));

afterEach(endAgentCentre);

/** agent01's own daily salary contract with its upline boss (times in UTC; the brand is UTC-6). */
const contract = (over: Partial<Contract> = {}): Contract => ({
  id: 7,
  kind: 'DAILY_SALARY',
  upline: 'boss',
  member: 'agent01',
  terms: {
    tiers: [
      { minVolume: 0, minActive: 0, rate: 1 },
      { minVolume: 10_000, minActive: 3, rate: 1.5 },
    ],
    period: 'D',
  },
  state: 'ACTIVE',
  createdAt: '2026-11-20T15:00:00.000Z',
  startedAt: '2026-11-20T16:30:00.000Z',
  endedAt: null,
  history: [
    { at: '2026-11-20T15:00:00.000Z', action: 'OFFER', by: 'boss' },
    { at: '2026-11-20T16:30:00.000Z', action: 'ACCEPT', by: 'agent01' },
  ],
  ...over,
});

/** A contract agent01 offered its downline agent02. */
const offeredTo = (over: Partial<Contract> = {}): Contract =>
  contract({
    id: 9,
    upline: 'agent01',
    member: 'agent02',
    state: 'OFFERED',
    startedAt: null,
    terms: { tiers: [{ minVolume: 0, minActive: 0, rate: 0.8 }], period: 'D' },
    history: [{ at: '2026-11-21T18:00:00.000Z', action: 'OFFER', by: 'agent01' }],
    ...over,
  });

const contracts = (
  own: Contract | null,
  offered: Contract[] = [],
): ValueOf<typeof getContracts> => ({ own, offered });

const region = (name: string) => screen.findByRole('region', { name });

/** A contract's facts, each "label: value". */
const facts = (part: HTMLElement) =>
  within(part)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

type User = ReturnType<typeof userEvent.setup>;

/** Types a tier's three figures into the editor, over what its fields held. */
async function typeTier(
  user: User,
  n: number,
  figures: [string, string, string],
  volume = 'Minimum valid bet of the day',
) {
  const tier = within(screen.getByRole('group', { name: `Tier ${n}` }));
  const names = [volume, 'Minimum active members', 'Rate (%)'];
  for (const [i, name] of names.entries()) {
    const field = tier.getByRole('textbox', { name });
    await user.clear(field);
    await user.type(field, figures[i] ?? '');
  }
}

/** The offer form, the downline's account typed in it. */
async function offerTo(user: User, downline: string) {
  const offer = await region('Offer a contract');
  await user.type(
    within(offer).getByRole('textbox', { name: "Downline agent's account" }),
    downline,
  );
  return offer;
}

describe('Contract pages: my contract', () => {
  it('offers Accept and Reject for an offered contract; Accept sends ACCEPT and shows it active', async () => {
    const offered = contract({
      state: 'OFFERED',
      startedAt: null,
      history: contract().history.slice(0, 1),
    });
    const accepted = contract();
    const server = fakeServer(
      answer(getContracts, (_, nth) => contracts(nth === 1 ? offered : accepted)),
      answer(processDailySalary, accepted),
    );
    const user = userEvent.setup();
    renderAgentCentre({ page: 'agentDailySalary' });

    const mine = await region('My contract');
    expect(facts(mine)).toEqual([
      'Upline: boss',
      'State: Offered',
      'Offered on: 2026-11-20 09:00:00',
      'In force since: Not yet',
    ]);
    expect(bodyRows(within(mine).getByRole('table', { name: 'My rates' }))).toEqual([
      ['1', '0.00', '0', '1.00%'],
      ['2', '10,000.00', '3', '1.50%'],
    ]);
    const answerGroup = within(mine).getByRole('group', { name: 'Your answer' });
    expect(within(answerGroup).getByRole('button', { name: 'Reject' })).toBeTruthy();
    await user.click(within(answerGroup).getByRole('button', { name: 'Accept' }));

    expect(
      await within(mine).findByText('Contract accepted. It is in force from now.'),
    ).toBeTruthy();
    expect(server.requests(processDailySalary).map((r) => r.body)).toEqual([
      { action: 'ACCEPT', contractId: 7 },
    ]);
    expect(facts(mine)).toContain('State: Active');
    expect(facts(mine)).toContain('In force since: 2026-11-20 10:30:00');
    expect(within(mine).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(within(mine).getByRole('button', { name: 'Request termination' })).toBeTruthy();
    // The list was asked again after the action.
    expect(server.requests(getContracts).length).toBeGreaterThanOrEqual(2);
    expect(server.requests(getContracts)[0]?.query.get('kind')).toBe('DAILY_SALARY');
  });

  it('asks before rejecting, and sends nothing when the agent cancels', async () => {
    const server = fakeServer(
      answer(getContracts, contracts(contract({ state: 'OFFERED', startedAt: null }))),
    );
    const user = userEvent.setup();
    renderAgentCentre({ page: 'agentDailySalary' });

    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const ask = screen.getByRole('alertdialog', { name: 'Reject this contract?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(server.requests(processDailySalary)).toEqual([]);
    expect(server.unanswered).toEqual([]);
  });

  it('shows the history newest first, in brand time, with the actions in words', async () => {
    const house = contract({
      upline: null,
      history: [{ at: '2026-11-01T06:00:00.000Z', action: 'HOUSE_CONTRACT', by: null }],
    });
    const ended = offeredTo({
      state: 'TERMINATION_REQUESTED',
      history: [
        { at: '2026-11-21T18:00:00.000Z', action: 'OFFER', by: 'agent01' },
        { at: '2026-11-21T19:00:00.000Z', action: 'ACCEPT', by: 'agent02' },
        { at: '2026-11-22T07:05:00.000Z', action: 'REQUEST_TERMINATION', by: 'agent02' },
      ],
    });
    fakeServer(answer(getContracts, contracts(house, [ended])));
    const user = userEvent.setup();
    renderAgentCentre({ page: 'agentDailySalary' });

    const mine = await region('My contract');
    expect(facts(mine)[0]).toBe('Upline: The house');
    expect(bodyRows(within(mine).getByRole('table', { name: 'History of my contract' }))).toEqual([
      ['2026-11-01 00:00:00', 'Set by the house', 'The house'],
    ]);

    const card = within(await region('Contracts I offered')).getByRole('article', {
      name: 'agent02',
    });
    expect(within(card).getByText('agent02 asked to end this contract.')).toBeTruthy();
    const toggle = within(card).getByRole('button', { name: 'History (3)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(
      bodyRows(within(card).getByRole('table', { name: 'History of the contract with agent02' })),
    ).toEqual([
      ['2026-11-22 01:05:00', 'Termination requested', 'agent02'],
      ['2026-11-21 13:00:00', 'Accepted', 'agent02'],
      ['2026-11-21 12:00:00', 'Offered', 'agent01'],
    ]);
  });
});

describe('Contract pages: contracts I offered', () => {
  it('asks before terminating an offered contract, then sends TERMINATE', async () => {
    const server = fakeServer(
      answer(getContracts, (_, nth) => contracts(contract(), nth === 1 ? [offeredTo()] : [])),
      answer(processDailySalary, offeredTo({ state: 'TERMINATED' })),
    );
    const user = userEvent.setup();
    renderAgentCentre({ page: 'agentDailySalary' });

    const list = await region('Contracts I offered');
    const card = within(list).getByRole('article', { name: 'agent02' });
    expect(facts(card)).toContain('State: Offered');
    expect(bodyRows(within(card).getByRole('table', { name: 'Rates offered to agent02' }))).toEqual(
      [['1', '0.00', '0', '0.80%']],
    );
    await user.click(
      within(card).getByRole('button', { name: 'Terminate the contract with agent02' }),
    );
    const ask = screen.getByRole('alertdialog', { name: 'Terminate the contract with agent02?' });
    expect(server.requests(processDailySalary)).toEqual([]);
    await user.click(within(ask).getByRole('button', { name: 'Terminate' }));

    expect(await within(list).findByText('The contract with agent02 has ended.')).toBeTruthy();
    expect(server.requests(processDailySalary).map((r) => r.body)).toEqual([
      { action: 'TERMINATE', contractId: 9 },
    ]);
    expect(
      await within(list).findByText(
        'You have not offered a contract of this type to any downline.',
      ),
    ).toBeTruthy();
  });
});

describe('Contract pages: offer a contract', () => {
  it('sends the terms typed, the rates as numbers and the period as the agent’s own', async () => {
    const own = contract({ kind: 'DIVIDEND', terms: { ...contract().terms, period: 'W' } });
    const made = offeredTo({ kind: 'DIVIDEND', terms: { ...contract().terms, period: 'W' } });
    const server = fakeServer(
      answer(getContracts, (_, nth) => contracts(own, nth === 1 ? [] : [made])),
      answer(processDividend, made),
    );
    const user = userEvent.setup();
    renderAgentCentre({ page: 'agentDividend' });

    const offer = await offerTo(user, 'agent02');
    expect(within(offer).getByRole('table', { name: /My rates/ })).toBeTruthy();
    // The only period an offer may have is the agent's own.
    const period = within(offer).getByRole('combobox', { name: 'Payout period' });
    expect(
      within(period)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Weekly']);
    await typeTier(user, 1, ['0', '0', '0.8'], 'Minimum net loss');
    await user.click(within(offer).getByRole('button', { name: 'Add a tier' }));
    // The new tier's first field takes the focus.
    expect(document.activeElement).toBe(
      within(screen.getByRole('group', { name: 'Tier 2' })).getByRole('textbox', {
        name: 'Minimum net loss',
      }),
    );
    await typeTier(user, 2, ['10000.50', '3', '1.25'], 'Minimum net loss');
    // A dividend tier also asks for the period's valid bet (the first tier's is 0 already).
    await user.type(
      within(screen.getByRole('group', { name: 'Tier 2' })).getByRole('textbox', {
        name: 'Minimum valid bet',
      }),
      '50000',
    );
    await user.click(within(offer).getByRole('button', { name: 'Offer the contract' }));

    expect(
      await within(offer).findByText(
        'Contract offered to agent02. It takes effect when they accept it.',
      ),
    ).toBeTruthy();
    expect(server.requests(processDividend).map((r) => r.body)).toEqual([
      {
        action: 'OFFER',
        downline: 'agent02',
        terms: {
          tiers: [
            { minVolume: 0, minActive: 0, rate: 0.8, minValidBet: 0 },
            { minVolume: 10000.5, minActive: 3, rate: 1.25, minValidBet: 50000 },
          ],
          period: 'W',
        },
      },
    ]);
    // The form is empty again, and the new offer is listed.
    expect(
      (
        within(offer).getByRole('textbox', {
          name: "Downline agent's account",
        }) as HTMLInputElement
      ).value,
    ).toBe('');
    expect(
      await within(await region('Contracts I offered')).findByRole('article', { name: 'agent02' }),
    ).toBeTruthy();
  });

  it('refuses a table whose later tier pays less, before sending', async () => {
    const server = fakeServer(answer(getContracts, contracts(contract())));
    const user = userEvent.setup();
    renderAgentCentre({ page: 'agentDailySalary' });

    const offer = await offerTo(user, 'agent02');
    await typeTier(user, 1, ['0', '0', '1.5']);
    await user.click(within(offer).getByRole('button', { name: 'Add a tier' }));
    await typeTier(user, 2, ['10000', '3', '1']);
    await user.click(within(offer).getByRole('button', { name: 'Offer the contract' }));

    expect(within(offer).getByRole('alert').textContent).toBe(
      'A tier reached later cannot pay a lower rate: tier 2 needs at least what tier 1 needs, so it must pay at least as much.',
    );
    expect(server.requests(processDailySalary)).toEqual([]);
  });

  it('shows the server’s refusal of an offer', async () => {
    fakeServer(
      answer(getContracts, contracts(contract())),
      answer(
        processDailySalary,
        failure(
          400,
          'VALIDATION_FAILED',
          'An offer cannot pay more than your own contract, nor in another period',
        ),
      ),
    );
    const user = userEvent.setup();
    renderAgentCentre({ page: 'agentDailySalary' });

    const offer = await offerTo(user, 'agent02');
    await typeTier(user, 1, ['0', '0', '2']);
    await user.click(within(offer).getByRole('button', { name: 'Offer the contract' }));

    expect((await within(offer).findByRole('alert')).textContent).toBe(
      'An offer cannot pay more than your own contract, nor in another period',
    );
  });

  it('says an offer needs an active contract of one’s own, on a page with none', async () => {
    const server = fakeServer(answer(getContracts, contracts(null)));
    renderAgentCentre({ page: 'agentHourlySalary' });

    const offer = await region('Offer a contract');
    expect(
      within(offer).getByText(
        'To offer a contract of this type to a downline, you need an active contract of this type of your own.',
      ),
    ).toBeTruthy();
    expect(within(offer).queryByRole('button', { name: 'Offer the contract' })).toBeNull();
    expect(
      within(await region('My contract')).getByText(
        'You hold no contract of this type with your upline.',
      ),
    ).toBeTruthy();
    expect(server.requests(getContracts)[0]?.query.get('kind')).toBe('HOURLY_SALARY');
    expect(server.requests(processHourlySalary)).toEqual([]);
  });

  it('calls a real-time salary tier’s volume the single-bet amount', async () => {
    fakeServer(answer(getContracts, contracts(contract({ kind: 'REALTIME_SALARY' }))));
    renderAgentCentre({ page: 'agentRealtimeSalary' });

    const mine = await region('My contract');
    expect(
      within(mine).getByText(
        "Each bet of at least a tier's single-bet amount earns that tier's rate.",
      ),
    ).toBeTruthy();
    expect(
      within(within(mine).getByRole('table', { name: 'My rates' })).getByRole('columnheader', {
        name: 'Single-bet amount',
      }),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: 'Tier 1' })).getByRole('textbox', {
        name: 'Single-bet amount',
      }),
    ).toBeTruthy();
  });
});
