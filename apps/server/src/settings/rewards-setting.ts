import { z } from 'zod';

/*
 * The rewards' rules of the brand (issue 16, decision 033). Rates and weights are whole
 * basis points (10,000 = 100 %); amounts are in major units like the other money settings.
 */

const bp = z.number().int().min(0).max(10_000);
const major = z.number().min(0).max(10_000_000_000).multipleOf(0.01);

/** A value per game category of product §2. */
export const CategoryBp = z.object({
  LIVE: bp,
  RNG: bp,
  SPORTS: bp,
  ESPORTS: bp,
  LOTT: bp,
  ELOTT: bp,
  FISH: bp,
  PVP: bp,
});

/**
 * A rank of the VIP ladder: reached by valid bets and deposits over the brand's window,
 * with a one-time rank-up bonus, a monthly bonus and its cashback rates per category. The
 * lowest rank asks nothing (every player has it: rank 1 by default, the header's VIP1);
 * product §5 serves ranks above 4 on the VIP customer-service line.
 */
export const VipRankSetting = z.object({
  level: z.number().int().min(0).max(99),
  name: z.string().min(1).max(32),
  minValidBet: major,
  minDeposit: major,
  upgradeBonus: major,
  monthlyBonus: major,
  rebate: CategoryBp,
});

export const RewardsSetting = z.object({
  /** How much of a settled valid bet of each category counts toward a bonus's turnover. */
  wageringWeights: CategoryBp,
  /** Days a bonus stays open before it expires. */
  bonusDays: z.number().int().min(1).max(366),
  /** Days of valid bets and deposits a VIP rank is measured over. */
  vipWindowDays: z.number().int().min(1).max(366),
  vipRanks: z
    .array(VipRankSetting)
    .min(1)
    .max(30)
    .refine((ranks) => new Set(ranks.map((r) => r.level)).size === ranks.length, {
      message: 'each level once',
    })
    .refine(
      (ranks) => {
        const lowest = ranks.reduce((a, b) => (b.level < a.level ? b : a));
        return lowest.minValidBet === 0 && lowest.minDeposit === 0;
      },
      { message: 'the lowest level asks nothing' },
    ),
  /** Pay each player's cashback due at the start of each brand day without a claim. */
  autoRebate: z.boolean(),
  /** Money one point converts to in the points mall, and the fewest points converted. */
  pointValue: major,
  minConvertPoints: z.number().int().min(1).max(1_000_000),
  /**
   * Invite and earn: the bonus a player earns for each friend who has deposited
   * `minDeposit` and wagered `turnover` in all.
   */
  referral: z.object({ bonus: major, minDeposit: major, turnover: major }),
});
export type RewardsSetting = z.infer<typeof RewardsSetting>;

/** A rank's cashback: `bp` on every category but the lotteries (they pay out most of it). */
const rebateOf = (bpAll: number) => ({
  LIVE: bpAll,
  RNG: bpAll,
  SPORTS: bpAll,
  ESPORTS: bpAll,
  LOTT: 0,
  ELOTT: 0,
  FISH: bpAll,
  PVP: bpAll,
});

const rank = (
  level: number,
  minDeposit: number,
  minValidBet: number,
  upgradeBonus: number,
  monthlyBonus: number,
  rebateBp: number,
) => ({
  level,
  name: `VIP${level}`,
  minValidBet,
  minDeposit,
  upgradeBonus,
  monthlyBonus,
  rebate: rebateOf(rebateBp),
});

export const defaultRewards: RewardsSetting = {
  wageringWeights: {
    LIVE: 1_000,
    RNG: 10_000,
    SPORTS: 5_000,
    ESPORTS: 5_000,
    LOTT: 1_000,
    ELOTT: 1_000,
    FISH: 10_000,
    PVP: 5_000,
  },
  bonusDays: 30,
  vipWindowDays: 90,
  vipRanks: [
    rank(1, 0, 0, 0, 0, 30),
    rank(2, 1_000, 10_000, 18, 8, 40),
    rank(3, 5_000, 50_000, 58, 28, 50),
    rank(4, 20_000, 200_000, 188, 88, 60),
    rank(5, 50_000, 500_000, 588, 188, 70),
    rank(6, 100_000, 1_000_000, 1_288, 388, 80),
    rank(7, 300_000, 3_000_000, 3_888, 888, 100),
  ],
  autoRebate: false,
  pointValue: 0.01,
  minConvertPoints: 100,
  referral: { bonus: 20, minDeposit: 50, turnover: 500 },
};
