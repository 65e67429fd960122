/**
 * The VIP ladder the page presents. Brands tune these numbers; until the VIP issue
 * brings them from the server they are a fixed table. Amounts are in the brand's
 * currency; rebate is a percentage of valid bets.
 */
export interface VipTier {
  level: number;
  deposit: number;
  turnover: number;
  upgradeBonus: number;
  monthlyBonus: number;
  rebatePercent: number;
}

export const vipTiers: readonly VipTier[] = [
  { level: 0, deposit: 0, turnover: 0, upgradeBonus: 0, monthlyBonus: 0, rebatePercent: 0.3 },
  {
    level: 1,
    deposit: 1_000,
    turnover: 10_000,
    upgradeBonus: 18,
    monthlyBonus: 8,
    rebatePercent: 0.4,
  },
  {
    level: 2,
    deposit: 5_000,
    turnover: 50_000,
    upgradeBonus: 58,
    monthlyBonus: 28,
    rebatePercent: 0.5,
  },
  {
    level: 3,
    deposit: 20_000,
    turnover: 200_000,
    upgradeBonus: 188,
    monthlyBonus: 88,
    rebatePercent: 0.6,
  },
  {
    level: 4,
    deposit: 50_000,
    turnover: 500_000,
    upgradeBonus: 588,
    monthlyBonus: 188,
    rebatePercent: 0.7,
  },
  // Product §5: above rank 4 members get the VIP customer-service line.
  {
    level: 5,
    deposit: 100_000,
    turnover: 1_000_000,
    upgradeBonus: 1_288,
    monthlyBonus: 388,
    rebatePercent: 0.8,
  },
  {
    level: 6,
    deposit: 300_000,
    turnover: 3_000_000,
    upgradeBonus: 3_888,
    monthlyBonus: 888,
    rebatePercent: 1,
  },
];
