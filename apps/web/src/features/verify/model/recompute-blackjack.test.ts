// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { recomputeBlackjack } from './recompute-blackjack.ts';

describe('a blackjack round on /verify', () => {
  it('deals the engine README’s example: 4♦ 5♦ against K♠ Q♥, no pair won', () => {
    const round = recomputeBlackjack({
      serverSeed: 'a'.repeat(64),
      clientSeed: 'player-seed',
      nonce: 7,
    });
    expect(round.outcome.playerCards.slice(0, 4)).toEqual([
      { rank: 4, suit: 'diamonds' },
      { rank: 5, suit: 'diamonds' },
      { rank: 6, suit: 'spades' },
      { rank: 7, suit: 'hearts' },
    ]);
    expect(round.outcome.dealer).toMatchObject({
      cards: [
        { rank: 13, suit: 'spades' },
        { rank: 12, suit: 'hearts' },
      ],
      total: 20,
    });
    expect(round.won).toEqual([]);
  });
});
