import type { TFunction } from 'i18next';
import { decisionName, isDecisionSpot } from './decision-table.ts';

/**
 * A spot of the board in the player's words, from the text the engine writes it as
 * ("big", "total:10", "combo:1-2", "pair:fish-crab", "nim:1-2", "equal:2"). The
 * engines' spot texts are their wire format (packages/games/src/tables/<game>/README.md);
 * what follows the colon is read here only to name the spot.
 */
export function spotName(t: TFunction, engine: string, spot: string): string {
  const [kind = '', rest = ''] = spot.split(':');
  const [a = '', b = ''] = rest.split('-');
  // Fish-prawn-crab writes symbols where sic bo writes numbers.
  const symbolic = engine === 'fish-prawn-crab';
  const value = (v: string) => (symbolic ? symbolWord(t, v) : v);
  switch (kind) {
    case 'total':
      return t('live_spot_total', { n: a });
    case 'double':
      // Blackjack's second double (on the second hand of a split) is a decision's stake.
      if (engine === 'blackjack') return a ? t('live_bj_double_second') : decisionName(t, kind);
      return t('live_spot_double', { n: a });
    case 'triple':
      return t('live_spot_triple', { n: value(a) });
    case 'combo':
      return t('live_spot_combo', { a, b });
    case 'single':
      return symbolic ? symbolName(t, a) : t('live_spot_single', { n: a });
    case 'pair':
      return t('live_spot_pair', { a: value(a), b: value(b) });
    case 'fan':
      return t('live_spot_fan', { n: a });
    case 'nim':
      return t('live_spot_nim', { a, b });
    case 'kwok':
      return t('live_spot_kwok', { a, b });
    case 'equal':
      return t('live_spot_equal', { n: a });
    case 'bullBull':
      return t('live_spot_bull_bull', { n: a });
    default:
      if (SIMPLE.has(spot)) return t(`live_spot_${spot}`);
      // A decision's own stake (three card poker's play, casino hold'em's call).
      return isDecisionSpot(spot) ? decisionName(t, spot) : spot;
  }
}

/** Spots that are a bare word in every game that has them. */
const SIMPLE = new Set([
  'big',
  'small',
  'odd',
  'even',
  'anyTriple',
  'fourRed',
  'fourWhite',
  'threeRed',
  'threeWhite',
  'dragon',
  'tiger',
  'tie',
  'suitedTie',
  'meron',
  'wala',
  'draw',
  // The games against the dealer: the ante, blackjack's main bet and their side bets.
  'ante',
  'pairPlus',
  'aaBonus',
  'main',
  'perfectPairs',
]);

/** A fish-prawn-crab symbol's name as a label ("Fish"). */
export const symbolName = (t: TFunction, symbol: string) => t(`live_sym_${symbol}`);

/**
 * The symbol's name inside a sentence ("Pair fish and crab"): the label lowered, which is
 * exact for the page's languages (Chinese has no case).
 */
const symbolWord = (t: TFunction, symbol: string) => symbolName(t, symbol).toLocaleLowerCase();

/** A bet type (the limits' key) in the player's words, for the rules and the limits. */
export const typeName = (t: TFunction, type: string) => t(`live_type_${type}`);

/** A die face 1–6 as its Unicode face (⚀–⚅): drawn, the number is said by the label. */
export const dieFace = (n: number) => String.fromCodePoint(0x2680 + n - 1);

/** Fish-prawn-crab's pictures (no gourd emoji exists: the gourd-shaped bottle stands in). */
export const SYMBOL_GLYPHS: Readonly<Record<string, string>> = {
  fish: '🐟',
  prawn: '🦐',
  crab: '🦀',
  rooster: '🐓',
  gourd: '🍶',
  deer: '🦌',
};
