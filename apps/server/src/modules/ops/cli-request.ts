/** One ops API request a CLI command turns into, and how to print its answer. */
export interface Request {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  describe: (value: Record<string, unknown>) => string;
  /** When the answer itself reports a failure (e.g. ledger problems): exit code 2. */
  failed?: (value: Record<string, unknown>) => boolean;
}

/** A mistake in the command line (answered with a pointer to the help). */
export class UsageError extends Error {}
