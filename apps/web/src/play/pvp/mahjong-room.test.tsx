import {
  MAHJONG_TILES,
  type MahjongState,
  type MahjongTile,
  mahjongEngine,
  startMahjong,
} from '@gamehall/games';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPlay } from '../test/fixtures.tsx';
import { deal, handOf, pvpStateOf, seatOf, TABLE } from './engine-hands.ts';
import type { PvpHand } from './get-pvp-state.ts';
import { roomPageSetup, serveRoom } from './test-fixtures.ts';

roomPageSetup();
const MJ = 'mahjong';
const STACKS = { 0: 96, 1: 96, 2: 96, 3: 96 };
const NAMES = ['me***01', 'ab***cd', 'ef***gh', 'ij***kl'];

const seated = (me: number, hand: PvpHand | null, lastHand: PvpHand | null = null) =>
  pvpStateOf(MJ, {
    table: TABLE,
    seats: [0, 1, 2, 3].map((s) => seatOf(s, (s === me ? NAMES[0] : NAMES[s]) ?? '', 96, s === me)),
    mySeat: me,
    hand,
    lastHand,
  });

/** The dealt hand (the fixed seed's deck, seat 0 the dealer) and its first claimable discard. */
function claimScene() {
  const start = deal(MJ, STACKS, 0, 1) as MahjongState;
  let state = start;
  for (let turn = 0; turn < 60; turn++) {
    for (const { type } of mahjongEngine.toAct(state).get(state.turn) ?? []) {
      if (!type.startsWith('discard:')) continue;
      const after = mahjongEngine.act(state, state.turn, { type });
      if (after.phase === 'claim') return { before: state, discard: type, after };
    }
    state = mahjongEngine.act(state, state.turn, mahjongEngine.timeoutAction(state, state.turn));
    while (state.phase === 'claim') {
      const [seat] = [...mahjongEngine.toAct(state).keys()];
      state = mahjongEngine.act(state, seat as number, { type: 'pass' });
    }
  }
  throw new Error('no claim in 60 turns');
}

/** A wall giving the dealer (seat 0) a complete hand at the deal; the rest in kind order. */
function heavenlyWall(): MahjongTile[] {
  const dealer = 'm1 m1 m1 m2 m3 m4 p5 p6 p7 s7 s8 s9 dr dr'.split(' ') as MahjongTile[];
  const rest = MAHJONG_TILES.flatMap((k) => [k, k, k, k]);
  for (const tile of dealer) rest.splice(rest.indexOf(tile), 1);
  const wall: (MahjongTile | null)[] = Array.from({ length: 136 }, () => null);
  dealer.forEach((tile, r) => {
    wall[r < 13 ? 4 * r : 52] = tile;
  });
  return wall.map((tile) => tile ?? (rest.shift() as MahjongTile));
}

const seat = (n: number) => screen.getByRole('region', { name: new RegExp(`^Seat ${n} `) });
const labels = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('a mahjong room', () => {
  it('shows the tiles in words and discards one by its button on the player’s turn', async () => {
    const { before } = claimScene();
    const me = before.turn;
    let state = seated(me, handOf(MJ, before, me));
    const server = serveRoom(MJ, () => state, {
      '/play/api/pvp/act': (body) => {
        const after = mahjongEngine.act(before, me, { type: String(body.action) });
        state = seated(me, handOf(MJ, after, me));
        return { hand: state.hand };
      },
    });
    renderPlay({ engine: MJ, room: 'beginner' });

    const turn = await screen.findByRole('region', { name: 'Your turn' });
    const mine = before.seats.find((s) => s.seat === me)?.concealed ?? [];
    const tiles = within(seat(me + 1)).getByRole('list', { name: 'Your tiles' });
    expect(labels(tiles)).toHaveLength(mine.length);
    expect(
      labels(tiles).every((l) => /^(\d (Characters|Dots|Bamboo)|\w+ (wind|dragon))$/.test(l ?? '')),
    ).toBe(true);
    const discards = within(turn).getByRole('group', { name: 'Discard a tile' });
    expect(within(discards).getAllByRole('button')).toHaveLength(mine.length);
    // The others' tiles lie face down; the wall has 136 − 53 tiles left.
    const other = (me + 1) % 4;
    expect(within(seat(other + 1)).getByText('13 tiles face down')).toBeTruthy();
    expect(screen.getByText('Tiles in the wall').nextElementSibling?.textContent).toBe(
      String(before.wall.length),
    );

    const first = within(discards).getAllByRole('button')[0] as HTMLElement;
    const name = first.getAttribute('aria-label') ?? '';
    expect(name).toMatch(/^Discard /);
    await userEvent.click(first);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Your turn' })).toBeNull());
    expect(server.to('/play/api/pvp/act').map((s) => s.body.action)).toEqual([
      `discard:${mine[0]}`,
    ]);
    expect(screen.getByText('Last discard').nextElementSibling?.textContent).toBe(
      `Seat ${me + 1} discarded ${name.replace('Discard ', '')}`,
    );
  });

  it('asks only the claimer, with its claims and pass; the others just wait', async () => {
    const { after } = claimScene();
    const claimers = [...mahjongEngine.toAct(after).keys()];
    const claimer = claimers[0] as number;
    let state = seated(claimer, handOf(MJ, after, claimer));
    const server = serveRoom(MJ, () => state, {
      '/play/api/pvp/act': () => ({ hand: state.hand }),
    });
    const { unmount } = renderPlay({ engine: MJ, room: 'beginner' });

    const turn = await screen.findByRole('region', { name: 'Your turn' });
    const claims = within(turn).getByRole('group', { name: 'Win, claim or pass' });
    const names = within(claims)
      .getAllByRole('button')
      .map((b) => b.textContent ?? '');
    expect(names[0]).toBe('Pass');
    expect(
      names.slice(1).every((n) => /^(Win \(hu\)|Pong .+|Kong .+|Chow .+, .+, .+)$/.test(n)),
    ).toBe(true);
    expect(within(turn).queryByRole('group', { name: 'Discard a tile' })).toBeNull();
    await userEvent.click(within(claims).getByRole('button', { name: 'Pass' }));
    await waitFor(() => expect(server.to('/play/api/pvp/act')).toHaveLength(1));
    expect(server.to('/play/api/pvp/act')[0]?.body.action).toBe('pass');
    unmount();

    // A seat with no claim: no options, and nothing says who may claim.
    const discarder = after.turn;
    const bystander = [0, 1, 2, 3].find((s) => s !== discarder && !claimers.includes(s));
    if (bystander === undefined) return;
    state = seated(bystander, handOf(MJ, after, bystander));
    expect(state.hand?.toAct).toEqual([]);
    renderPlay({ engine: MJ, room: 'beginner' });
    expect(
      await screen.findByText(
        new RegExp(`^Seat ${discarder + 1} discarded: waiting for claims, \\d+ s$`),
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your turn' })).toBeNull();
    expect(screen.queryByText('To act')).toBeNull();
  });

  it('waits for four players, a seat standing up not counted, and flags it as leaving', async () => {
    serveRoom(MJ, () =>
      pvpStateOf(MJ, {
        table: TABLE,
        seats: [
          seatOf(0, 'me***01', 96, true),
          { ...seatOf(1, 'ab***cd', 96), leaving: true },
          seatOf(3, 'ef***gh', 96),
        ],
        mySeat: 0,
      }),
    );
    renderPlay({ engine: MJ, room: 'beginner' });
    expect(await screen.findByText('Waiting for players: 2 more to sit down…')).toBeTruthy();
    expect(within(seat(2)).getByText('Leaving')).toBeTruthy();
    expect(within(seat(2)).queryByText('Away')).toBeNull();
    expect(screen.getAllByRole('region', { name: /^Seat \d / })).toHaveLength(4);
  });

  it('shows the win, its fan and the payments', async () => {
    const start = startMahjong(
      {
        seats: [0, 1, 2, 3].map((s) => ({ seat: s, stack: 9600n })),
        button: 0,
        stake: 100n,
        deck: [],
      },
      heavenlyWall(),
    );
    const over = mahjongEngine.act(start, 0, { type: 'hu' });
    serveRoom(MJ, () => seated(0, null, handOf(MJ, over, 0)));
    renderPlay({ engine: MJ, room: 'beginner' });

    const result = await screen.findByRole('region', { name: 'Hand 3: mahjong' });
    expect(within(result).getByText('Seat 1 won, self-drawn, on Red dragon.')).toBeTruthy();
    expect(within(result).getByText('2 fan (counted 2): base, self-drawn')).toBeTruthy();
    // 1.00 × 2² from each of the three others, 5% rake each.
    expect(labels(within(result).getByRole('list', { name: 'Payments' }))).toEqual([
      'Seat 2 paid seat 1 $4.00 (rake $0.20)',
      'Seat 3 paid seat 1 $4.00 (rake $0.20)',
      'Seat 4 paid seat 1 $4.00 (rake $0.20)',
    ]);
    const tiles = within(seat(1)).getByRole('list', { name: 'Your tiles' });
    expect(labels(tiles)).toContain('Red dragon');
    expect(within(seat(2)).getByRole('list', { name: 'Tiles of seat 2' })).toBeTruthy();
  });
});
