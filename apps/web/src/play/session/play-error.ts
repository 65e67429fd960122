import { ApiError } from '../../lib/api-client.ts';

/** The game session ended: bets are refused, and the page says so instead of its game. */
export const isSessionEnded = (err: unknown) =>
  err instanceof ApiError && err.code === 'SESSION_EXPIRED';
