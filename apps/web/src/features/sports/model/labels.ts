import type { TFunction } from 'i18next';
import type { Market } from './slip.ts';

type Kind = Market['kind'];

const SPORTS = new Set(['football', 'basketball', 'tennis', 'cs2', 'dota2', 'lol']);

/** A sport's name; a code the site has no words for reads as itself. */
export const sportName = (t: TFunction, sport: string) =>
  SPORTS.has(sport) ? t(`sb_sport_${sport}`) : sport.toUpperCase();

/** A market kind's name: Match result, Match winner, Handicap, Total… */
export const marketName = (t: TFunction, kind: Kind) => t(`sb_market_${kind.toLowerCase()}`);

/** A line as players read it: signed for a handicap (−0.5, +1.25, 0), plain for a total. */
export function lineText(kind: Kind, line: number): string {
  if (kind !== 'AH' || line === 0) return String(line);
  return line > 0 ? `+${line}` : `−${Math.abs(line)}`;
}

/** The line a pick plays on: the away side of a handicap takes home's line reversed. */
export const pickLine = (kind: Kind, line: number | null, pick: string) =>
  line === null ? null : kind === 'AH' && pick === 'away' ? -line : line;

/** A market with its line: "Total 2.5", "Handicap −0.5" (home's), "Match result". */
export function marketTitle(t: TFunction, market: { kind: Kind; line: number | null }) {
  const name = marketName(t, market.kind);
  return market.line === null ? name : `${name} ${lineText(market.kind, market.line)}`;
}

interface Teams {
  home: string;
  away: string;
}

/** A pick in full: a team's name (with its handicap), Draw, Over 2.5, Yes, 2-1… */
export function pickName(
  t: TFunction,
  leg: { kind: Kind; line: number | null; pick: string },
  teams: Teams,
): string {
  const line = pickLine(leg.kind, leg.line, leg.pick);
  switch (leg.pick) {
    case 'home':
    case 'away': {
      const team = teams[leg.pick];
      return line === null ? team : `${team} ${lineText(leg.kind, line)}`;
    }
    case 'over':
    case 'under':
      return t(`sb_pick_${leg.pick}`, { line: line ?? '' });
    case 'draw':
    case 'yes':
    case 'no':
    case 'other':
      return t(`sb_pick_${leg.pick}`);
    default:
      return leg.pick;
  }
}

/** A pick as a list row's narrow button shows it: 1 X 2, the side's line, O 2.5. */
export function pickShort(t: TFunction, leg: { kind: Kind; line: number | null; pick: string }) {
  const line = pickLine(leg.kind, leg.line, leg.pick);
  if (leg.kind === 'AH' && line !== null) return lineText('AH', line);
  if (leg.pick === 'over' || leg.pick === 'under') {
    return t(`sb_short_${leg.pick}`, { line: line ?? '' });
  }
  if (leg.pick === 'home' || leg.pick === 'draw' || leg.pick === 'away') {
    return t(`sb_short_${leg.pick}`);
  }
  return pickName(t, leg, { home: '1', away: '2' });
}

/** A leg in words: "Match result: Arsenal", "Total 2.5: Over 2.5". */
export const legText = (
  t: TFunction,
  leg: { kind: Kind; line: number | null; pick: string },
  teams: Teams,
) => `${marketName(t, leg.kind)}: ${pickName(t, leg, teams)}`;

/** A live match's clock in its sport's unit: minutes (football, basketball), Set 2, Map 1. */
export function clockText(t: TFunction, sport: string, clock: number | null) {
  if (clock === null) return t('sb_live');
  if (sport === 'tennis') return t('sb_clock_set', { n: clock });
  if (sport === 'cs2' || sport === 'dota2' || sport === 'lol')
    return t('sb_clock_map', { n: clock });
  return t('sb_clock_minute', { n: clock });
}
