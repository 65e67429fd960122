import type { TFunction } from 'i18next';

/*
 * Mahjong's words: tiles by their codes (packages/games/src/pvp/mahjong/README.md
 * "Tiles": m1–m9 characters, p1–p9 dots, s1–s9 bamboo, we ws ww wn winds, dr dg dw
 * dragons) and the actions that carry them (discard:p5, chow:s3, kong:dr).
 */

/** "5 Bamboo", "Red dragon"; the code itself for anything else. */
export function tileWords(t: TFunction, tile: string): string {
  const suit = tile[0];
  const rank = Number(tile.slice(1));
  if ((suit === 'm' || suit === 'p' || suit === 's') && rank >= 1 && rank <= 9) {
    return t(`pvp_mj_tile_${suit}`, { n: rank });
  }
  return t(`pvp_mj_tile_${tile}`, { defaultValue: tile });
}

/** The tile `step` places up a suited tile's suit (s3 + 2 = s5). */
const stepUp = (tile: string, step: number) => `${tile[0]}${Number(tile.slice(1)) + step}`;

/**
 * An action in words, for its button: "Win (hu)", "Pong 5 Bamboo", "Chow 3-4-5 Bamboo",
 * "Discard Red dragon". `claimed` is the discard a pong or a kong claim takes.
 */
export function mahjongActionName(t: TFunction, type: string, claimed: string | null): string {
  const [kind = type, tile] = type.split(':');
  if (kind === 'discard' && tile) return t('pvp_mj_discard', { tile: tileWords(t, tile) });
  if (kind === 'chow' && tile) {
    const tiles = [tile, stepUp(tile, 1), stepUp(tile, 2)].map((x) => tileWords(t, x));
    return t('pvp_mj_act_chow', { tiles: tiles.join(', ') });
  }
  if (kind === 'pong' || kind === 'kong') {
    const of = tile ?? claimed;
    return of ? t(`pvp_mj_act_${kind}`, { tile: tileWords(t, of) }) : kind;
  }
  return t(`pvp_mj_act_${kind}`, { defaultValue: kind });
}

/** A fan item ('self-drawn', 'dragon pong') in words. */
export const fanItemWords = (t: TFunction, item: string) =>
  t(`pvp_mj_fan_${item.replace(/[ -]/g, '_')}`, { defaultValue: item });
