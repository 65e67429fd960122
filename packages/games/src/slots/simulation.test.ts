import { beforeAll, describe, expect, it } from 'vitest';
import { slotModels } from './catalogue.ts';
import { playSlotRound } from './round.ts';
import { slotMath } from './slot-math.ts';
import { seededStopSource } from './stop-sources.ts';

const ROUNDS = 300_000;

/** Mean and standard error of a running sum and sum of squares. */
class Tally {
  n = 0;
  sum = 0;
  squares = 0;
  add(x: number) {
    this.n++;
    this.sum += x;
    this.squares += x * x;
  }
  get mean() {
    return this.sum / this.n;
  }
  get standardError() {
    return Math.sqrt((this.squares / this.n - this.mean ** 2) / this.n);
  }
}

/**
 * The engine played for real (the same `playSlotRound` the server calls) against the
 * arithmetic of `slotMath`, which never plays a spin. Each figure must land within five
 * standard errors of its exact value, the error taken from the spread the run itself
 * shows; the seed is fixed, so a pass stays a pass, and a broken rule (a lost wild, a
 * wrong multiplier, a missed retrigger) moves a figure by many standard errors.
 */
describe.each(Object.values(slotModels))('$id over 300,000 seeded rounds', (model) => {
  const exact = slotMath(model);
  const bet = model.betLevels[0] as number;
  const round = new Tally();
  const base = new Tally();
  const triggered = new Tally();
  const free = new Tally();
  const featureLength = new Tally();
  beforeAll(() => {
    const source = seededStopSource(20_240_601);
    for (let i = 0; i < ROUNDS; i++) {
      const r = playSlotRound(model, bet, source);
      round.add(r.totalWin / bet);
      const [first, ...rest] = r.spins;
      base.add((first?.win ?? 0) / bet);
      triggered.add(first?.freeSpinsAwarded ? 1 : 0);
      if (rest.length) featureLength.add(rest.length);
      for (const spin of rest) free.add(spin.win / bet);
    }
  });
  // At most, not under: a figure with no spread (Cosmic's 8 spins) must be exact.
  const within = (t: Tally, value: number) =>
    expect(Math.abs(t.mean - value)).toBeLessThanOrEqual(5 * t.standardError);

  it('returns the declared RTP', () => within(round, model.declaredRtp));

  it('pays base spins what the lines and scatters should', () => within(base, exact.spinRtp));

  it('triggers free spins as often as the scatters should', () =>
    within(triggered, exact.triggerChance));

  it.runIf(exact.triggerChance > 0)('plays features of the right length and multiplier', () => {
    within(featureLength, exact.spinsPerFeature);
    within(free, exact.spinRtp * (model.freeSpins?.multiplier ?? 1));
  });
});
