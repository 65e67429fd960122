/** The rows of a raw `execute` answer; node-postgres and PGlite both put them in `rows`. */
export const rowsOf = <T = Record<string, unknown>>(res: unknown): T[] =>
  (res as { rows: T[] }).rows;
