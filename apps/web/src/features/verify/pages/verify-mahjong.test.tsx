import { type MahjongState, mahjongWall, PVP_ENGINES, pvpDeck } from '@gamehall/games';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { VerifyPage } from './verify-page.tsx';

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <VerifyPage />
    </MemoryRouter>,
  );

/** Tile codes in words, by mahjong/README.md "Tiles". */
const SUIT: Record<string, string> = { m: 'Characters', p: 'Dots', s: 'Bamboo' };
const HONOUR: Record<string, string> = {
  we: 'East wind',
  ws: 'South wind',
  ww: 'West wind',
  wn: 'North wind',
  dr: 'Red dragon',
  dg: 'Green dragon',
  dw: 'White dragon',
};
const words = (tile: string) =>
  SUIT[tile[0] ?? ''] ? `${tile[1]} ${SUIT[tile[0] ?? '']}` : (HONOUR[tile] ?? tile);

describe('VerifyPage, mahjong', () => {
  it('deals the wall of the hand’s deck again and each seat’s tiles as the engine starts', async () => {
    const fair = { serverSeed: '5e'.repeat(32), clientSeed: 'MJ001-1-1', nonce: 9 };
    const query = new URLSearchParams({
      engine: 'mahjong',
      ...fair,
      nonce: String(fair.nonce),
      seats: '0,1,2,3',
      button: '2',
    });
    renderAt(`/verify?${query}`);
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const result = screen.getByRole('region', { name: 'Recomputed round' });

    // The engine the server runs, on the hand's deck.
    const state = PVP_ENGINES.mahjong?.start({
      seats: [0, 1, 2, 3].map((seat) => ({ seat, stack: 100_000n })),
      button: 2,
      stake: 100n,
      deck: pvpDeck(fair),
    }) as MahjongState;
    const hands = within(result).getByRole('table', { name: 'Hands' });
    const rows = within(hands)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [
        row.querySelector('th')?.textContent,
        row.querySelector('td')?.textContent?.split(', '),
      ]);
    expect(rows).toEqual(
      state.seats.map((s) => [
        s.seat === 2 ? 'Seat 2 (button)' : `Seat ${s.seat}`,
        s.concealed.map(words),
      ]),
    );
    expect(rows.map(([, tiles]) => tiles?.length)).toEqual([13, 13, 14, 13]);
    expect(
      within(result).getByText('Turn order from the dealer', { selector: 'dt' }).nextElementSibling
        ?.textContent,
    ).toBe('Seat 2 (button), Seat 3, Seat 0, Seat 1');

    const wall = within(result).getByRole('list', { name: /^The wall: 136 tiles/ });
    expect(
      within(wall)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(mahjongWall(fair).map(words));
    expect(result.textContent).not.toMatch(/verify_|\{\{/);
  });

  it('deals only four seats', async () => {
    const fair = { serverSeed: '5e'.repeat(32), clientSeed: 'MJ001-1-1', nonce: 9 };
    const query = new URLSearchParams({ engine: 'mahjong', ...fair, nonce: '9' });
    renderAt(`/verify?${query}&seats=0,1,2&button=0`);
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'This game deals 4 to 4 seats: check the seats dealt in.',
    );
  });
});
