import { ApiError } from '../../lib/api-client.ts';

/** A cash-out refused because the bet is over: the page fetches the bet's end. */
export const betIsOver = (err: unknown) =>
  err instanceof ApiError && (err.code === 'ROUND_CRASHED' || err.code === 'NOT_FOUND');
