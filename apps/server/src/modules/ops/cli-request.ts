/** One ops API request a CLI command turns into, and how to print its answer. */
export interface Request {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  describe: (value: Record<string, unknown>) => string;
}

/** A mistake in the command line (answered with a pointer to the help). */
export class UsageError extends Error {}
