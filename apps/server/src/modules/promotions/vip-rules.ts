import { FULL_BP } from '../../lib/basis-points.ts';

/**
 * A VIP rank of the brand's ladder: reached by valid bets and deposits over the brand's
 * window, with a one-time rank-up bonus and a monthly bonus. Amounts in minor units; level 0
 * asks nothing.
 */
export interface VipRank {
  level: number;
  name: string;
  minValidBet: bigint;
  minDeposit: bigint;
  upgradeBonus: bigint;
  monthlyBonus: bigint;
}

/** A player's figures over the window. */
export interface VipFigures {
  validBet: bigint;
  deposit: bigint;
}

const byLevel = (ranks: readonly VipRank[]) => [...ranks].sort((a, b) => a.level - b.level);

const meets = (rank: VipRank, f: VipFigures) =>
  f.validBet >= rank.minValidBet && f.deposit >= rank.minDeposit;

/**
 * The highest rank whose every requirement the figures meet, climbing the ladder from the
 * bottom: a rank above one the player misses is not reached either.
 */
export function rankFor(ranks: readonly VipRank[], figures: VipFigures): VipRank {
  const ladder = byLevel(ranks);
  const [bottom] = ladder;
  if (!bottom) throw new Error('the VIP ladder has no rank');
  let reached = bottom;
  for (const rank of ladder.slice(1)) {
    if (!meets(rank, figures)) break;
    reached = rank;
  }
  return reached;
}

/** Share of `needed` that `have` covers, in basis points, at most 100 %. */
function share(have: bigint, needed: bigint) {
  if (needed <= 0n || have >= needed) return FULL_BP;
  if (have <= 0n) return 0;
  return Number((have * BigInt(FULL_BP)) / needed);
}

/**
 * Where the player stands: the rank, the next one and what is still missing for it, and
 * the progress bar (the lesser of the two requirements' shares: both must be met).
 */
export function vipProgress(ranks: readonly VipRank[], figures: VipFigures) {
  const current = rankFor(ranks, figures);
  const next = byLevel(ranks).find((r) => r.level > current.level) ?? null;
  if (!next) return { current, next, validBetNeeded: 0n, depositNeeded: 0n, progressBp: FULL_BP };
  const missing = (needed: bigint, have: bigint) => (needed > have ? needed - have : 0n);
  return {
    current,
    next,
    validBetNeeded: missing(next.minValidBet, figures.validBet),
    depositNeeded: missing(next.minDeposit, figures.deposit),
    progressBp: Math.min(
      share(figures.validBet, next.minValidBet),
      share(figures.deposit, next.minDeposit),
    ),
  };
}

/**
 * The rank-up bonuses due when a player climbs from `from` to `to`: one per rank passed or
 * reached (each paid once per player, whatever the order of climbs and falls).
 */
export function rankUpBonuses(ranks: readonly VipRank[], from: number, to: number) {
  return byLevel(ranks)
    .filter((r) => r.level > from && r.level <= to && r.upgradeBonus > 0n)
    .map((r) => ({ level: r.level, amount: r.upgradeBonus }));
}
