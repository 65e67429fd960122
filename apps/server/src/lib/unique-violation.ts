/** A PostgreSQL error as pg and PGlite report it (drizzle wraps it in `cause`). */
interface DriverError {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

/**
 * The unique-constraint violation (PostgreSQL 23505) behind a failed insert or update, if
 * that is what it was: two requests raced past the checks before it, and the constraint
 * decided. Its `constraint` names the rule that was broken.
 */
export function uniqueViolationOf(err: unknown): DriverError | null {
  for (let e = err as DriverError | undefined; e; e = e.cause as DriverError | undefined) {
    if (e.code === '23505') return e;
  }
  return null;
}

export const isUniqueViolation = (err: unknown) => uniqueViolationOf(err) !== null;
