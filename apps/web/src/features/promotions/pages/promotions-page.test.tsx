import {
  claimPromotion,
  getPromotionStates,
  getPromotions,
  type ValueOf,
} from '@gamehall/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { useSession } from '../../../lib/session-store.ts';
import { answer, fakeServer } from '../../../test/fake-server.ts';
import { promo, renderAt, UUID } from '../test/fixtures.tsx';
import { PromotionsPage } from './promotions-page.tsx';

afterEach(() => {
  useDialogs.getState().close();
  useSession.setState({ token: null, accountType: null });
});

const LIST = [
  promo(),
  promo({
    id: 2,
    code: 'DAILY5',
    type: 'DAILY',
    title: 'Daily gift',
    summary: '5.00 every day',
    bannerUrl: '/banners/daily.png',
    endsAt: null,
    repeat: 'DAILY',
    rule: { kind: 'FIXED', amount: 5 },
  }),
  promo({
    id: 3,
    code: 'SOON',
    type: 'DAILY',
    title: 'Weekend party',
    status: 'UPCOMING',
    rule: { kind: 'FIXED', amount: 8 },
  }),
];

const open = () => renderAt('/promotions', <PromotionsPage />);
const cards = () =>
  within(screen.getByRole('tabpanel'))
    .getAllByRole('article')
    .map((a) => within(a).getByRole('heading').textContent);

describe('PromotionsPage', () => {
  it('shows a visitor the cards in tabs by type (none for a type without one), no buttons', async () => {
    const server = fakeServer(answer(getPromotions, { list: LIST }));
    const user = userEvent.setup();
    open();

    const tabs = await screen.findByRole('tablist', { name: 'Promotion types' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['All', 'Newcomers', 'Daily']);
    expect(cards()).toEqual(['Welcome bonus', 'Daily gift', 'Weekend party']);
    const welcome = screen.getByRole('article', { name: 'Welcome bonus' });
    expect(within(welcome).getByText('Ongoing')).toBeTruthy();
    expect(within(welcome).getByText('2026-11-01 00:00:00 – 2026-12-01 00:00:00')).toBeTruthy();
    // No banner: a block naming the type.
    expect(within(welcome).getByText('Newcomers')).toBeTruthy();
    expect(
      within(welcome).getByRole('link', { name: 'Details: Welcome bonus' }).getAttribute('href'),
    ).toBe('/promoDetail?id=1');
    const daily = screen.getByRole('article', { name: 'Daily gift' });
    expect(within(daily).getByText('From 2026-11-01 00:00:00')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Weekend party' }).textContent).toContain(
      'Upcoming',
    );
    expect(screen.queryAllByRole('button')).toEqual([]);

    await user.click(within(tabs).getByRole('tab', { name: 'Daily' }));
    expect(within(tabs).getByRole('tab', { name: 'Daily' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(cards()).toEqual(['Daily gift', 'Weekend party']);
    expect(server.requests(getPromotions)[0]?.query.get('language')).toBe('EN');
    expect(server.requests(getPromotionStates)).toEqual([]);
  });

  it('gives a player the button of each state and claims with a request id', async () => {
    const server = fakeServer(
      answer(getPromotions, { list: LIST }),
      answer(
        getPromotionStates,
        (_, nth): ValueOf<typeof getPromotionStates> => ({
          states: [
            { id: 1, state: 'JOIN', amount: null },
            { id: 2, state: nth === 1 ? 'CLAIM' : 'CLAIMED', amount: 5 },
            { id: 3, state: 'COMING_SOON', amount: null },
          ],
          available: nth === 1 ? 1 : 0,
        }),
      ),
      answer(claimPromotion, { amount: 5, grantId: 9, turnover: 50 }),
    );
    useSession.setState({ token: 't', accountType: 0 });
    const user = userEvent.setup();
    open();

    const claim = await screen.findByRole('button', { name: 'Claim: Daily gift' });
    expect(screen.getByRole('button', { name: 'Join: Welcome bonus' })).toBeTruthy();
    const soon = screen.getByRole('button', { name: 'Coming soon: Weekend party' });
    expect((soon as HTMLButtonElement).disabled).toBe(true);

    await user.click(claim);
    expect(
      await screen.findByText('5.00 was added to your bonus wallet. Wager 50.00 to release it.'),
    ).toBeTruthy();
    const sent = server.requests(claimPromotion).map((r) => r.body);
    expect(sent).toEqual([{ promotionId: 2, requestId: expect.stringMatching(UUID) }]);
    const claimed = await screen.findByRole('button', { name: 'Claimed: Daily gift' });
    expect((claimed as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks no states for a trial account', async () => {
    const server = fakeServer(answer(getPromotions, { list: LIST }));
    useSession.setState({ token: 't', accountType: 4 });
    open();
    expect(await screen.findByRole('article', { name: 'Welcome bonus' })).toBeTruthy();
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(server.requests(getPromotionStates)).toEqual([]);
  });
});
