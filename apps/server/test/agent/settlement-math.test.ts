import { describe, expect, it } from 'vitest';
import {
  differentialSplit,
  LOSS_RATE,
  offerWithin,
  type RateTable,
  rateAt,
  type Tier,
  type TreeMember,
  tableProblem,
  teamCounts,
  teamTotals,
  yieldOf,
} from '../../src/modules/agent/settlement-math.ts';

/*
 * The worked example of decision 027, computed by hand. Tree (agents in capitals):
 *
 *   A ── p1, p2
 *   ├── B ── p3
 *   │   └── C ── p4, p5
 *   └── D ── p6          (D holds no contract)
 *
 * Daily salary tables: A 1 % from the start, 1.5 % from 10,000.00 with 3 active members;
 * B 0.8 %, 1.2 % from 10,000.00 with 3 active; C 0.5 %.
 */
/** A step: minimum volume, minimum active members, rate (bp); a dividend's or real-time salary's extra. */
const tier = (
  minVolume: bigint,
  minActive: number,
  rateBp: number,
  extra: Partial<Pick<Tier, 'minValidBet' | 'lossRateBp'>> = {},
): Tier => ({ minVolume, minActive, rateBp, minValidBet: 0n, lossRateBp: rateBp, ...extra });

/** Figures as a rate table reads them (no valid-bet minimum in these tables). */
const at = (volume: bigint, active: number, validBet = 0n) => ({ volume, active, validBet });

const [A, B, C, D, p1, p2, p3, p4, p5, p6] = [1, 2, 3, 4, 11, 12, 13, 14, 15, 16];
const tree: TreeMember[] = [
  { id: A, uplineId: null },
  { id: p1, uplineId: A },
  { id: p2, uplineId: A },
  { id: B, uplineId: A },
  { id: p3, uplineId: B },
  { id: C, uplineId: B },
  { id: p4, uplineId: C },
  { id: p5, uplineId: C },
  { id: D, uplineId: A },
  { id: p6, uplineId: D },
];
const tables: Record<number, RateTable> = {
  [A]: [tier(0n, 0, 100), tier(1_000_000n, 3, 150)],
  [B]: [tier(0n, 0, 80), tier(1_000_000n, 3, 120)],
  [C]: [tier(0n, 0, 50)],
};

/** Each player's valid bet in minor units: the whole day, then its two halves. */
const day = new Map([
  [p1, 200_000n],
  [p2, 100_000n],
  [p3, 300_000n],
  [p4, 250_000n],
  [p5, 150_000n],
  [p6, 50_000n],
]);
const morning = new Map([
  [p1, 100_000n],
  [p2, 50_000n],
  [p3, 100_000n],
  [p4, 150_000n],
  [p5, 50_000n],
  [p6, 20_000n],
]);
const afternoon = new Map([...day].map(([id, v]) => [id, v - (morning.get(id) ?? 0n)]));

/** The holders' yields on one stretch of the day, at the rates the whole day reached. */
function yields(holders: number[], volume: Map<number, bigint>) {
  const dayTeam = teamTotals(tree, day);
  const active = teamCounts(tree, (id) => (day.get(id) ?? 0n) > 0n);
  const team = teamTotals(tree, volume);
  return new Map(
    holders.map((h) => {
      const rate = rateAt(tables[h] ?? [], at(dayTeam.get(h) ?? 0n, active.get(h) ?? 0));
      return [h, yieldOf(rate, team.get(h) ?? 0n)];
    }),
  );
}

describe('differential settlement (decision 027, worked example)', () => {
  it('adds up each team, and counts its active members', () => {
    const team = teamTotals(tree, day);
    expect([team.get(C), team.get(B), team.get(D), team.get(A)]).toEqual([
      400_000n,
      700_000n,
      50_000n,
      1_050_000n,
    ]);
    const active = teamCounts(tree, (id) => (day.get(id) ?? 0n) > 0n);
    expect([active.get(C), active.get(B), active.get(A)]).toEqual([2, 3, 6]);
  });

  it('finds the rate each team reached: A 1.5 %, B 0.8 % (short of 10,000.00), C 0.5 %', () => {
    expect(rateAt(tables[A] ?? [], at(1_050_000n, 6))).toBe(150);
    expect(rateAt(tables[B] ?? [], at(700_000n, 3))).toBe(80);
    expect(rateAt(tables[A] ?? [], at(1_050_000n, 2))).toBe(100);
    expect(rateAt(tables[C] ?? [], at(0n, 0))).toBe(50);
  });

  it('pays C 20.00, B 36.00 and A 101.50: together A’s 157.50 on the whole tree', () => {
    const { pays, clamped } = differentialSplit(tree, yields([A, B, C], day));
    expect(Object.fromEntries(pays)).toEqual({ [A]: 10_150n, [B]: 3_600n, [C]: 2_000n });
    expect([...pays.values()].reduce((s, v) => s + v, 0n)).toBe(yieldOf(150, 1_050_000n));
    expect(clamped).toEqual([]);
    // The same as "own rate on direct volume plus the difference of rates on each downline":
    // B: 0.8 % × 3,000.00 + 0.3 % × 4,000.00; A: 1.5 % × 3,500.00 + 0.7 % × 7,000.00.
    expect(pays.get(B)).toBe(yieldOf(80, 300_000n) + yieldOf(30, 400_000n));
    expect(pays.get(A)).toBe(yieldOf(150, 350_000n) + yieldOf(70, 700_000n));
  });

  it('C’s contract ends at noon: the afternoon’s volume of C’s team pays B, the total stays', () => {
    const am = differentialSplit(tree, yields([A, B, C], morning)).pays;
    const pm = differentialSplit(tree, yields([A, B], afternoon)).pays;
    expect(Object.fromEntries(am)).toEqual({ [A]: 4_650n, [B]: 1_400n, [C]: 1_000n });
    expect(Object.fromEntries(pm)).toEqual({ [A]: 5_500n, [B]: 3_200n });
    const total = (id: number) => (am.get(id) ?? 0n) + (pm.get(id) ?? 0n);
    expect([total(A), total(B), total(C)]).toEqual([10_150n, 4_600n, 1_000n]);
    expect(total(A) + total(B) + total(C)).toBe(15_750n);
  });

  it('a dividend on a team that lost money pays its lower holder and 0 to the one above', () => {
    // Net loss of the players (the dividend's volume): A's own players won 5,000.00.
    const net = new Map([
      [p1, -500_000n],
      [p3, 100_000n],
      [p4, 200_000n],
    ]);
    const team = teamTotals(tree, net);
    const ys = new Map([
      [A, yieldOf(1_000, team.get(A) ?? 0n)],
      [B, yieldOf(800, team.get(B) ?? 0n)],
    ]);
    expect(ys.get(A)).toBe(0n);
    const { pays, clamped } = differentialSplit(tree, ys);
    expect(Object.fromEntries(pays)).toEqual({ [A]: 0n, [B]: 24_000n });
    expect(clamped).toEqual([A]);
  });

  it('rounds each yield down to the cent and still pays the top yield in total', () => {
    const odd = new Map([
      [p1, 333n],
      [p3, 777n],
      [p4, 999n],
    ]);
    const team = teamTotals(tree, odd);
    const ys = new Map([
      [A, yieldOf(150, team.get(A) ?? 0n)],
      [B, yieldOf(80, team.get(B) ?? 0n)],
      [C, yieldOf(50, team.get(C) ?? 0n)],
    ]);
    const { pays } = differentialSplit(tree, ys);
    expect([...pays.values()].every((p) => p >= 0n)).toBe(true);
    expect([...pays.values()].reduce((s, v) => s + v, 0n)).toBe(yieldOf(150, 2_109n));
  });
});

describe('rate tables and offers', () => {
  it('an agent may offer at most its own rate, at every threshold of either table', () => {
    expect(offerWithin(tables[B] ?? [], tables[A] ?? [])).toBe(true);
    expect(offerWithin(tables[C] ?? [], tables[B] ?? [])).toBe(true);
    expect(offerWithin([tier(0n, 0, 101)], tables[A] ?? [])).toBe(false);
    // Reached earlier than the offering agent's own step: above its rate in between.
    const early: RateTable = [tier(0n, 0, 80), tier(500_000n, 0, 120)];
    expect(offerWithin(early, tables[A] ?? [])).toBe(false);
  });

  it('refuses empty, negative, absurd and inverted tables', () => {
    expect(tableProblem(tables[A] ?? [])).toBeNull();
    expect(tableProblem([])).toMatch(/1 to 20/);
    expect(tableProblem([tier(-1n, 0, 10)])).toMatch(/negative/);
    expect(tableProblem([tier(0n, 0, -5)])).toMatch(/0 to 50/);
    expect(tableProblem([tier(0n, 0, 9_000)])).toMatch(/0 to 50/);
    expect(tableProblem([tier(0n, 0, 100), tier(10n, 0, 50)])).toMatch(/higher tier/);
  });

  it('a dividend step needs the period valid bet as well as the net loss and active members', () => {
    // 10 % from a net loss of 1,000.00 with a valid bet of 50,000.00 and 5 active; 5 % below.
    const dividend: RateTable = [
      tier(0n, 0, 500),
      tier(100_000n, 5, 1_000, { minValidBet: 5_000_000n }),
    ];
    expect(tableProblem(dividend)).toBeNull();
    expect(rateAt(dividend, at(200_000n, 6, 5_000_000n))).toBe(1_000);
    expect(rateAt(dividend, at(200_000n, 6, 4_999_999n))).toBe(500);
    expect(rateAt(dividend, at(99_999n, 6, 9_000_000n))).toBe(500);
    // An offer reached at a lower valid bet than the agent's own step pays more there.
    const early: RateTable = [tier(0n, 0, 500), tier(100_000n, 5, 1_000, { minValidBet: 1n })];
    expect(offerWithin(early, dividend)).toBe(false);
    const later: RateTable = [
      tier(0n, 0, 400),
      tier(200_000n, 5, 900, { minValidBet: 6_000_000n }),
    ];
    expect(offerWithin(later, dividend)).toBe(true);
  });

  it('a real-time salary step pays a win and a loss rate, each within the agent’s own', () => {
    // 0.2 % of a bet won, 0.5 % of a bet lost, from a single bet of 10.00.
    const own: RateTable = [tier(1_000n, 0, 20, { lossRateBp: 50 })];
    expect(rateAt(own, at(1_000n, 0))).toBe(20);
    expect(rateAt(own, at(1_000n, 0), LOSS_RATE)).toBe(50);
    expect(rateAt(own, at(999n, 0), LOSS_RATE)).toBe(0);
    expect(offerWithin([tier(1_000n, 0, 10, { lossRateBp: 40 })], own)).toBe(true);
    expect(offerWithin([tier(1_000n, 0, 10, { lossRateBp: 60 })], own)).toBe(false);
    expect(offerWithin([tier(1_000n, 0, 30, { lossRateBp: 40 })], own)).toBe(false);
    // A smaller single bet than the agent's own step: the offer pays where the own does not.
    expect(offerWithin([tier(500n, 0, 10, { lossRateBp: 40 })], own)).toBe(false);
    expect(tableProblem([tier(0n, 0, 20, { lossRateBp: 9_000 })])).toMatch(/0 to 50/);
    expect(
      tableProblem([tier(0n, 0, 20, { lossRateBp: 50 }), tier(1_000n, 0, 30, { lossRateBp: 40 })]),
    ).toMatch(/higher tier/);
  });
});
