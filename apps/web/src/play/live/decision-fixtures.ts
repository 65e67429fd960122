import type { LiveDecisionEngine } from '@gamehall/games';

/**
 * Stand-ins for the engines of the tables where players decide, for the page's tests:
 * the interface the page codes against (`LiveDecisionEngine`), with the rules the tests
 * read — an ante decides once, raising by `multiple` antes or folding, fold the default —
 * and the engines' own shapes of `visible` and the outcome. Not the engines: these tests
 * are about the page, the engines have their own (packages/games/src/tables).
 */
type Raw = Record<string, unknown>;

function anteGame(
  id: string,
  side: string,
  raise: string,
  multiple: bigint,
  visible: (outcome: Raw) => Raw,
  /** Whether the side bet pays on this outcome (the fixture's whole side-bet rule: 2:1). */
  sidePays: (outcome: Raw) => boolean,
): LiveDecisionEngine<Raw> {
  const spots = ['ante', side];
  const ante = (bets: ReadonlyMap<string, bigint>) => bets.get('ante') ?? 0n;
  return {
    id,
    betTypes: spots,
    spots,
    readType: (spot) => (spots.includes(spot) ? { type: spot, spot } : null),
    uniforms: 9,
    dealFrom: () => {
      throw new Error('the page never deals');
    },
    // Alone and undecided an ante folds; the side bet pays 2:1 when it pays.
    settle: (spot, stake, outcome) => (spot === side && sidePays(outcome) ? 3n * stake : 0n),
    paytable: {
      ante: { pays: '1:1–100:1', houseEdge: 2.16 },
      [side]: { pays: '1:1–40:1', houseEdge: 2.32 },
    },
    decisionTypes: [raise, 'fold'],
    visible,
    nextDecisions: (_outcome, bets, made) =>
      ante(bets) > 0n && made.length === 0 ? [raise, 'fold'] : [],
    defaultDecision: () => 'fold',
    stakeOf: (decision, bets) =>
      decision === raise ? { spot: raise, stake: multiple * ante(bets) } : null,
    settleWith: () => 0n,
  };
}

export const threeCardPokerFixture = anteGame(
  'three-card-poker',
  'pairPlus',
  'play',
  1n,
  (o) => ({ player: o.player }),
  (o) => (o.player as Raw).category !== 'highCard',
);

export const casinoHoldemFixture = anteGame(
  'casino-holdem',
  'aaBonus',
  'call',
  2n,
  (o) => ({ player: o.player, flop: (o.board as unknown[]).slice(0, 3), flopHand: o.flopHand }),
  () => false,
);

export const DECISION_ENGINES = {
  [threeCardPokerFixture.id]: threeCardPokerFixture,
  [casinoHoldemFixture.id]: casinoHoldemFixture,
};

type Suit = 'clubs' | 'diamonds' | 'hearts' | 'spades';
const SUIT: Record<string, Suit> = { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' };

/** Cards from labels, "QH QS 7C" (T for the ten). */
export const cards = (labels: string) =>
  labels.split(' ').map((l) => ({
    rank: 'A23456789TJQK'.indexOf(l[0] as string) + 1,
    suit: SUIT[l[1] as string] as Suit,
  }));

/** A three card poker hand as its engine writes it: the cards and their category. */
export const threeCardHand = (labels: string, category: string) => ({
  cards: cards(labels),
  category,
  value: 0,
  ranks: [],
});
