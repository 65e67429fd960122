import * as z from 'zod/mini';
import { WITHDRAWAL_STATUSES } from './cashier.ts';
import { defineCall } from './define-call.ts';
import { Money } from './money.ts';
import { PageInfo, PageQuery, RangeQuery } from './paging.ts';

const tag = 'records';

/** The kinds of ledger transactions, as the account record filters and shows them. */
export const TX_TYPES = [
  'DEPOSIT',
  'WITHDRAW',
  'WITHDRAW_REFUND',
  'BET',
  'WIN',
  'REFUND',
  'TRANSFER',
  'UPLINE_TRANSFER',
  'DOWNLINE_TRANSFER',
  'BONUS',
  'ADJUSTMENT',
  /** A contract's payout to an agent (dividend or salary; decision 027). */
  'COMMISSION',
  /** A bonus whose turnover is met, moved from the bonus wallet to the main (decision 033). */
  'BONUS_RELEASE',
  /** A bonus given up by the player or expired, back to the house (decision 033). */
  'BONUS_FORFEIT',
  /** Cashback on valid bets, claimed or paid by the daily job (decision 033). */
  'CASHBACK',
  /** Points exchanged for money: converted, or a cash item of the points mall. */
  'POINTS',
  /** The progressive jackpot's pool fed by the house, or won by a spin (decision 035). */
  'JACKPOT',
] as const;
export type TxType = (typeof TX_TYPES)[number];

/** The kinds a player's own wallets can show: the house's own movements are left out. */
export const PLAYER_TX_TYPES: readonly TxType[] = TX_TYPES.filter((t) => t !== 'JACKPOT');

/**
 * The kinds of transactions that are rewards to the player, net of what was given back:
 * bonuses credited less bonuses forfeited, cashback, points exchanged for money (a
 * bonus's release moves it between the player's own wallets). What "bonuses" add up in
 * profit and loss and in the agents' reports.
 */
export const REWARD_TX_TYPES: readonly TxType[] = ['BONUS', 'BONUS_FORFEIT', 'CASHBACK', 'POINTS'];

/** A signed amount on the wire (an entry of the account record can be negative). */
const SignedMoney = /* @__PURE__ */ z.number();

export const AccountRecord = /* @__PURE__ */ z.object({
  id: z.string(),
  at: z.string(),
  type: z.enum(TX_TYPES),
  /** 'MAIN', 'BONUS', 'HELD' or a vendor's vassalage. */
  wallet: z.string(),
  amount: SignedMoney,
  balanceAfter: Money,
  reference: z.nullable(z.string()),
  remark: z.nullable(z.string()),
  /**
   * A withdrawal's row: where the withdrawal stands now (held, paid, confirmed…), so
   * one withdrawal reads as one operation with one amount. Null on every other row.
   */
  withdrawalStatus: z.nullable(z.enum(WITHDRAWAL_STATUSES)),
});
export type AccountRecord = z.infer<typeof AccountRecord>;

export const getAccountRecords = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/member/records/transactions',
  tag,
  refuseTrial: true,
  summary: 'Account record (transactionHistory): every movement of the player’s wallets',
  query: z.object({ ...PageQuery, ...RangeQuery, type: z.optional(z.enum(TX_TYPES)) }),
  value: z.object({ list: z.array(AccountRecord), ...PageInfo }),
});

export const BET_STATUSES = ['OPEN', 'SETTLED', 'REFUNDED'] as const;

export const BetRecord = /* @__PURE__ */ z.object({
  id: z.string(),
  at: z.string(),
  vassalage: z.string(),
  /** The vendor's display name (the code when the vendor is unknown). */
  vendorName: z.string(),
  gameName: z.string(),
  roundId: z.string(),
  betAmount: Money,
  winAmount: Money,
  /** winAmount − betAmount, signed. */
  profit: SignedMoney,
  status: z.enum(BET_STATUSES),
});
export type BetRecord = z.infer<typeof BetRecord>;

export const getBetRecords = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/member/records/bets',
  tag,
  refuseTrial: true,
  summary: 'Betting record (personalHistoryCopy): the player’s bets with their wins, per round',
  query: z.object({
    ...PageQuery,
    ...RangeQuery,
    vassalage: z.optional(z.string().check(z.maxLength(32))),
    status: z.optional(z.enum(BET_STATUSES)),
  }),
  value: z.object({
    list: z.array(BetRecord),
    ...PageInfo,
    totals: z.object({ betAmount: Money, winAmount: Money, profit: SignedMoney }),
  }),
});

export const getProfitAndLoss = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/member/records/profit',
  tag,
  refuseTrial: true,
  summary: 'Personal profit and loss (personalProfit) over a range, in total and per vendor',
  query: z.object(RangeQuery),
  value: z.object({
    deposits: Money,
    withdrawals: Money,
    bets: Money,
    wins: Money,
    bonuses: Money,
    /** wins + bonuses − bets, signed: what the player won (or lost) in the range. */
    profit: SignedMoney,
    vendors: z.array(
      z.object({
        vassalage: z.string(),
        vendorName: z.string(),
        bets: Money,
        wins: Money,
        profit: SignedMoney,
      }),
    ),
  }),
});
