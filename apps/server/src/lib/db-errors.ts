/** The SQLSTATE and constraint of a driver error; drizzle wraps pg's and PGlite's in `cause`. */
export function pgError(err: unknown): { code: string; constraint: string } | null {
  for (let e = err as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined; e; ) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
      return { code: e.code, constraint: typeof e.constraint === 'string' ? e.constraint : '' };
    }
    e = e.cause as typeof e;
  }
  return null;
}

/** Deadlock or serialization failure: PostgreSQL rolled back and the work may simply run again. */
export function isRetryable(err: unknown): boolean {
  const code = pgError(err)?.code;
  return code === '40P01' || code === '40001';
}
