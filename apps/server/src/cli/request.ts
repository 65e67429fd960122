import { type BodyOf, type CallDef, callUrl, type QueryOf, type ValueOf } from '@gamehall/contract';

/**
 * One ops API request a CLI command turns into, and how to print its answer. The path
 * and method come from the call's declaration in packages/contract, so the CLI and the
 * server cannot drift apart.
 */
export interface Request {
  call: CallDef;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  describe: (value: never) => string;
  /** When the answer itself reports a failure (e.g. ledger problems): exit code 2. */
  failed?: (value: never) => boolean;
}

/** A request for `call`, with its query, body and answer typed by the contract. */
export function opsRequest<C extends CallDef>(
  call: C,
  input: { query?: QueryOf<C>; body?: BodyOf<C> },
  describe: (value: ValueOf<C>) => string,
  failed?: (value: ValueOf<C>) => boolean,
): Request {
  return {
    call,
    ...(input.query ? { query: input.query as Request['query'] } : {}),
    ...(input.body !== undefined ? { body: input.body } : {}),
    describe,
    ...(failed ? { failed } : {}),
  };
}

/** The address of a request on the server at `base`. */
export function requestUrl(request: Request, base: string): URL {
  return new URL(callUrl(request.call, request.query), base);
}

/** A mistake in the command line (answered with a pointer to the help). */
export class UsageError extends Error {}
