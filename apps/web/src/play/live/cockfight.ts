import type { FightCard, Fighter } from '@gamehall/games';
import { dateParts } from '../../lib/format-date.ts';

type Raw = Record<string, unknown>;

/** The sides of a fight, in the order the page draws them: meron left, wala right. */
export const SIDES = ['meron', 'wala'] as const;
export type Side = (typeof SIDES)[number];

const WINNERS = new Set(['meron', 'wala', 'draw']);

/** Of the fight's 100,000 rolls a draw takes 10,000; meron 9 × meronBp of the rest (README). */
const DRAW_PERCENT = 10;

const isFighter = (f: unknown): f is Fighter =>
  typeof (f as Raw | null)?.name === 'string' && typeof (f as Raw).weightGrams === 'number';

/**
 * A round's card as a cockfight's (packages/games/src/tables/cockfight/card.ts), or null
 * when it is not one: the wire carries it as a plain object.
 */
export function fightCardOf(raw: unknown): FightCard | null {
  const c = raw as Raw | null | undefined;
  if (!c || typeof c.fight !== 'number' || typeof c.meronBp !== 'number') return null;
  if (!isFighter(c.meron) || !isFighter(c.wala)) return null;
  const odds = c.odds as Raw | null;
  if (!odds || !['meron', 'wala', 'draw'].every((k) => typeof odds[k] === 'number')) return null;
  return c as unknown as FightCard;
}

/** A dealt fight: its card, the winner and the roll that decided it. */
export const isCockfightOutcome = (o: Raw): boolean =>
  fightCardOf(o) !== null &&
  typeof o.winner === 'string' &&
  WINNERS.has(o.winner) &&
  typeof o.roll === 'number';

/** Odds in hundredths of the stake as the pit says them: 90 → "0.90:1", 800 → "8:1". */
export const oddsText = (hundredths: number) =>
  `${hundredths % 100 === 0 ? hundredths / 100 : (hundredths / 100).toFixed(2)}:1`;

/**
 * Each side's chance of winning the fight, in percent with one decimal ("47.1"): a tenth
 * of the fights are draws, meron wins meronBp / 10,000 of the others.
 */
export function fightChances(card: Pick<FightCard, 'meronBp'>): Record<Side | 'draw', string> {
  const meron = (card.meronBp * (100 - DRAW_PERCENT)) / 10_000;
  return {
    meron: meron.toFixed(1),
    wala: (100 - DRAW_PERCENT - meron).toFixed(1),
    draw: DRAW_PERCENT.toFixed(1),
  };
}

/** A bird's weight in kilograms, to the gram ("2.137"). */
export const kilograms = (grams: number) => (grams / 1000).toFixed(3);

/**
 * What a spot of a fight pays, from the round's card (this fight's odds), or null when the
 * round has no such card: the board then shows the paytable's range.
 */
export function cardPays(spot: string, card: unknown): string | null {
  const fight = fightCardOf(card);
  if (!fight || !Object.hasOwn(fight.odds, spot)) return null;
  return oddsText(fight.odds[spot as keyof FightCard['odds']]);
}

/**
 * A moment of the server's clock as this device's clock reads it (`offset` = server −
 * local), "HH:MM:SS" in the device's own time zone.
 */
export function localClock(iso: string, offset: number): string {
  const at = Date.parse(iso);
  if (!Number.isFinite(at)) return '';
  const { hour, minute, second } = dateParts(new Date(at - offset));
  return `${hour}:${minute}:${second}`;
}
