import { type FairInput, floats } from '../../fair/outcomes.ts';
import { shuffledPrefix } from '../../fair/shuffled-prefix.ts';
import type { Card } from '../../tables/baccarat/cards.ts';
import { cardLabel } from '../../tables/cards/deck.ts';
import { pvpDeck } from '../deck.ts';
import { COPIES, KIND_COUNT, TILE_KINDS, type Tile, unshuffledTile, WALL_SIZE } from './tiles.ts';

/** The fair stream's client seed for the wall (its server seed is the deck, below). */
export const WALL_CLIENT_SEED = 'mahjong-wall';

/**
 * The fair input whose stream shuffles the wall, made of the hand's 52-card deck alone
 * (README.md "The wall"): server seed = the deck's cards as labels in dealing order, joined
 * with nothing ("7HAS2C…", 104 characters, `cardLabel`: rank A23456789TJQK then suit
 * letter C D H S), client seed `mahjong-wall`, nonce 0. Its floats are
 * HMAC-SHA256(key = that string, message = `mahjong-wall:0:${round}`), 4 bytes a float.
 */
export function wallFairInput(deck: readonly Card[]): FairInput {
  return { serverSeed: deck.map(cardLabel).join(''), clientSeed: WALL_CLIENT_SEED, nonce: 0 };
}

/**
 * The 136-tile wall the hand with this 52-card deck plays: a full forward Fisher–Yates
 * (`shuffledPrefix` of all 136 positions) of the unshuffled wall (`unshuffledTile`: m1 m1
 * m1 m1 m2 … dw) driven by 136 floats of `wallFairInput(deck)`. What `start` deals.
 */
export function wallFromDeck(deck: readonly Card[]): Tile[] {
  return shuffledPrefix(WALL_SIZE, floats(wallFairInput(deck), WALL_SIZE), unshuffledTile);
}

/**
 * The wall of the hand with this fair input (server seed, client seed = the table, nonce =
 * the hand's number at it): `wallFromDeck(pvpDeck(fair))`, so it is the very wall the
 * server's `start` dealt from the deck it was given, and /verify deals it again from the
 * fair input alone.
 */
export function mahjongWall(fair: FairInput): Tile[] {
  return wallFromDeck(pvpDeck(fair));
}

/** Whether `wall` is a whole set: 136 tiles, four of each of the 34 kinds. */
export function isWholeWall(wall: readonly unknown[]): boolean {
  if (wall.length !== WALL_SIZE) return false;
  const counts = new Map<unknown, number>();
  for (const tile of wall) counts.set(tile, (counts.get(tile) ?? 0) + 1);
  return counts.size === KIND_COUNT && TILE_KINDS.every((t) => counts.get(t) === COPIES);
}
