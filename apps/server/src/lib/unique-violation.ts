/**
 * Whether a failed insert or update broke a unique constraint (PostgreSQL 23505): two
 * requests raced past the checks before it, and the constraint decided. Drizzle wraps the
 * driver's error (pg or PGlite) in `cause`.
 */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as never) {
    if (e.code === '23505') return true;
  }
  return false;
}
