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

export const rowName = (t: TFunction, label: string) => t(rowKey(label), { defaultValue: label });

export const pickName = (t: TFunction, pick: LotteryPick) =>
  typeof pick === 'number' ? String(pick) : t(optionKey(pick), { defaultValue: pick });

/** A selection as text: rows (or tickets) apart by " | ", picks by spaces; long lists cut. */
export function selectionText(
  t: TFunction,
  selection: readonly (readonly LotteryPick[])[],
  most = 10,
) {
  const shown = selection
    .slice(0, most)
    .map((row) => (row.length ? row.map((p) => pickName(t, p)).join(' ') : '–'))
    .join(' | ');
  return selection.length > most ? `${shown} … (+${selection.length - most})` : shown;
}
