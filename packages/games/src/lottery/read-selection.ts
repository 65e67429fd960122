import { LotteryBetError } from './lottery-bet-error.ts';
import type { PlayType } from './play-type.ts';
import type { LotteryPick, RowShape, SelectionShape } from './selection.ts';

export const show = (pick: unknown) => (typeof pick === 'string' ? `'${pick}'` : String(pick));
const where = (shape: RowShape, row: number) => `row ${row + 1} (${shape.label})`;

/** A row's picks in board order; off-board picks and repeats refused (counts come later). */
function readRow(picks: unknown, shape: RowShape, row: number): LotteryPick[] {
  if (!Array.isArray(picks)) {
    throw new LotteryBetError(
      'SELECTION_INVALID',
      `${where(shape, row)} must be a list of picks`,
      row,
    );
  }
  const indexes = picks.map((pick: unknown) => {
    const at = shape.options.indexOf(pick as LotteryPick);
    if (at < 0) {
      throw new LotteryBetError(
        'PICK_OFF_BOARD',
        `${where(shape, row)}: ${show(pick)} is not on the board`,
        row,
      );
    }
    return at;
  });
  if (new Set(indexes).size !== indexes.length) {
    throw new LotteryBetError('PICK_DUPLICATE', `${where(shape, row)}: a pick appears twice`, row);
  }
  return indexes.sort((a, b) => a - b).map((i) => shape.options[i] as LotteryPick);
}

function checkRowCount(picks: readonly LotteryPick[], shape: RowShape, row: number): void {
  if (picks.length >= shape.minPicks && picks.length <= shape.maxPicks) return;
  const wanted =
    shape.minPicks === shape.maxPicks
      ? `${shape.minPicks}`
      : `${shape.minPicks} to ${shape.maxPicks}`;
  throw new LotteryBetError(
    'PICK_COUNT',
    `${where(shape, row)}: ${wanted} picks needed, got ${picks.length}`,
    row,
  );
}

/**
 * The selection in canonical form (each row in board order, fresh arrays; tickets keep
 * their order, an unordered ticket's picks are put in board order) if it fits the
 * play type's shape; otherwise a LotteryBetError naming the row or ticket at fault.
 */
export function readSelection(type: PlayType, selection: unknown): LotteryPick[][] {
  if (!Array.isArray(selection)) {
    throw new LotteryBetError('SELECTION_INVALID', 'the selection must be a list of rows');
  }
  const shape = type.shape;
  if (shape.kind === 'rows') {
    if (selection.length !== shape.rows.length) {
      throw new LotteryBetError(
        'SELECTION_INVALID',
        `${type.name} takes ${shape.rows.length} row(s), got ${selection.length}`,
      );
    }
    const rows = selection.map((picks, i) => readRow(picks, shape.rows[i] as RowShape, i));
    const total = rows.reduce((n, row) => n + row.length, 0);
    if (total === 0) throw new LotteryBetError('SELECTION_EMPTY', 'nothing is picked');
    rows.forEach((picks, i) => {
      checkRowCount(picks, shape.rows[i] as RowShape, i);
    });
    if (total < shape.minTotal) {
      throw new LotteryBetError(
        'PICK_COUNT',
        `${type.name} needs ${shape.minTotal} picks, got ${total}`,
      );
    }
    return rows;
  }
  return readTickets(shape, selection);
}

/** Typed tickets, each checked whole; a ticket given twice is refused, not merged. */
function readTickets(
  shape: Extract<SelectionShape, { kind: 'tickets' }>,
  selection: unknown[],
): LotteryPick[][] {
  if (selection.length === 0) throw new LotteryBetError('SELECTION_EMPTY', 'no ticket is given');
  if (selection.length > shape.maxTickets) {
    throw new LotteryBetError(
      'PICK_COUNT',
      `at most ${shape.maxTickets} tickets, got ${selection.length}`,
    );
  }
  if (selection.length < (shape.minTickets ?? 1)) {
    throw new LotteryBetError(
      'PICK_COUNT',
      `at least ${shape.minTickets} tickets, got ${selection.length}`,
    );
  }
  const boardOrder = (a: LotteryPick, b: LotteryPick) =>
    shape.options.indexOf(a) - shape.options.indexOf(b);
  const seen = new Set<string>();
  return selection.map((ticket: unknown, row) => {
    const where = `ticket ${row + 1}`;
    if (!Array.isArray(ticket))
      throw new LotteryBetError('SELECTION_INVALID', `${where} must be a list of picks`, row);
    if (ticket.length !== shape.length) {
      throw new LotteryBetError(
        'PICK_COUNT',
        `${where}: ${shape.length} picks needed, got ${ticket.length}`,
        row,
      );
    }
    for (const pick of ticket) {
      if (!shape.options.includes(pick))
        throw new LotteryBetError(
          'PICK_OFF_BOARD',
          `${where}: ${show(pick)} is not on the board`,
          row,
        );
    }
    const picks = [...(ticket as LotteryPick[])];
    if (shape.unordered) picks.sort(boardOrder);
    const key = picks.join(',');
    if ((shape.distinctPicks && new Set(picks).size !== picks.length) || seen.has(key)) {
      throw new LotteryBetError(
        'PICK_DUPLICATE',
        `${where}: a number or the whole ticket repeats`,
        row,
      );
    }
    seen.add(key);
    return picks;
  });
}
