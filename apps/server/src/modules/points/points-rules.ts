import type { GameCategory as Category } from '@gamehall/contract';

/**
 * Points per unit of currency bet, in hundredths of a point (product §9: live 0.70,
 * sports 1.00, fishing 1.20, slots 1.20, PVP 1.00). E-sports are split out of sports and
 * earn as sports; §9 names no value for the lotteries, which earn none (decision 033).
 */
export const POINT_VALUES: Readonly<Record<Category, bigint>> = {
  LIVE: 70n,
  SPORTS: 100n,
  ESPORTS: 100n,
  FISH: 120n,
  RNG: 120n,
  PVP: 100n,
  LOTT: 0n,
  ELOTT: 0n,
};

/** Minor units in a unit of currency: money has two decimals everywhere (product §9). */
const MINOR_PER_UNIT = 100n;

/**
 * The points a settled valid bet of `validBet` minor units earns, in hundredths of a
 * point, floored (under a hundredth of a point per bet is lost); a game of no known
 * category earns none.
 */
export function pointsFor(category: Category, validBet: bigint): bigint {
  const value = POINT_VALUES[category] ?? 0n;
  if (validBet <= 0n) return 0n;
  return (validBet * value) / MINOR_PER_UNIT;
}
