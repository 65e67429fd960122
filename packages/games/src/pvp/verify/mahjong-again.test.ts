import { describe, expect, it } from 'vitest';
import { pvpDeck } from '../deck.ts';
import { mahjongEngine } from '../mahjong/engine.ts';
import { mahjongWall } from '../mahjong/wall.ts';
import { PvpDealError } from './deal-again.ts';
import { dealMahjongAgain } from './mahjong-again.ts';

const fair = { serverSeed: 'ab'.repeat(32), clientSeed: 'MJ-table', nonce: 7 };

describe('dealMahjongAgain', () => {
  it('deals the wall of the fair input as the engine does: 13 tiles each, the dealer 14', () => {
    const deal = dealMahjongAgain(fair, [3, 1, 0, 2], 2);
    expect(deal.wall).toEqual(mahjongWall(fair));
    expect(deal.order).toEqual([2, 3, 0, 1]);
    const state = mahjongEngine.start({
      seats: [0, 1, 2, 3].map((seat) => ({ seat, stack: 10_000n })),
      button: 2,
      stake: 1n,
      deck: pvpDeck(fair),
    });
    expect(deal.seats).toEqual(state.seats.map((s) => ({ seat: s.seat, tiles: s.concealed })));
    expect(deal.seats.map((s) => s.tiles.length)).toEqual([13, 13, 14, 13]);
  });

  it('refuses seating the hand cannot have had', () => {
    expect(() => dealMahjongAgain(fair, [0, 1, 2], 0)).toThrow(PvpDealError);
    expect(() => dealMahjongAgain(fair, [0, 1, 2, 3], 5)).toThrow(PvpDealError);
  });
});
