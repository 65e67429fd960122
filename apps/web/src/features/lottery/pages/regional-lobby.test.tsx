import { getLotteryMenus, getRegionalResults } from '@gamehall/contract';
import type { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session-store.ts';
import { answer } from '../../../test/fake-server.ts';
import { regionalDrawn, regionalPrizes } from '../test/fixtures.ts';
import { freshPage, renderAt as renderPage, regionalServer as server } from '../test/render.tsx';

let client: QueryClient;
beforeEach(() => {
  client = freshPage();
});
afterEach(() => vi.restoreAllMocks());

const renderAt = (url: string) => renderPage(client, url);
/** The first wait also waits for the board's lazy chunk (the lottery core), slower on a busy machine. */
const LAZY = { timeout: 5_000 };

/** The cells of a tier's row, by the tier's name. */
const tier = (table: HTMLElement, name: string) =>
  within(table).getByRole('rowheader', { name }).parentElement?.querySelector('td')?.textContent;

const results = answer(getRegionalResults, (request) => {
  const code = request.query.get('gameCode');
  if (code === 'VN_NORTH') {
    return {
      list: [
        regionalDrawn('20261126', regionalPrizes('VN_NORTH', '01234', ['05', '45', '90', '07'])),
        regionalDrawn('20261125', regionalPrizes('VN_NORTH', '99999')),
      ],
    };
  }
  if (code === 'VN_CENTRAL') {
    return {
      list: [regionalDrawn('20261126', regionalPrizes('VN_CENTRAL', '012345'), { source: 'DEMO' })],
    };
  }
  if (code === 'THAI') {
    return {
      list: [regionalDrawn('20261116', [['091234'], ['012', '345'], ['678', '901'], ['07']])],
    };
  }
  if (code === 'MY_4D') return { list: [regionalDrawn('20261125', regionalPrizes('4D', '0042'))] };
  return {
    list: [regionalDrawn('20261126', regionalPrizes('VN_SOUTH', '100200'), { revision: 2 })],
  };
});

describe('/vnlottery: the Vietnamese lobby (issue 15)', () => {
  it('lists the three games with their countdown, draw time and last result as tiers', async () => {
    // A visitor sees it all: the lobby's calls are public.
    useSession.setState({ token: null, accountType: null });
    const sent = server(results);
    renderAt('/vnlottery');
    expect(screen.getByRole('heading', { level: 1, name: 'Vietnam Lottery' })).toBeTruthy();
    const board = within(await screen.findByRole('region', { name: 'Our Vietnam draws' }, LAZY));
    const games = await board.findAllByRole('article');
    expect(games.map((g) => g.getAttribute('aria-label'))).toEqual([
      'Vietnam North (Miền Bắc)',
      'Vietnam Central (Miền Trung)',
      'Vietnam South (Miền Nam)',
    ]);
    expect(sent.requests(getLotteryMenus)[0]?.query.get('area')).toBe('VN');

    const north = within(games[0] as HTMLElement);
    expect(await north.findByText('20261128')).toBeTruthy();
    expect(north.getByText(/^2 days 03:04:0\d$/)).toBeTruthy();
    expect(
      north.getByRole('link', { name: 'Bet on Vietnam North (Miền Bắc)' }).getAttribute('href'),
    ).toBe('/vnlottery?gameCode=VN_NORTH');
    const prizes = await north.findByRole('table', {
      name: 'Prizes of draw 20261126 of Vietnam North (Miền Bắc)',
    });
    // Tiers in their order, numbers as written: the leading zeros stay.
    expect(
      within(prizes)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Special prize',
      'First prize',
      'Second prize',
      'Third prize',
      'Fourth prize',
      'Fifth prize',
      'Sixth prize',
      'Seventh prize',
    ]);
    expect(tier(prizes, 'Special prize')).toBe('01234');
    expect(tier(prizes, 'Seventh prize')).toBe('05459007');
    expect(
      within(prizes)
        .getAllByText(/^\d{2}$/)
        .map((n) => n.textContent),
    ).toEqual(['05', '45', '90', '07']);
    // An official first result carries no mark.
    expect(north.queryByText('Demo result')).toBeNull();
    expect(north.queryByText('Corrected')).toBeNull();
  });

  it('marks a result made up on a demo site, and a corrected one', async () => {
    server(results);
    renderAt('/vnlottery');
    const central = within(
      await screen.findByRole('article', { name: 'Vietnam Central (Miền Trung)' }, LAZY),
    );
    const demo = await central.findByText('Demo result');
    expect(demo.getAttribute('title')).toBe('Made up on this demo site, not an official draw.');
    expect(central.getByRole('table', { name: /^Prizes of draw 20261126/ }).textContent).toContain(
      '012345',
    );
    const south = within(screen.getByRole('article', { name: 'Vietnam South (Miền Nam)' }));
    const corrected = await south.findByText('Corrected');
    expect(corrected.getAttribute('title')).toBe(
      'This result was corrected (revision 2); its bets were settled again.',
    );
    expect(south.queryByText('Demo result')).toBeNull();
  });
});

describe('/seaLottery: the south-east Asian lobby (issue 15)', () => {
  it('lists Thai and 4D with their own tiers', async () => {
    server(results);
    renderAt('/seaLottery');
    const board = within(
      await screen.findByRole('region', { name: 'Our Southeast Asia draws' }, LAZY),
    );
    const thai = within(await board.findByRole('article', { name: 'Thai Government Lottery' }));
    const thaiPrizes = await thai.findByRole('table', { name: /^Prizes of draw 20261116/ });
    expect(
      within(thaiPrizes)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['First prize', 'Front three digits', 'Back three digits', 'Bottom two digits']);
    expect(tier(thaiPrizes, 'Bottom two digits')).toBe('07');
    const fourD = within(board.getByRole('article', { name: 'Malaysia 4D' }));
    const fourPrizes = await fourD.findByRole('table', { name: /^Prizes of draw 20261125/ });
    expect(tier(fourPrizes, 'First prize')).toBe('0042');
    expect(within(fourPrizes).getByRole('rowheader', { name: 'Starter prizes' })).toBeTruthy();
    expect(within(fourPrizes).getByRole('rowheader', { name: 'Consolation prizes' })).toBeTruthy();
    expect(fourD.getByRole('link', { name: 'Bet on Malaysia 4D' }).getAttribute('href')).toBe(
      '/seaLottery?gameCode=MY_4D',
    );
  });
});
