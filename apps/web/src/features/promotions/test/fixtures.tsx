import type { getPromotionDetail, PromotionCard, ValueOf } from '@gamehall/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { testQueryClient } from '../../../test/query-client.ts';
import { siteConfig } from '../../../test/site.ts';
import { siteConfigQuery } from '../../system/index.ts';

/** A promotion of the list; running since 2026-11-01 00:00 brand time (UTC-6). */
export const promo = (over: Partial<PromotionCard> = {}): PromotionCard => ({
  id: 1,
  code: 'WELCOME',
  type: 'NEWBIE',
  title: 'Welcome bonus',
  summary: '100% of your first deposit',
  bannerUrl: '',
  startsAt: '2026-11-01T06:00:00.000Z',
  endsAt: '2026-12-01T06:00:00.000Z',
  status: 'ONGOING',
  repeat: 'ONCE',
  turnoverMultiple: 10,
  rule: { kind: 'DEPOSIT_PERCENT', percentBp: 10_000, cap: 500, minDeposit: 50 },
  ...over,
});

export const detail = (
  over: Partial<ValueOf<typeof getPromotionDetail>> = {},
): ValueOf<typeof getPromotionDetail> => ({
  ...promo(),
  content: '<p>Deposit and get <b>double</b>.</p>',
  ...over,
});

/** The demo brand's daily red envelope (LUCKYENVELOPE): five prizes, wagered once. */
export const raffle = (
  over: Partial<ValueOf<typeof getPromotionDetail>> = {},
): ValueOf<typeof getPromotionDetail> =>
  detail({
    id: 7,
    code: 'LUCKYENVELOPE',
    type: 'DAILY',
    title: 'Lucky envelope',
    summary: 'Open a red envelope every day',
    repeat: 'DAILY',
    endsAt: null,
    turnoverMultiple: 1,
    rule: {
      kind: 'RAFFLE',
      prizes: [
        { amount: 0.88, chanceBp: 6000 },
        { amount: 1.88, chanceBp: 2500 },
        { amount: 3.88, chanceBp: 1000 },
        { amount: 8.88, chanceBp: 400 },
        { amount: 88, chanceBp: 100 },
      ],
    },
    content: '<p>One envelope a day.</p>',
    ...over,
  });

/** The page at `path`, with the brand's settings (amounts without a currency sign). */
export function renderAt(path: string, page: ReactNode) {
  const client = testQueryClient();
  client.setQueryData(
    siteConfigQuery().queryKey,
    siteConfig({ timeZone: 'America/Mexico_City', currencySymbol: '' }),
  );
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
