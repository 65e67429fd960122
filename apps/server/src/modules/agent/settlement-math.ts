import { ofBp } from '../../lib/basis-points.ts';

/*
 * The arithmetic of agent contracts, with no I/O (decision 027): rate tables, the rate a
 * team's figures reach, whether an offer stays within the offering agent's own contract,
 * and the differential split of one settlement among the agents of a tree. Money is
 * integer minor units (bigint); rates are basis points (1 bp = 0.01 %).
 */

/** One step of a rate table: reached when the team's figures reach each of its minimums. */
export interface Tier {
  /** Minor units of the period's team volume (valid bet; net loss for dividends; a single bet's stake for real-time salary). */
  minVolume: bigint;
  /** Members of the team with a valid bet in the period. */
  minActive: number;
  /** Minor units of the period's team valid bet (dividends; 0 for the others). */
  minValidBet: bigint;
  /** Basis points of the volume paid at this step (real-time salary: of a bet the player won). */
  rateBp: number;
  /** Real-time salary: basis points of a bet the player lost (the others: `rateBp`). */
  lossRateBp: number;
}

export type RateTable = readonly Tier[];

/** What a team's figures are measured against. */
export interface Reach {
  volume: bigint;
  active: number;
  validBet: bigint;
}

/** Which of a step's rates is read: the rate, or real-time salary's loss rate. */
export type RateOf = (t: Tier) => number;
export const RATE: RateOf = (t) => t.rateBp;
export const LOSS_RATE: RateOf = (t) => t.lossRateBp;

/** Rates above this are refused (50 %): no contract pays half the volume. */
export const MAX_RATE_BP = 5_000;

const reaches = (f: Reach, t: Tier) =>
  f.volume >= t.minVolume && f.active >= t.minActive && f.validBet >= t.minValidBet;

/** The figures at which a step is just reached. */
const cornerOf = (t: Tier): Reach => ({
  volume: t.minVolume,
  active: t.minActive,
  validBet: t.minValidBet,
});

const validRate = (bp: number) => Number.isInteger(bp) && bp >= 0 && bp <= MAX_RATE_BP;

/**
 * What is wrong with a table, if anything: a table has 1–20 steps, non-negative
 * thresholds, rates from 0 to MAX_RATE_BP, and a step reached whenever another is never
 * pays less (at either rate).
 */
export function tableProblem(table: RateTable): string | null {
  if (table.length === 0 || table.length > 20) return 'A rate table has 1 to 20 tiers';
  for (const t of table) {
    if (
      t.minVolume < 0n ||
      t.minValidBet < 0n ||
      t.minActive < 0 ||
      !Number.isInteger(t.minActive)
    ) {
      return 'Tier thresholds cannot be negative';
    }
    if (!validRate(t.rateBp) || !validRate(t.lossRateBp)) {
      return `A rate is from 0 to ${MAX_RATE_BP / 100} %`;
    }
  }
  for (const a of table) {
    for (const b of table) {
      // b is reached whenever a is: b may not pay less.
      if (reaches(cornerOf(a), b) && (b.rateBp > a.rateBp || b.lossRateBp > a.lossRateBp)) {
        return 'A higher tier cannot pay a lower rate';
      }
    }
  }
  return null;
}

/** The rate (bp) a team with these figures reaches; 0 below every tier. */
export function rateAt(table: RateTable, figures: Reach, rateOf: RateOf = RATE): number {
  let rate = 0;
  for (const t of table) {
    if (reaches(figures, t) && rateOf(t) > rate) rate = rateOf(t);
  }
  return rate;
}

/**
 * Whether `offer` never pays more than `own` for the same team figures, at either rate.
 * Exact when checked at each offer step's corner: wherever an offer step is reached, the
 * own table pays at least what it pays at that step's corner, since more figures reach
 * more steps.
 */
export function offerWithin(offer: RateTable, own: RateTable): boolean {
  return offer.every(
    (t) =>
      rateAt(own, cornerOf(t), RATE) >= t.rateBp &&
      rateAt(own, cornerOf(t), LOSS_RATE) >= t.lossRateBp,
  );
}

/** What a rate yields on a volume, rounded down to the minor unit; nothing on a negative one. */
export const yieldOf = (rateBp: number, volume: bigint): bigint => ofBp(volume, rateBp);

/** A member of the tree: everyone under the top agent, players and agents alike. */
export interface TreeMember {
  id: number;
  /** null for the top of the tree being settled. */
  uplineId: number | null;
}

/** Each member's own figure plus all of its downlines', at every depth. */
export function teamTotals(tree: readonly TreeMember[], own: ReadonlyMap<number, bigint>) {
  const totals = new Map<number, bigint>(tree.map((m) => [m.id, own.get(m.id) ?? 0n]));
  for (const m of deepestFirst(tree)) {
    if (m.uplineId === null || !totals.has(m.uplineId)) continue;
    totals.set(m.uplineId, (totals.get(m.uplineId) ?? 0n) + (totals.get(m.id) ?? 0n));
  }
  return totals;
}

/** Each member's number of team members (itself included) for which `counts` holds. */
export function teamCounts(tree: readonly TreeMember[], counts: (id: number) => boolean) {
  const own = new Map(tree.map((m) => [m.id, counts(m.id) ? 1n : 0n]));
  return new Map([...teamTotals(tree, own)].map(([id, n]) => [id, Number(n)]));
}

function deepestFirst(tree: readonly TreeMember[]) {
  const byId = new Map(tree.map((m) => [m.id, m]));
  const depth = new Map<number, number>();
  const depthOf = (m: TreeMember): number => {
    const known = depth.get(m.id);
    if (known !== undefined) return known;
    const up = m.uplineId === null ? undefined : byId.get(m.uplineId);
    const d = up ? depthOf(up) + 1 : 0;
    depth.set(m.id, d);
    return d;
  };
  return [...tree].sort((a, b) => depthOf(b) - depthOf(a));
}

export interface Split {
  /** What each contract holder is paid. */
  pays: Map<number, bigint>;
  /**
   * Holders whose share came out negative and was paid as 0 (a team that lost money under a
   * downline that made some, for dividends): the house then pays more than the top's yield.
   */
  clamped: number[];
}

/**
 * The differential split (decision 027). `yields` holds, for each agent with a contract in
 * force, what its contract yields on its whole team. Each holder is paid its yield less the
 * yields of the nearest holders below it (holders with no holder between), so a holder earns
 * its own rate on the volume no holder below it covers, and the difference of rates on the
 * rest; together the holders are paid exactly the top holders' yields.
 */
export function differentialSplit(
  tree: readonly TreeMember[],
  yields: ReadonlyMap<number, bigint>,
): Split {
  const byId = new Map(tree.map((m) => [m.id, m]));
  /** The nearest holder above a member, if any. */
  const holderAbove = (id: number): number | null => {
    for (
      let up = byId.get(id)?.uplineId ?? null;
      up !== null;
      up = byId.get(up)?.uplineId ?? null
    ) {
      if (yields.has(up)) return up;
    }
    return null;
  };
  const pays = new Map<number, bigint>([...yields]);
  for (const [holder, value] of yields) {
    const above = holderAbove(holder);
    if (above !== null) pays.set(above, (pays.get(above) ?? 0n) - value);
  }
  const clamped: number[] = [];
  for (const [holder, pay] of pays) {
    if (pay < 0n) {
      pays.set(holder, 0n);
      clamped.push(holder);
    }
  }
  return { pays, clamped };
}
