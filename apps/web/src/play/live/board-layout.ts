import type { LiveTableEngine } from '@gamehall/games';
import type { TFunction } from 'i18next';
import { typeName } from './spot-names.ts';

/** A block of the board: spots drawn together, named for screen readers. */
export interface BoardSection {
  /** The block's look (board.module.css). */
  id: string;
  label: string;
  spots: string[];
}

/** Which bet types each game draws together, in board order, and the block's text key. */
type Plan = { id: string; key: string; types: string[] }[];

const PLANS: Record<string, Plan> = {
  sicbo: [
    { id: 'evenMoney', key: 'live_group_even_money', types: ['small', 'big', 'odd', 'even'] },
    { id: 'totals', key: 'live_group_totals', types: ['total'] },
    { id: 'multiples', key: 'live_group_multiples', types: ['double', 'triple', 'anyTriple'] },
    { id: 'combos', key: 'live_group_combos', types: ['combo'] },
    { id: 'singles', key: 'live_group_singles', types: ['single'] },
  ],
  'fish-prawn-crab': [
    { id: 'symbols', key: 'live_group_symbols', types: ['single'] },
    { id: 'pairs', key: 'live_group_pairs', types: ['pair'] },
    { id: 'symbolTriples', key: 'live_group_triples', types: ['triple', 'anyTriple'] },
  ],
  sedie: [
    { id: 'coinsEvenOdd', key: 'live_group_even_odd', types: ['even', 'odd'] },
    { id: 'colours', key: 'live_group_colours', types: ['fourRed', 'fourWhite', 'threeOne'] },
  ],
  fantan: [
    { id: 'square', key: 'live_group_square', types: ['fan', 'kwok', 'oddEven'] },
    { id: 'nim', key: 'live_group_nim', types: ['nim'] },
  ],
  'dragon-tiger': [
    {
      id: 'dragonTiger',
      key: 'live_group_dragon_tiger',
      types: ['dragon', 'tiger', 'tie', 'suitedTie'],
    },
  ],
  // Meron (red) and wala (blue) side by side as at the pit, the draw below.
  cockfight: [{ id: 'fight', key: 'live_group_fight', types: ['meron', 'wala', 'draw'] }],
  // The ante, which the decision raises (play, call) or gives up, beside the side bet.
  'three-card-poker': [{ id: 'ante', key: 'live_group_ante', types: ['ante', 'pairPlus'] }],
  'casino-holdem': [{ id: 'ante', key: 'live_group_ante', types: ['ante', 'aaBonus'] }],
  // The main bet, which the decisions play, beside the side bet on the first two cards.
  blackjack: [{ id: 'ante', key: 'live_group_blackjack', types: ['main', 'perfectPairs'] }],
};

/**
 * The board of a game: every spot of `engine.spots`, in blocks laid out per game (sic bo's
 * even-money row, totals, doubles and triples, combinations, singles; niu niu's three
 * player columns; …). A spot no block names — a bet the engine gained later — still shows,
 * in a block of its own type, so the board is never missing a spot.
 */
export function boardSections(
  t: TFunction,
  // biome-ignore lint/suspicious/noExplicitAny: any engine's outcome
  engine: LiveTableEngine<any>,
): BoardSection[] {
  const typeOf = (spot: string) => engine.readType(spot)?.type ?? spot;
  const sections: BoardSection[] =
    engine.id === 'niuniu'
      ? // One column per player position: its equal bet and its bull bull.
        [1, 2, 3].map((n) => ({
          id: 'position',
          label: t('live_group_player', { n }),
          spots: engine.spots.filter((s) => s.endsWith(`:${n}`)),
        }))
      : (PLANS[engine.id] ?? []).map((plan) => ({
          id: plan.id,
          label: t(plan.key),
          spots: engine.spots.filter((s) => plan.types.includes(typeOf(s))),
        }));
  const drawn = new Set(sections.flatMap((s) => s.spots));
  for (const type of engine.betTypes) {
    const spots = engine.spots.filter((s) => !drawn.has(s) && typeOf(s) === type);
    if (spots.length > 0) sections.push({ id: 'other', label: typeName(t, type), spots });
  }
  return sections.filter((s) => s.spots.length > 0);
}
