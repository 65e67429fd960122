import { getJackpot } from '@gamehall/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, failure, fakeServer } from '../../../test/fake-server.ts';
import { testQueryClient } from '../../../test/query-client.ts';
import { siteConfig } from '../../../test/site.ts';
import { siteConfigQuery } from '../../system/index.ts';
import { jackpotAnswer } from '../test-utils.ts';
import { JackpotBanner } from './jackpot-banner.tsx';

const now = new Date('2026-11-27T12:00:00Z');
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
const winner = (player: string, amount: number, game: string, minutes: number) => ({
  player,
  amount,
  game,
  at: ago(minutes),
});

function renderBanner() {
  const client = testQueryClient();
  client.setQueryData(
    siteConfigQuery().queryKey,
    siteConfig({ currencySymbol: '$', timeZone: 'America/Mexico_City' }),
  );
  return render(
    <QueryClientProvider client={client}>
      <JackpotBanner />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.useRealTimers());

describe('the slots lobby’s jackpot banner', () => {
  it('shows the pool, the rule with the brand’s share and odds, and the last winners', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    fakeServer(
      answer(
        getJackpot,
        jackpotAnswer({
          pool: 12_345.67,
          sharePercent: 1.5,
          oneInPerUnit: 250_000,
          winners: [
            winner('ma***42', 8_210.5, 'Lucky Koi', 5),
            winner('jo***', 1_000, '', 3 * 60),
            winner('pe***ez', 15_000, 'Golden Dragon', 10 * 24 * 60),
          ],
        }),
      ),
    );
    renderBanner();

    const banner = await screen.findByRole('region', { name: 'Progressive jackpot' });
    expect(within(banner).getByRole('status', { name: 'Jackpot $12,345.67' })).toBeTruthy();
    expect(
      within(banner).getByText(
        '1.5% of every in-house slot stake feeds the pool. Every real spin can win it: a bigger stake, a bigger chance.',
      ),
    ).toBeTruthy();
    expect(
      within(banner).getByText('Every $1.00 staked is 1 chance in 250,000 to win it.'),
    ).toBeTruthy();

    const winners = within(banner).getByRole('list', { name: 'Last winners' });
    const rows = within(winners)
      .getAllByRole('listitem')
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['ma***42', '$8,210.50', 'Lucky Koi', '5 minutes ago'],
      ['jo***', '$1,000.00', '3 hours ago'],
      // After a week, the day in the brand's time zone.
      ['pe***ez', '$15,000.00', 'Golden Dragon', '2026-11-17'],
    ]);
    const time = winners.querySelector('time');
    expect(time?.getAttribute('dateTime')).toBe(ago(5));
    expect(time?.getAttribute('title')).toBe('2026-11-27 05:55:00');
  });

  it('lists five winners, all of them on demand', async () => {
    const winners = Array.from({ length: 8 }, (_, i) =>
      winner(`p${i}***`, 100 + i, 'Lucky Koi', i),
    );
    fakeServer(answer(getJackpot, jackpotAnswer({ winners })));
    const user = userEvent.setup();
    renderBanner();

    const list = await screen.findByRole('list', { name: 'Last winners' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    const more = screen.getByRole('button', { name: 'Show all 8 winners' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await user.click(more);
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    expect(
      screen.getByRole('button', { name: 'Show fewer winners' }).getAttribute('aria-expanded'),
    ).toBe('true');
  });

  it('says when nobody has won it yet', async () => {
    fakeServer(answer(getJackpot, jackpotAnswer({ winners: [] })));
    renderBanner();
    expect(await screen.findByText('No one has won it yet: the next spin could.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('keeps its room while the jackpot is on its way, then shows nothing when the brand has none', async () => {
    let resolve: (value: ReturnType<typeof jackpotAnswer>) => void = () => undefined;
    const server = fakeServer(answer(getJackpot, () => new Promise((done) => (resolve = done))));
    const { container } = renderBanner();
    await waitFor(() => expect(server.requests(getJackpot)).toHaveLength(1));
    const room = container.firstElementChild;
    expect(room?.getAttribute('aria-hidden')).toBe('true');
    expect(room?.className).toContain('shimmer');

    resolve(jackpotAnswer({ enabled: false }));
    await waitFor(() => expect(container.firstElementChild).toBeNull());
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('shows nothing when the call fails', async () => {
    const server = fakeServer(answer(getJackpot, failure(500, 'INTERNAL')));
    const { container } = renderBanner();
    await waitFor(() => expect(server.requests(getJackpot)).toHaveLength(1));
    await waitFor(() => expect(container.firstElementChild).toBeNull());
  });
});
