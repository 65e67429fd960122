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

/** How the tickets were typed: whole numbers of a regional play type, and how many were read. */
export interface TypedTickets {
  numbers: boolean;
  count: number;
}

/** A problem with typed tickets, worded for tickets of picks or for whole numbers. */
function ticketHint(
  t: TFunction,
  code: 'PICK_COUNT' | 'PICK_OFF_BOARD' | 'PICK_DUPLICATE',
  shape: Extract<LotterySelectionShape, { kind: 'tickets' }>,
  ticket: number | undefined,
  typed: TypedTickets,
) {
  const word = typed.numbers ? 'number' : 'ticket';
  if (ticket !== undefined) {
    return code === 'PICK_COUNT'
      ? t(`lt_hint_PICK_COUNT_${word}`, { ticket, count: shape.length })
      : t(`lt_hint_${code}${typed.numbers ? '_number' : ''}`, { ticket });
  }
  if (code !== 'PICK_COUNT') return t('lt_hint_SELECTION_INVALID');
  // Too many, or fewer than the play type needs (a xiên k takes k numbers or more).
  const least = shape.minTickets ?? 1;
  return typed.count < least
    ? t(`lt_hint_PICK_COUNT_${word}s_min`, { min: least })
    : t(`lt_hint_PICK_COUNT_${word}s`, { max: shape.maxTickets });
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
  typed: TypedTickets = { numbers: false, count: 0 },
): string {
  const { code, row } = preview;
  const ticket = row === undefined ? undefined : row + 1;
  if (
    shape.kind === 'tickets' &&
    (code === 'PICK_COUNT' || code === 'PICK_OFF_BOARD' || code === 'PICK_DUPLICATE')
  ) {
    return ticketHint(t, code, shape, ticket, typed);
  }
  switch (code) {
    case 'SELECTION_EMPTY':
      if (shape.kind === 'rows') return t('lt_hint_SELECTION_EMPTY');
      return t(typed.numbers ? 'lt_hint_no_numbers' : 'lt_hint_no_tickets');
    case 'PICK_COUNT':
      if (shape.kind === 'rows' && row !== undefined && shape.rows[row]) {
        const rowShape = shape.rows[row];
        return t('lt_hint_PICK_COUNT', {
          row: rowName(t, rowShape.label),
          range: pickRange(t, rowShape),
        });
      }
      return t('lt_hint_PICK_COUNT_total', { count: shape.kind === 'rows' ? shape.minTotal : 1 });
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
