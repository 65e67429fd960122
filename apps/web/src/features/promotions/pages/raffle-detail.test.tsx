import {
  claimPromotion,
  claimRafflePromotion,
  getBonusGrants,
  getPromotionDetail,
  getPromotionStates,
  getPromotions,
  getRaffleDraws,
  getRaffleRounds,
  type RaffleDraw,
  type ValueOf,
} from '@gamehall/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { useSession } from '../../../lib/session-store.ts';
import { answer, failure, fakeServer } from '../../../test/fake-server.ts';
import { promo, raffle, renderAt, UUID } from '../test/fixtures.tsx';
import { PromoDetailPage } from './promo-detail-page.tsx';
import { PromotionsPage } from './promotions-page.tsx';
import { RewardCenter } from './reward-center.tsx';

afterEach(() => {
  useDialogs.getState().close();
  useSession.setState({ token: null, accountType: null });
});

const HASH = 'a'.repeat(64);
const SEED = 'b'.repeat(64);

/** Today's round (ends at midnight brand time, UTC-6) and yesterday's, its seed shown. */
const ROUNDS: ValueOf<typeof getRaffleRounds> = {
  current: {
    round: '2026-11-26',
    seedHash: HASH,
    serverSeed: null,
    endsAt: '2026-11-27T06:00:00.000Z',
  },
  past: [
    {
      round: '2026-11-25',
      seedHash: 'c'.repeat(64),
      serverSeed: SEED,
      endsAt: '2026-11-26T06:00:00.000Z',
    },
  ],
};

const draw = (over: Partial<RaffleDraw> = {}): RaffleDraw => ({
  round: '2026-11-26',
  seedHash: HASH,
  serverSeed: null,
  endsAt: '2026-11-27T06:00:00.000Z',
  clientSeed: 'my-seed',
  nonce: 0,
  ticket: 9512,
  prize: 3,
  amount: 8.88,
  at: '2026-11-26T15:00:00.000Z',
  ...over,
});

const states = (state: 'CLAIM' | 'CLAIMED') => ({
  states: [{ id: 7, state, amount: null }],
  available: state === 'CLAIM' ? 1 : 0,
});

const open = () => renderAt('/promoDetail?id=7', <PromoDetailPage />);
const asPlayer = () => useSession.setState({ token: 't', accountType: 0 });

/** A table's body rows, each as its header cell and its cells. */
const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [
      within(row).getByRole('rowheader').textContent,
      ...within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ]);

/** A region's facts, each "label: value". */
const facts = (part: HTMLElement) =>
  within(part)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);

describe('A raffle on /promoDetail', () => {
  it('shows a visitor the prize table, today’s commitment and the past rounds', async () => {
    const server = fakeServer(
      answer(getPromotionDetail, raffle()),
      answer(getRaffleRounds, ROUNDS),
    );
    const user = userEvent.setup();
    open();

    const table = await screen.findByRole('table', { name: 'Prize table' });
    expect(rows(table)).toEqual([
      ['0.88', '60.00%', '0 – 5,999'],
      ['1.88', '25.00%', '6,000 – 8,499'],
      ['3.88', '10.00%', '8,500 – 9,499'],
      ['8.88', '4.00%', '9,500 – 9,899'],
      ['88.00', '1.00%', '9,900 – 9,999'],
    ]);
    const today = await screen.findByRole('region', { name: "Today's round" });
    expect(facts(today)).toEqual([
      'Round: 2026-11-26',
      'Ends: 2026-11-27 00:00:00',
      `Server seed hash (SHA-256): ${HASH}`,
    ]);
    const past = screen.getByRole('list', { name: 'Past rounds' });
    expect(facts(past)).toContain(`Server seed (revealed): ${SEED}`);
    expect(server.requests(getRaffleRounds)[0]?.query.get('promotionId')).toBe('7');

    expect(screen.queryByRole('textbox', { name: 'Your client seed (optional)' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Log in to join' }));
    expect(useDialogs.getState().open).toBe('login');
    expect(server.requests(getPromotionStates)).toEqual([]);
    expect(server.requests(getRaffleDraws)).toEqual([]);
  });

  it('opens the envelope with the client seed typed, shows the prize and asks again', async () => {
    const server = fakeServer(
      answer(getPromotionDetail, raffle()),
      answer(getRaffleRounds, ROUNDS),
      answer(getPromotionStates, (_, nth) => states(nth === 1 ? 'CLAIM' : 'CLAIMED')),
      answer(getRaffleDraws, (_, nth) => ({ list: nth === 1 ? [] : [draw()] })),
      answer(claimRafflePromotion, { grantId: 9, turnover: 8.88, draw: draw() }),
    );
    asPlayer();
    const user = userEvent.setup();
    open();

    expect(await screen.findByText('You have not opened an envelope yet.')).toBeTruthy();
    const seed = await screen.findByRole('textbox', { name: 'Your client seed (optional)' });
    // Prefilled with a random seed: 16 hexadecimal characters.
    expect((seed as HTMLInputElement).value).toMatch(/^[0-9a-f]{16}$/);
    await user.clear(seed);
    await user.type(seed, 'my-seed');
    await user.click(screen.getByRole('button', { name: 'Open red envelope' }));

    const result = await screen.findByRole('status', { name: 'Your red envelope' });
    expect(await within(result).findByText('You won 8.88!')).toBeTruthy();
    expect(within(result).getByText('Ticket 9,512 of 10,000')).toBeTruthy();
    expect(
      within(result).getByText('It is in your bonus wallet: wager 8.88 to release it.'),
    ).toBeTruthy();
    expect(server.requests(claimRafflePromotion).map((r) => r.body)).toEqual([
      { promotionId: 7, requestId: expect.stringMatching(UUID), clientSeed: 'my-seed' },
    ]);
    expect(server.requests(claimPromotion)).toEqual([]);

    // The states and the draws are asked again: the button says claimed, the draw is listed.
    const claimed = await screen.findByRole('button', { name: 'Claimed' });
    expect((claimed as HTMLButtonElement).disabled).toBe(true);
    const mine = await screen.findByRole('list', { name: 'My draws' });
    expect(facts(mine)).toEqual([
      'Round: 2026-11-26',
      'Ticket: 9,512',
      'Prize: 8.88',
      'Client seed: my-seed',
      `Server seed hash (SHA-256): ${HASH}`,
    ]);
    expect(within(mine).getByText('The seed is shown after the round ends.')).toBeTruthy();
    expect(within(mine).queryByRole('link')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Your client seed (optional)' })).toBeNull();
  });

  it('opens with the prefilled seed when the player keeps it', async () => {
    const server = fakeServer(
      answer(getPromotionDetail, raffle()),
      answer(getRaffleRounds, ROUNDS),
      answer(getPromotionStates, states('CLAIM')),
      answer(getRaffleDraws, { list: [] }),
      answer(claimRafflePromotion, { grantId: 9, turnover: 8.88, draw: draw() }),
    );
    asPlayer();
    const user = userEvent.setup();
    open();
    const seed = await screen.findByRole('textbox', { name: 'Your client seed (optional)' });
    await user.click(screen.getByRole('button', { name: 'Open red envelope' }));
    await screen.findByText('You won 8.88!');
    expect(server.requests(claimRafflePromotion)[0]?.body?.clientSeed).toBe(
      (seed as HTMLInputElement).value,
    );
  });

  it('refuses a client seed with a space, sending nothing', async () => {
    const server = fakeServer(
      answer(getPromotionDetail, raffle()),
      answer(getRaffleRounds, ROUNDS),
      answer(getPromotionStates, states('CLAIM')),
      answer(getRaffleDraws, { list: [] }),
    );
    asPlayer();
    const user = userEvent.setup();
    open();
    const seed = await screen.findByRole('textbox', { name: 'Your client seed (optional)' });
    await user.clear(seed);
    await user.type(seed, 'lucky seed');
    await user.click(screen.getByRole('button', { name: 'Open red envelope' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Use 1 to 64 characters: Latin letters, digits or symbols, without spaces.',
    );
    expect(seed.getAttribute('aria-invalid')).toBe('true');
    expect(server.requests(claimRafflePromotion)).toEqual([]);
  });

  it('words an envelope already opened this round', async () => {
    fakeServer(
      answer(getPromotionDetail, raffle()),
      answer(getRaffleRounds, ROUNDS),
      answer(getPromotionStates, states('CLAIM')),
      answer(getRaffleDraws, { list: [] }),
      answer(claimRafflePromotion, failure(409, 'ALREADY_CLAIMED')),
    );
    asPlayer();
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Open red envelope' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have already taken part in this promotion for this period.',
    );
  });

  it('links a draw whose seed is shown to /verify with everything it needs', async () => {
    fakeServer(
      answer(getPromotionDetail, raffle()),
      answer(getRaffleRounds, ROUNDS),
      answer(getPromotionStates, states('CLAIMED')),
      answer(getRaffleDraws, {
        list: [
          draw(),
          draw({ round: '2026-11-25', serverSeed: SEED, seedHash: 'c'.repeat(64), ticket: 12 }),
        ],
      }),
    );
    asPlayer();
    open();
    const mine = await screen.findByRole('list', { name: 'My draws' });
    const [today, yesterday] = within(mine).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(today).queryByRole('link')).toBeNull();
    const verify = within(yesterday).getByRole('link', {
      name: 'Verify the draw of round 2026-11-25',
    });
    expect(verify.getAttribute('href')).toBe(
      `/verify?engine=raffle&serverSeed=${SEED}&clientSeed=my-seed&nonce=0`,
    );
  });
});

describe('A raffle elsewhere', () => {
  const LIST = [promo(), raffle()];

  it('leads from its card on /promotions to its page, where it is opened', async () => {
    const server = fakeServer(
      answer(getPromotions, { list: LIST }),
      answer(getPromotionStates, {
        states: [
          { id: 1, state: 'JOIN', amount: null },
          { id: 7, state: 'CLAIM', amount: null },
        ],
        available: 1,
      }),
    );
    asPlayer();
    renderAt('/promotions', <PromotionsPage />);
    const link = await screen.findByRole('link', { name: 'Open red envelope: Lucky envelope' });
    expect(link.getAttribute('href')).toBe('/promoDetail?id=7');
    expect(server.requests(claimPromotion)).toEqual([]);
  });

  it('leads from the reward centre to its page, closing the member centre', async () => {
    fakeServer(
      answer(getPromotions, { list: LIST }),
      answer(getPromotionStates, {
        states: [
          { id: 1, state: 'CLAIM', amount: 20 },
          { id: 7, state: 'CLAIM', amount: null },
        ],
        available: 2,
      }),
      answer(getBonusGrants, { list: [], weights: {} }),
    );
    asPlayer();
    useDialogs.getState().openDialog('memberCentre', 'rewardCenter');
    const user = userEvent.setup();
    renderAt('/', <RewardCenter />);
    const ready = await screen.findByRole('list', { name: 'Ready to claim' });
    expect(await within(ready).findByRole('button', { name: 'Claim: Welcome bonus' })).toBeTruthy();
    const link = within(ready).getByRole('link', { name: 'Open red envelope: Lucky envelope' });
    expect(link.getAttribute('href')).toBe('/promoDetail?id=7');
    await user.click(link);
    expect(useDialogs.getState().open).toBeNull();
  });
});
