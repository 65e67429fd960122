import { claimVipMonthly, getPlayerRank, getVipLadder, type ValueOf } from '@gamehall/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { useSession } from '../../../lib/session-store.ts';
import { answer, failure, fakeServer } from '../../../test/fake-server.ts';
import { testQueryClient } from '../../../test/query-client.ts';
import { siteConfig } from '../../../test/site.ts';
import { siteConfigQuery } from '../../system/index.ts';
import { VipPage } from './vip-page.tsx';

afterEach(() => {
  useDialogs.getState().close();
  useSession.setState({ token: null, accountType: null });
});

type Rank = ValueOf<typeof getVipLadder>['ranks'][number];

const rates = (bp: number) => ({ LIVE: bp, RNG: bp, FISH: bp, LOTT: 0, ELOTT: 0 });
const rank = (level: number, over: Partial<Rank> = {}): Rank => ({
  level,
  name: `VIP${level}`,
  minValidBet: 0,
  minDeposit: 0,
  upgradeBonus: 0,
  monthlyBonus: 0,
  rebate: rates(30),
  ...over,
});

/** Three ranks over 90 days; the top one named by the brand, its slots paying the most. */
const ladder: ValueOf<typeof getVipLadder> = {
  windowDays: 90,
  ranks: [
    rank(1),
    rank(2, {
      minDeposit: 1000,
      minValidBet: 10_000,
      upgradeBonus: 18,
      monthlyBonus: 8,
      rebate: rates(40),
    }),
    rank(3, {
      name: 'Gold',
      minDeposit: 5000,
      minValidBet: 50_000,
      upgradeBonus: 58,
      monthlyBonus: 28,
      rebate: { ...rates(50), RNG: 80 },
    }),
  ],
};

type PlayerRank = ValueOf<typeof getPlayerRank>;

/**
 * VIP2 with 22,000 of valid bets and 2,000 of deposits: Gold still needs 28,000 and 3,000;
 * its monthly bonus of 8 not claimed yet this month.
 */
const player = (over: Partial<PlayerRank> = {}): PlayerRank => ({
  level: 2,
  name: 'VIP2',
  validBet: 22_000,
  deposit: 2000,
  windowDays: 90,
  next: { level: 3, name: 'Gold', validBetNeeded: 28_000, depositNeeded: 3000 },
  progressBp: 4000,
  monthly: { amount: 8, claimed: false },
  ...over,
});

function renderVip() {
  const client = testQueryClient();
  client.setQueryData(siteConfigQuery().queryKey, siteConfig({ currencySymbol: '' }));
  render(
    <QueryClientProvider client={client}>
      <VipPage />
    </QueryClientProvider>,
  );
  return client;
}

/** The ladder's rows, each as its header cell and its cells. */
const ladderRows = async () => {
  const table = await screen.findByRole('table', { name: 'VIP levels and benefits' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [
      within(row).getByRole('rowheader').textContent,
      ...within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ]);
};

const LADDER = [
  ['VIP1', '0.00', '0.00', '0.00', '0.00', '0.30%'],
  ['VIP2', '1,000.00', '10,000.00', '18.00', '8.00', '0.40%'],
  ['Gold (VIP3)', '5,000.00', '50,000.00', '58.00', '28.00', '0.80%'],
];

/** A region's facts, each "label: value". */
const facts = (part: HTMLElement) =>
  within(part)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

describe('VipPage', () => {
  it('shows a visitor the ladder and an invitation to log in, asking nothing of a player', async () => {
    const server = fakeServer(answer(getVipLadder, ladder), answer(getPlayerRank, player()));
    const user = userEvent.setup();
    renderVip();

    expect(screen.getByRole('heading', { level: 1, name: 'VIP Club' })).toBeTruthy();
    expect(await ladderRows()).toEqual(LADDER);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Level',
      'Total deposits',
      'Valid bets',
      'Upgrade bonus',
      'Monthly bonus',
      'Cashback (up to)',
    ]);
    expect(
      screen.getByText('Ranks count your valid bets and deposits over the last 90 days.'),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your rank' })).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();

    expect(screen.getByText('Log in to see your rank and what the next one needs.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(useDialogs.getState().open).toBe('login');
    expect(server.requests(getPlayerRank)).toEqual([]);
    expect(server.unanswered).toEqual([]);
  });

  it('shows a player their rank, the way to the next one and what it still needs', async () => {
    useSession.setState({ token: 't', accountType: 0 });
    const server = fakeServer(answer(getVipLadder, ladder), answer(getPlayerRank, player()));
    renderVip();

    const card = await screen.findByRole('region', { name: 'Your rank' });
    expect(within(card).getByText('VIP2')).toBeTruthy();
    const bar = within(card).getByRole('progressbar', { name: 'Progress to Gold (VIP3)' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(facts(card)).toEqual([
      'Your valid bets (last 90 days): 22,000.00',
      'Your deposits (last 90 days): 2,000.00',
      'Valid bets still needed for Gold (VIP3): 28,000.00',
      'Deposits still needed for Gold (VIP3): 3,000.00',
    ]);
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();

    expect(await ladderRows()).toEqual(LADDER);
    const mine = screen.getByRole('rowheader', { name: 'VIP2' }).closest('tr');
    expect(mine?.getAttribute('aria-current')).toBe('true');
    expect(server.requests(getPlayerRank)).toHaveLength(1);
  });

  it('tells a player at the top rank so, with no bar', async () => {
    useSession.setState({ token: 't', accountType: 0 });
    fakeServer(
      answer(getVipLadder, ladder),
      answer(
        getPlayerRank,
        player({
          level: 3,
          name: 'Gold',
          validBet: 80_000,
          deposit: 9000,
          next: null,
          progressBp: 10_000,
        }),
      ),
    );
    renderVip();

    const card = await screen.findByRole('region', { name: 'Your rank' });
    expect(within(card).getByText('Gold (VIP3)')).toBeTruthy();
    expect(within(card).getByText('You have reached the top rank.')).toBeTruthy();
    expect(within(card).queryByRole('progressbar')).toBeNull();
    expect(facts(card)).toEqual([
      'Your valid bets (last 90 days): 80,000.00',
      'Your deposits (last 90 days): 9,000.00',
    ]);
  });

  it('asks nothing of a trial account, which has no rank', async () => {
    useSession.setState({ token: 't', accountType: 4 });
    const server = fakeServer(answer(getVipLadder, ladder), answer(getPlayerRank, player()));
    renderVip();

    expect(await ladderRows()).toEqual(LADDER);
    expect(screen.queryByRole('region', { name: 'Your rank' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    expect(server.requests(getPlayerRank)).toEqual([]);
  });
});

describe('The monthly VIP bonus', () => {
  const asPlayer = () => useSession.setState({ token: 't', accountType: 0 });
  const monthlyBlock = () => screen.findByRole('region', { name: 'Monthly VIP bonus' });

  it('claims the rank’s bonus with a request id, then says it is claimed this month', async () => {
    asPlayer();
    const server = fakeServer(
      answer(getVipLadder, ladder),
      answer(getPlayerRank, (_, nth) => player({ monthly: { amount: 8, claimed: nth > 1 } })),
      answer(claimVipMonthly, { amount: 8, grantId: 41, turnover: 80 }),
    );
    const user = userEvent.setup();
    const client = renderVip();
    // The bonus grants a claim adds to: asked again after it.
    client.setQueryData(['records', 'bonusGrants'], { list: [], weights: {} });

    const block = await monthlyBlock();
    expect(facts(block)).toEqual(["Your rank's bonus this month: 8.00"]);
    await user.click(within(block).getByRole('button', { name: 'Claim monthly bonus' }));

    expect(
      (
        await within(block).findByText(
          '8.00 added to your bonus wallet. Wager 80.00 to release it.',
        )
      ).getAttribute('role'),
    ).toBe('status');
    expect(server.requests(claimVipMonthly).map((r) => r.body)).toEqual([
      { requestId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-/) },
    ]);
    const claimed = await within(block).findByRole('button', { name: 'Claimed this month' });
    expect((claimed as HTMLButtonElement).disabled).toBe(true);
    expect(server.requests(getPlayerRank).length).toBeGreaterThanOrEqual(2);
    expect(client.getQueryState(['records', 'bonusGrants'])?.isInvalidated).toBe(true);
  });

  it('shows a bonus already claimed this month as a disabled button', async () => {
    asPlayer();
    const server = fakeServer(
      answer(getVipLadder, ladder),
      answer(getPlayerRank, player({ monthly: { amount: 8, claimed: true } })),
    );
    renderVip();
    const block = await monthlyBlock();
    const button = within(block).getByRole('button', { name: 'Claimed this month' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(server.requests(claimVipMonthly)).toEqual([]);
  });

  it('says a rank without a monthly bonus has none, with no button', async () => {
    asPlayer();
    fakeServer(
      answer(getVipLadder, ladder),
      answer(
        getPlayerRank,
        player({ level: 1, name: 'VIP1', monthly: { amount: 0, claimed: false } }),
      ),
    );
    renderVip();
    const block = await monthlyBlock();
    expect(
      within(block).getByText('Your rank has no monthly bonus. Reach a higher rank to get one.'),
    ).toBeTruthy();
    expect(within(block).queryByRole('button')).toBeNull();
  });

  it.each([
    ['ALREADY_CLAIMED', "You have already claimed this month's bonus."],
    ['NOTHING_TO_CLAIM', 'Your rank has no monthly bonus to claim.'],
  ] as const)('words the server’s %s', async (code, text) => {
    asPlayer();
    fakeServer(
      answer(getVipLadder, ladder),
      answer(getPlayerRank, player()),
      answer(claimVipMonthly, failure(409, code)),
    );
    const user = userEvent.setup();
    renderVip();
    const block = await monthlyBlock();
    await user.click(within(block).getByRole('button', { name: 'Claim monthly bonus' }));
    expect((await within(block).findByRole('alert')).textContent).toBe(text);
  });

  it('is not shown to a visitor', async () => {
    fakeServer(answer(getVipLadder, ladder), answer(getPlayerRank, player()));
    renderVip();
    expect(await ladderRows()).toEqual(LADDER);
    expect(screen.queryByRole('region', { name: 'Monthly VIP bonus' })).toBeNull();
  });
});
