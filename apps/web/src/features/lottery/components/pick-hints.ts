import type { LotteryRowShape, LotterySelectionShape } from '@gamehall/games';
import type { TFunction } from 'i18next';
import { rowName } from '../model/labels.ts';
import type { Preview } from '../model/preview.ts';

/** "1 to 10", "up to 10", "2": how many picks a row takes. */
export function pickRange(t: TFunction, row: Pick<LotteryRowShape, 'minPicks' | 'maxPicks'>) {
  if (row.minPicks === row.maxPicks) return t('lt_range_exact', { count: row.minPicks });
  if (row.minPicks === 0) return t('lt_range_up_to', { max: row.maxPicks });
  return t('lt_range', { min: row.minPicks, max: row.maxPicks });
}

/**
 * Why the board's bet cannot go on the slip yet, in words: packages/games' error codes
 * (checkLotteryBet), with the row or ticket at fault when it names one.
 */
export function previewHint(
  t: TFunction,
  preview: Extract<Preview, { ok: false }>,
  shape: LotterySelectionShape,
  limits: { maxMultiplier: number; maxStake: string },
): string {
  const { code, row } = preview;
  const ticket = row === undefined ? undefined : row + 1;
  switch (code) {
    case 'SELECTION_EMPTY':
      return t(shape.kind === 'rows' ? 'lt_hint_SELECTION_EMPTY' : 'lt_hint_no_tickets');
    case 'PICK_COUNT':
      if (shape.kind === 'tickets') {
        return ticket === undefined
          ? t('lt_hint_PICK_COUNT_tickets', { max: shape.maxTickets })
          : t('lt_hint_PICK_COUNT_ticket', { ticket, count: shape.length });
      }
      if (row !== undefined && shape.rows[row]) {
        const rowShape = shape.rows[row];
        return t('lt_hint_PICK_COUNT', {
          row: rowName(t, rowShape.label),
          range: pickRange(t, rowShape),
        });
      }
      return t('lt_hint_PICK_COUNT_total', { count: shape.minTotal });
    case 'PICK_OFF_BOARD':
    case 'PICK_DUPLICATE':
      return ticket === undefined
        ? t('lt_hint_SELECTION_INVALID')
        : t(`lt_hint_${code}`, { ticket });
    case 'UNIT_INVALID':
      return t('lt_hint_UNIT_INVALID');
    case 'MULTIPLIER_INVALID':
      return t('lt_hint_MULTIPLIER_INVALID', { max: limits.maxMultiplier });
    case 'STAKE_ABOVE_MAX':
      return t('lt_hint_STAKE_ABOVE_MAX', { max: limits.maxStake });
    default:
      return t('lt_hint_SELECTION_INVALID');
  }
}
