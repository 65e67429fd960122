import { claimRebate, getRebateSummary, type ValueOf } from '@gamehall/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { useSession } from '../../../lib/session-store.ts';
import { answer, failure, fakeServer } from '../../../test/fake-server.ts';
import { bodyRows, renderMemberCentre } from '../test-utils.tsx';

// The page is imported on first render; loading it once here keeps each test's waits short.
beforeAll(() => import('../../rewards/pages.ts'));

afterEach(() => {
  useDialogs.getState().close();
  useSession.setState({ token: null, accountType: null });
});

type Summary = ValueOf<typeof getRebateSummary>;

/**
 * VIP3 rates (0.50 % but lotteries), 2,000 of live casino and 1,000 of slots bet since the
 * last claim of 7.25 on 2026-11-20 09:00 brand time (UTC-6).
 */
const summary = (over: Partial<Summary> = {}): Summary => ({
  level: 3,
  byCategory: [
    { category: 'RNG', validBet: 1000, rateBp: 50, rebate: 5 },
    { category: 'LIVE', validBet: 2000, rateBp: 50, rebate: 10 },
  ],
  total: 15,
  rates: { LIVE: 50, RNG: 50, FISH: 50, LOTT: 0 },
  lastClaim: { at: '2026-11-20T15:00:00.000Z', amount: 7.25 },
  claimedToday: false,
  auto: false,
  ...over,
});

/** Nothing left once claimed: the rates stay, the bets start again. */
const claimed = summary({
  byCategory: [],
  total: 0,
  lastClaim: { at: '2026-11-21T16:00:00.000Z', amount: 15 },
  claimedToday: true,
});

const open = () => renderMemberCentre({ page: 'manualRebate', features: ['CASHBACK'] });
const claimButton = () => screen.findByRole('button', { name: 'Claim cashback' });
/** The facts of a region, each "label: value". */
const facts = (part: HTMLElement) =>
  within(part)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('Cashback', () => {
  it('shows the rank, each category’s valid bets, rate and cashback, the total and the last claim', async () => {
    const server = fakeServer(answer(getRebateSummary, summary()));
    open();

    expect(await screen.findByRole('heading', { name: 'Cashback' })).toBeTruthy();
    const due = await screen.findByRole('region', { name: 'Cashback due' });
    expect(within(due).getByText(/at the rates of your VIP rank: VIP3\.$/)).toBeTruthy();
    const table = within(due).getByRole('table', { name: 'Cashback by game type' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Game type', 'Valid bets', 'Rate', 'Cashback', 'Details']);
    // Every category of the rank's rates, in the navigation's order, bet on or not; on a
    // phone the rate opens under its row.
    expect(bodyRows(table)).toEqual([
      ['Live Casino', '2,000.00', '0.50%', '10.00', '▾Details'],
      ['Slots', '1,000.00', '0.50%', '5.00', '▾Details'],
      ['Fishing', '0.00', '0.50%', '0.00', '▾Details'],
      ['Lottery', '0.00', '0.00%', '0.00', '▾Details'],
    ]);
    expect(within(table).getByRole('button', { name: 'Details, Slots' })).toBeTruthy();

    const claim = screen.getByRole('region', { name: 'Claim' });
    expect(facts(claim)).toEqual(['Total due: 15.00', 'Last claim: 7.25 on 2026-11-20 09:00:00']);
    const button = await claimButton();
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(button.getAttribute('aria-describedby')).toBeNull();
    expect(within(claim).queryByText(/automatically/)).toBeNull();
    expect(server.requests(claimRebate)).toEqual([]);
  });

  it('claims with a request id, then shows what was credited and that today is done', async () => {
    const server = fakeServer(
      answer(getRebateSummary, (_, nth) => (nth === 1 ? summary() : claimed)),
      answer(claimRebate, { amount: 15, balance: 1015.5 }),
    );
    const user = userEvent.setup();
    open();

    await user.click(await claimButton());

    expect(
      await screen.findByText('15.00 was credited to your main wallet. Balance: 1,015.50.'),
    ).toBeTruthy();
    const sent = server.requests(claimRebate).map((r) => r.body);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.requestId).toMatch(UUID);
    // The summary was asked again: nothing is due, and the button says why it waits.
    const claim = screen.getByRole('region', { name: 'Claim' });
    expect(await within(claim).findByText('15.00 on 2026-11-21 10:00:00')).toBeTruthy();
    const button = await claimButton();
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(
      document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('You have already claimed today’s cashback. Come back tomorrow.');
    expect(server.requests(getRebateSummary).length).toBeGreaterThanOrEqual(2);
    expect(server.unanswered).toEqual([]);
  });

  it('waits, saying why, when nothing is due yet', async () => {
    fakeServer(answer(getRebateSummary, summary({ byCategory: [], total: 0, lastClaim: null })));
    open();

    const button = await claimButton();
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(
      document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Nothing is due yet: cashback comes from your valid bets.');
    const claim = screen.getByRole('region', { name: 'Claim' });
    expect(facts(claim)).toEqual(['Total due: 0.00', 'Last claim: No claim yet']);
  });

  it('says the site pays it each day by itself, and still lets the player claim', async () => {
    fakeServer(answer(getRebateSummary, summary({ auto: true })));
    open();

    const button = await claimButton();
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(
      screen.getByText(/pays your cashback automatically at the start of each day/),
    ).toBeTruthy();
  });

  it('words a claim refused as already made today', async () => {
    const server = fakeServer(
      answer(getRebateSummary, summary()),
      answer(
        claimRebate,
        failure(409, 'ALREADY_CLAIMED', 'Cashback was already claimed today', { next: 'tomorrow' }),
      ),
    );
    const user = userEvent.setup();
    open();

    await user.click(await claimButton());

    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have already claimed today’s cashback. Come back tomorrow.',
    );
    expect(server.requests(claimRebate)).toHaveLength(1);
  });

  it('words a claim refused with nothing due', async () => {
    fakeServer(
      answer(getRebateSummary, summary()),
      answer(claimRebate, failure(409, 'NOTHING_TO_CLAIM', 'No cashback is due yet')),
    );
    const user = userEvent.setup();
    open();

    await user.click(await claimButton());

    expect((await screen.findByRole('alert')).textContent).toBe('There is nothing to claim yet.');
  });

  it('is not in the menu while the brand has cashback off', async () => {
    fakeServer(answer(getRebateSummary, summary()));
    renderMemberCentre({ page: 'manualRebate', features: [] });
    expect(await screen.findByRole('heading', { name: 'My account' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cashback' })).toBeNull();
  });
});
