import { AppError } from './app-error.ts';

/**
 * A row the operator is deciding (a redemption, an application…), read locked: it must
 * exist (NOT_FOUND) and still wait in `waiting` — a row decided already is a 409 naming how,
 * so a second decision changes nothing.
 */
export function awaitingDecision<T extends { status: string }>(
  row: T | undefined,
  what: string,
  waiting: string,
): T {
  if (!row) throw new AppError('NOT_FOUND', `No such ${what}`);
  if (row.status !== waiting) {
    throw new AppError('CONFLICT', `This ${what} was already ${row.status.toLowerCase()}`, {
      details: { status: row.status },
    });
  }
  return row;
}
