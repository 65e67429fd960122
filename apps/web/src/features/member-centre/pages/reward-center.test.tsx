import {
  type BonusGrant,
  claimPromotion,
  getBonusGrants,
  getPromotionStates,
  getPromotions,
  getRebateSummary,
  type ValueOf,
} from '@gamehall/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { useSession } from '../../../lib/session-store.ts';
import { answer, fakeServer } from '../../../test/fake-server.ts';
import { promo } from '../../promotions/test/fixtures.tsx';
import { renderMemberCentre } from '../test-utils.tsx';

// The page is imported on first render; loading it once here keeps each test's waits short.
beforeAll(() => import('../../promotions/pages.ts'));

afterEach(() => {
  useDialogs.getState().close();
  useSession.setState({ token: null, accountType: null });
});

const PROMOTIONS = [
  promo({ id: 1, title: 'Daily gift' }),
  promo({ id: 2, title: 'Big win' }),
  promo({ id: 3, title: 'Welcome bonus' }),
  promo({ id: 4, title: 'Weekend party' }),
];

type States = ValueOf<typeof getPromotionStates>;
const STATES: States = {
  states: [
    { id: 1, state: 'CLAIM', amount: 5 },
    { id: 2, state: 'APPLYING', amount: null },
    { id: 3, state: 'CLAIMED', amount: 100 },
    { id: 4, state: 'JOIN', amount: null },
  ],
  available: 1,
};

const grant = (over: Partial<BonusGrant> = {}): BonusGrant => ({
  id: 7,
  at: '2026-11-20T15:00:00.000Z',
  amount: 20,
  required: 200,
  counted: 50,
  state: 'ACTIVE',
  expiresAt: null,
  closedAt: null,
  remark: null,
  ...over,
});

const rebate: ValueOf<typeof getRebateSummary> = {
  level: 3,
  byCategory: [{ category: 'RNG', validBet: 1000, rateBp: 50, rebate: 5 }],
  total: 5,
  rates: { RNG: 50 },
  lastClaim: null,
  claimedToday: false,
  auto: false,
};

const open = () =>
  renderMemberCentre({ page: 'rewardCenter', features: ['REWARDCENTER', 'CASHBACK'] });

describe('RewardCenter', () => {
  it('lists what is ready to claim, what is under way and what was claimed', async () => {
    fakeServer(
      answer(getPromotions, { list: PROMOTIONS }),
      answer(getPromotionStates, STATES),
      answer(getBonusGrants, {
        list: [grant(), grant({ id: 8, state: 'RELEASED', counted: 200 })],
        weights: {},
      }),
      answer(getRebateSummary, rebate),
    );
    const user = userEvent.setup();
    open();

    expect(await screen.findByRole('heading', { name: 'Reward centre' })).toBeTruthy();
    const ready = await screen.findByRole('region', { name: 'Ready to claim' });
    const toClaim = await within(ready).findByRole('list', { name: 'Ready to claim' });
    expect(within(toClaim).getByText('Daily gift')).toBeTruthy();
    expect(within(toClaim).getByText('5.00')).toBeTruthy();
    expect(within(ready).getByRole('button', { name: 'Claim: Daily gift' })).toBeTruthy();
    expect(await within(ready).findByText('Cashback due')).toBeTruthy();

    const progress = screen.getByRole('region', { name: 'In progress' });
    const applications = within(progress).getByRole('list', { name: 'Applications' });
    expect(applications.textContent).toBe('Big winApplying');
    const bonuses = await within(progress).findByRole('list', { name: 'Active bonuses' });
    expect(within(bonuses).getAllByRole('listitem')).toHaveLength(1);
    expect(
      within(bonuses)
        .getByRole('progressbar', { name: 'Wagering progress' })
        .getAttribute('aria-valuenow'),
    ).toBe('25');

    const claimed = screen.getByRole('region', { name: 'Claimed' });
    expect(within(claimed).getByRole('listitem').textContent).toBe('Welcome bonus100.00Claimed');
    expect(screen.queryByText('Weekend party')).toBeNull();

    await user.click(within(ready).getByRole('button', { name: 'Go to cashback' }));
    expect(useDialogs.getState().page).toBe('manualRebate');
  });

  it('claims a promotion with a request id and moves it to claimed', async () => {
    const server = fakeServer(
      answer(getPromotions, { list: PROMOTIONS }),
      answer(
        getPromotionStates,
        (_, nth): States =>
          nth === 1
            ? STATES
            : {
                states: STATES.states.map((s) => (s.id === 1 ? { ...s, state: 'CLAIMED' } : s)),
                available: 0,
              },
      ),
      answer(getBonusGrants, { list: [], weights: {} }),
      answer(getRebateSummary, { ...rebate, total: 0, byCategory: [] }),
      answer(claimPromotion, { amount: 5, grantId: 9, turnover: 50 }),
    );
    const user = userEvent.setup();
    open();

    await user.click(await screen.findByRole('button', { name: 'Claim: Daily gift' }));
    expect(
      await screen.findByText(
        'Daily gift: 5.00 was added to your bonus wallet. Wager 50.00 to release it.',
      ),
    ).toBeTruthy();
    expect(server.requests(claimPromotion).map((r) => r.body?.promotionId)).toEqual([1]);
    expect(server.requests(claimPromotion)[0]?.body?.requestId).toBeTruthy();
    const ready = screen.getByRole('region', { name: 'Ready to claim' });
    expect(await within(ready).findByText('Nothing to claim right now.')).toBeTruthy();
    const claimed = screen.getByRole('region', { name: 'Claimed' });
    expect(within(claimed).getAllByRole('listitem')).toHaveLength(2);
    // Nothing due: no cashback line.
    expect(within(ready).queryByText('Cashback due')).toBeNull();
  });
});
