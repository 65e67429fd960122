import { cashoutReturn, hundredthsAt } from '@gamehall/games';
import { useEffect, useRef, useState } from 'react';
import { toMajor, toMinor } from '../money.ts';
import type { CrashRound } from './get-crash-state.ts';

/** What the round shows at one moment. */
export type Reading =
  | { phase: 'WAITING' }
  | { phase: 'BETTING'; seconds: number }
  | { phase: 'STARTING' }
  | { phase: 'RUNNING'; hundredths: number }
  | { phase: 'CRASHED'; crashPoint: number };

/**
 * The round at local time `now`, on the server's clock (`offset` = server − local): the
 * seconds left to bet, or the multiplier the server's rule gives for the time since the
 * start — the same pure function the server settles cash-outs with.
 */
export function readRound(round: CrashRound | null, offset: number, now = Date.now()): Reading {
  if (!round) return { phase: 'WAITING' };
  const serverNow = now + offset;
  if (round.phase === 'BETTING') {
    const left = Date.parse(round.bettingEndsAt) - serverNow;
    return left > 0 ? { phase: 'BETTING', seconds: Math.ceil(left / 1000) } : { phase: 'STARTING' };
  }
  if (round.phase === 'RUNNING') {
    const started = Date.parse(round.startedAt ?? round.bettingEndsAt);
    return { phase: 'RUNNING', hundredths: hundredthsAt(serverNow - started) };
  }
  return { phase: 'CRASHED', crashPoint: round.crashPoint ?? 1 };
}

/** The reading as one string: equal readings are equal keys (no re-render). */
export const readingKey = (r: Reading) => Object.values(r).join(':');

/** A multiplier with its two decimals: 1.53 (the × follows in the texts). */
export const multiplierText = (multiplier: number) => multiplier.toFixed(2);

/** What a stake returns cashed out at `hundredths`, as the server pays it (rounded down). */
export const cashoutWin = (stake: number, hundredths: number) =>
  toMajor(Number(cashoutReturn(BigInt(toMinor(stake)), hundredths)));

/**
 * Re-renders the component each animation frame while `active`, but only when `key()`
 * changed: a multiplier that moves on by a hundredth, a countdown by a second.
 */
export function useFrameTick(key: () => string, active: boolean) {
  const [, setKey] = useState('');
  const latest = useRef(key);
  useEffect(() => {
    latest.current = key;
  });
  useEffect(() => {
    if (!active) return;
    let frame = 0;
    const tick = () => {
      setKey(latest.current());
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [active]);
}

/** The round's reading now, kept current while betting or running. */
export function useReading(round: CrashRound | null, offset: number): Reading {
  const live = round?.phase === 'BETTING' || round?.phase === 'RUNNING';
  useFrameTick(() => readingKey(readRound(round, offset)), live);
  return readRound(round, offset);
}
