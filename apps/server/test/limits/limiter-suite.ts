import { setTimeout as sleep } from 'node:timers/promises';
import { expect, it } from 'vitest';
import type { AppError } from '../../src/lib/app-error.ts';
import type { Limiter, LimitRule } from '../../src/lib/platform-types.ts';

let n = 0;
/** A rule of its own per test, so tests never share counters. */
export const rule = (r: Omit<LimitRule, 'name'>): LimitRule => ({ name: `t${++n}`, ...r });

async function refusal(p: Promise<unknown>): Promise<AppError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err, 'expected a 429').toMatchObject({ code: 'TOO_MANY_REQUESTS', status: 429 });
  return err as AppError;
}

/** The Limiter contract, run against each implementation. */
export function limiterContract(get: () => Limiter) {
  it('lets `points` hits through, then 429 with retryAfter until the window ends', async () => {
    const r = rule({ points: 3, windowSec: 60, message: 'Slow down' });
    for (let i = 0; i < 3; i++) await get().hit(r, 'k');
    const err = await refusal(get().hit(r, 'k'));
    expect(err.message).toBe('Slow down');
    expect(err.extra.retryAfter).toBeGreaterThanOrEqual(59);
    expect(err.extra.retryAfter).toBeLessThanOrEqual(60);
    await get().hit(r, 'other-key');
  });

  it('the default message', async () => {
    const r = rule({ points: 1, windowSec: 60 });
    await get().hit(r, 'k');
    const err = await refusal(get().hit(r, 'k'));
    expect(err.message).toBe('Too many requests, please try again later');
  });

  it('a new window starts after windowSec', async () => {
    const r = rule({ points: 1, windowSec: 1 });
    await get().hit(r, 'k');
    expect((await refusal(get().hit(r, 'k'))).extra.retryAfter).toBe(1);
    await sleep(1100);
    await get().hit(r, 'k');
  });

  it('blockSec keeps the key blocked that long, then starts afresh', async () => {
    const r = rule({ points: 2, windowSec: 60, blockSec: 2 });
    await get().hit(r, 'k');
    await get().hit(r, 'k');
    expect((await refusal(get().hit(r, 'k'))).extra.retryAfter).toBe(2);
    await sleep(1000);
    const again = await refusal(get().hit(r, 'k'));
    expect(again.extra.retryAfter).toBeLessThanOrEqual(2);
    await refusal(get().check(r, 'k'));
    await sleep(1300);
    await get().hit(r, 'k');
    expect(await get().peek(r, 'k')).toBe(1);
  });

  it('take counts atomically: parallel takes each get their own number', async () => {
    const r = rule({ points: 1000, windowSec: 60 });
    const got = await Promise.all(Array.from({ length: 20 }, () => get().take(r, 'k')));
    expect([...got].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const small = rule({ points: 2, windowSec: 60 });
    expect(await get().take(small, 'k')).toBe(1);
    expect(await get().take(small, 'k')).toBe(2);
    await refusal(get().take(small, 'k'));
  });

  it('giveBack returns one hit, never below zero', async () => {
    const r = rule({ points: 2, windowSec: 60 });
    await get().hit(r, 'k');
    await get().hit(r, 'k');
    await get().giveBack(r, 'k');
    expect(await get().peek(r, 'k')).toBe(1);
    await get().giveBack(r, 'k');
    await get().giveBack(r, 'k');
    expect(await get().peek(r, 'k')).toBe(0);
    await get().giveBack(r, 'nobody');
    expect(await get().peek(r, 'nobody')).toBe(0);
  });

  it('peek and check never count; check refuses once the budget is used', async () => {
    const r = rule({ points: 2, windowSec: 60 });
    expect(await get().peek(r, 'k')).toBe(0);
    await get().check(r, 'k');
    await get().hit(r, 'k');
    await get().check(r, 'k');
    expect(await get().peek(r, 'k')).toBe(1);
    await get().hit(r, 'k');
    expect(await get().peek(r, 'k')).toBe(2);
    const err = await refusal(get().check(r, 'k'));
    expect(err.extra.retryAfter).toBeGreaterThan(50);
    expect(await get().peek(r, 'k')).toBe(2);
  });

  it('reset forgets the key', async () => {
    const r = rule({ points: 1, windowSec: 60, blockSec: 60 });
    await get().hit(r, 'k');
    await refusal(get().hit(r, 'k'));
    await get().reset(r, 'k');
    expect(await get().peek(r, 'k')).toBe(0);
    await get().hit(r, 'k');
  });

  it('50 concurrent hits let exactly `points` through', async () => {
    const r = rule({ points: 10, windowSec: 60 });
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => get().hit(r, 'burst')),
    );
    expect(results.filter((x) => x.status === 'fulfilled')).toHaveLength(10);
    expect(await get().peek(r, 'burst')).toBe(50);
  });
}
