import type { LotteryPick } from '@gamehall/games';
import type { TFunction } from 'i18next';

/*
 * Text keys of what packages/games names in English: play types by id, board rows by
 * their label ("1st", "place 1 vs 10"), named options ('big', 'dragon'). A label without a
 * key of its own shows in English rather than as a raw key.
 */

const slug = (text: string) => text.replace(/[^A-Za-z0-9]+/g, '_');

export const playTypeKey = (id: string) => `lt_pt_${slug(id)}`;
export const ruleKey = (id: string) => `lt_rule_${slug(id)}`;
export const rowKey = (label: string) => `lt_row_${slug(label)}`;
export const optionKey = (pick: string) => `lt_opt_${slug(pick)}`;

export const playTypeName = (t: TFunction, id: string, english: string) =>
  t(playTypeKey(id), { defaultValue: english });

/**
 * A game's name: an e-lottery game by its family and cadence ("SSC · every 1 min"), a
 * regional one by its code ("Vietnam North"), else by its family, else as the server names it.
 */
export function gameName(
  t: TFunction,
  game: { gameCode: string; family?: string; everyMinutes?: number | null; displayName?: string },
) {
  const family = game.family ? t(`lt_family_${game.family}`) : undefined;
  if (family && typeof game.everyMinutes === 'number') {
    return t('lt_game', { family, minutes: game.everyMinutes });
  }
  return t(`lt_name_${slug(game.gameCode)}`, {
    defaultValue: family ?? game.displayName ?? game.gameCode,
  });
}

/** A regional result's prize tier by its name in packages/games' REGIONAL_TIERS. */
export const tierName = (t: TFunction, name: string) =>
  t(`lt_tier_${slug(name)}`, { defaultValue: name });

export const rowName = (t: TFunction, label: string) => t(rowKey(label), { defaultValue: label });

export const pickName = (t: TFunction, pick: LotteryPick) =>
  typeof pick === 'number' ? String(pick) : t(optionKey(pick), { defaultValue: pick });

/**
 * A selection as text: rows (or tickets) apart by " | ", picks by spaces; a regional
 * play type's numbers (`numbers`) written whole, with their leading zeros ("05 | 45").
 * Long lists are cut.
 */
export function selectionText(
  t: TFunction,
  selection: readonly (readonly LotteryPick[])[],
  { most = 10, numbers = false }: { most?: number; numbers?: boolean } = {},
) {
  const shown = selection
    .slice(0, most)
    .map((row) => {
      if (!row.length) return '–';
      return numbers ? row.join('') : row.map((p) => pickName(t, p)).join(' ');
    })
    .join(' | ');
  return selection.length > most ? `${shown} … (+${selection.length - most})` : shown;
}
