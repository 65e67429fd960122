/**
 * Names of ledger accounts. A player's accounts are found by member, kind and vendor;
 * system accounts by kind and shard. Shards spread the house and clearing accounts over
 * several rows so concurrent bets of different players do not wait on one row lock.
 */
export type PlayerKind = 'MAIN' | 'BONUS' | 'HELD' | 'VENDOR';
/** JACKPOT: the progressive pool (modules/jackpot), fed from the house, paid to a winner. */
export type SystemKind = 'HOUSE' | 'PAYMENT_CLEARING' | 'PAYOUT_CLEARING' | 'JACKPOT';

export type AccountRef =
  | { kind: PlayerKind; memberId: number; vendor: string }
  | { kind: SystemKind; shard: number };

/**
 * Rows per system account. A bet holds its house shard's row lock until it commits, so
 * bets of players on the same shard queue; 256 shards made the bet benchmark (32 bets
 * in flight) some 15% faster than 16. The invariants sum over all shards.
 */
export const SYSTEM_SHARDS = 256;

const shardOf = (memberId: number) => memberId % SYSTEM_SHARDS;

export const account = {
  main: (memberId: number): AccountRef => ({ kind: 'MAIN', memberId, vendor: '' }),
  bonus: (memberId: number): AccountRef => ({ kind: 'BONUS', memberId, vendor: '' }),
  held: (memberId: number): AccountRef => ({ kind: 'HELD', memberId, vendor: '' }),
  vendor: (memberId: number, vendor: string): AccountRef => ({ kind: 'VENDOR', memberId, vendor }),
  /** The house side of a player's bets, wins, bonuses and adjustments. */
  house: (memberId: number): AccountRef => ({ kind: 'HOUSE', shard: shardOf(memberId) }),
  paymentClearing: (memberId: number): AccountRef => ({
    kind: 'PAYMENT_CLEARING',
    shard: shardOf(memberId),
  }),
  /** The progressive jackpot's pool, sharded like the house: fed on the player's shard. */
  jackpot: (memberId: number): AccountRef => ({ kind: 'JACKPOT', shard: shardOf(memberId) }),
  payoutClearing: (memberId: number): AccountRef => ({
    kind: 'PAYOUT_CLEARING',
    shard: shardOf(memberId),
  }),
};

export function isSystem(ref: AccountRef): ref is Extract<AccountRef, { shard: number }> {
  return 'shard' in ref;
}

/**
 * One total order over all accounts. Every transaction locks its accounts in this
 * order, so two transactions can never each hold a row the other waits for.
 */
export function lockOrder(ref: AccountRef): string {
  return isSystem(ref)
    ? `1:${ref.kind}:${String(ref.shard).padStart(4, '0')}`
    : `0:${String(ref.memberId).padStart(16, '0')}:${ref.kind}:${ref.vendor}`;
}

/** The wallet name the account record shows: MAIN, BONUS, HELD or the vendor. */
export function walletName(kind: string, vendor: string): string {
  return kind === 'VENDOR' ? vendor : kind;
}
