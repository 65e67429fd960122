import type { TFunction } from 'i18next';
import { useFrameTick } from '../crash/clock.ts';
import type { LiveRound } from './get-live-state.ts';

/** How long a dealt round is announced as "Result" before the wait for the next is counted. */
export const RESULT_HOLD_MS = 3_000;

/** What the round shows at one moment. */
export type Reading =
  | { phase: 'WAITING' }
  | { phase: 'BETTING'; seconds: number }
  /** Betting time is over; the deal has not come in yet. */
  | { phase: 'CLOSED' }
  /** At a table where players decide: the seconds left to decide on the dealt hand. */
  | { phase: 'DECIDING'; seconds: number }
  /** The decision window is over; the result has not come in yet. */
  | { phase: 'DECIDED' }
  | { phase: 'RESULT' }
  | { phase: 'NEXT'; seconds: number };

/**
 * The round at local time `now` on the server's clock (`offset` = server − local, as crash
 * counts): the seconds left to bet, at a table where players decide the seconds left to
 * decide, then once dealt the result, then the seconds to the next round. The server
 * moves the round; this only tells the time.
 */
export function readRound(round: LiveRound | null, offset: number, now = Date.now()): Reading {
  if (!round) return { phase: 'WAITING' };
  const serverNow = now + offset;
  const dealAt = Date.parse(round.bettingEndsAt);
  if (round.phase === 'BETTING') {
    const left = dealAt - serverNow;
    return left > 0 ? { phase: 'BETTING', seconds: Math.ceil(left / 1000) } : { phase: 'CLOSED' };
  }
  // A decision table's result comes when its decisions close (the round's deal is earlier).
  const decidedAt = round.decisionsEndAt ? Date.parse(round.decisionsEndAt) : dealAt;
  if (round.phase === 'DECIDING') {
    const left = decidedAt - serverNow;
    return left > 0 ? { phase: 'DECIDING', seconds: Math.ceil(left / 1000) } : { phase: 'DECIDED' };
  }
  if (serverNow < decidedAt + RESULT_HOLD_MS) return { phase: 'RESULT' };
  const next = round.nextAt ? Date.parse(round.nextAt) - serverNow : 0;
  return next > 0 ? { phase: 'NEXT', seconds: Math.ceil(next / 1000) } : { phase: 'WAITING' };
}

const readingKey = (r: Reading) => Object.values(r).join(':');

/** The reading now, re-rendered when it changes (a second less, a new phase). */
export function useReading(round: LiveRound | null, offset: number): Reading {
  useFrameTick(() => readingKey(readRound(round, offset)), round !== null);
  return readRound(round, offset);
}

export function readingText(reading: Reading, t: TFunction): string {
  switch (reading.phase) {
    case 'WAITING':
      return t('live_waiting');
    case 'BETTING':
      return t('live_betting', { seconds: reading.seconds });
    case 'CLOSED':
      return t('live_closed');
    case 'DECIDING':
      return t('live_deciding', { seconds: reading.seconds });
    case 'DECIDED':
      return t('live_decided');
    case 'RESULT':
      return t('live_result');
    case 'NEXT':
      return t('live_next', { seconds: reading.seconds });
  }
}
