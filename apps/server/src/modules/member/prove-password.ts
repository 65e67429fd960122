import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { guessTag, verifyPassword } from '../../lib/password/password.ts';
import type { LimitRule } from '../../lib/platform-types.ts';

/** Wrong old passwords of one member: a stolen session cannot guess the password. */
export const passwordGuesses: LimitRule = {
  name: 'password-check-fail',
  points: 5,
  windowSec: 900,
  message: 'Too many requests, please try again later',
};

/**
 * One guess however often it is sent: a payment request retried while the first is still
 * on its way carries the same secret, and must not be counted (or refused) as a second
 * guess. Keyed by the guess's tag (an HMAC under a key only this process holds), so the
 * limiter store never holds anything that tells the secret, even beside the stored hash.
 */
const sameGuess: LimitRule = { name: 'password-check-guess', points: 1_000_000, windowSec: 900 };

/**
 * Proves a secret of the logged-in member. Each new guess is counted before the password
 * work (a parallel burst gets no more checks than the limit) and a right one is given
 * back; the same guess again is not counted twice, but is still refused while the member
 * is over the limit, so repeating a guess never reveals what the count withheld.
 */
export async function provePassword(
  app: FastifyInstance,
  memberId: number,
  plain: string,
  hash: string | null,
) {
  const key = `member:${memberId}`;
  const guess = guessTag(plain, hash ?? '');
  const firstTime = (await app.limiter.take(sameGuess, `${key}:${guess}`)) === 1;
  if (firstTime) await app.limiter.hit(passwordGuesses, key);
  else await app.limiter.check(passwordGuesses, key);
  if (hash && (await verifyPassword(plain, hash))) {
    if (firstTime) await app.limiter.giveBack(passwordGuesses, key);
    return;
  }
  throw new AppError('PASSWORD_INCORRECT', 'The password is incorrect');
}
