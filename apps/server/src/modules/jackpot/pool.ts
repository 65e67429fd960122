import { toMinor } from '@gamehall/contract';
import { sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { Settings } from '../../settings/schema.ts';
import { account, inTransaction, move, post, systemShards } from '../ledger/index.ts';

type JackpotSetting = Settings['jackpot'];

const shardOf = (ref: ReturnType<typeof account.house>) => ('shard' in ref ? ref.shard : 0);

/** A real in-house round that may feed or win the pool (its wallet round key, `play-{id}`). */
export interface JackpotRound {
  roundKey: string;
  memberId: number;
  vendor: string;
  gameCode: string;
  bet: bigint;
}

/** The pool now: the sum of its shards (what a winner would take). */
export async function poolTotal(q: Queryable) {
  return (await systemShards(q, 'JACKPOT')).reduce(
    (sum, s) => (s.balance > 0n ? sum + s.balance : sum),
    0n,
  );
}

/**
 * The pool's first money, from the house, once per database (its key makes a second
 * start a replay). Nothing when the brand runs no jackpot.
 */
export async function seedPool(db: Db, setting: JackpotSetting) {
  if (!setting.enabled) return;
  await inTransaction(db, (tx) =>
    post(tx, {
      key: 'jackpot-seed-initial',
      type: 'JACKPOT',
      memberId: null,
      remark: 'jackpot seed',
      entries: move(account.house(0), account.jackpot(0), toMinor(setting.seed)),
    }),
  );
}

/**
 * The house's share of a real slot stake into the pool, on the player's shard: once per
 * round, whoever finishes the round (the posting's key).
 */
export async function feedPool(db: Db, setting: JackpotSetting, round: JackpotRound) {
  const share = (round.bet * BigInt(setting.shareBp)) / 10_000n;
  if (!setting.enabled || share <= 0n) return;
  await inTransaction(db, (tx) =>
    post(tx, {
      key: `jackpot-feed-${round.roundKey}`,
      type: 'JACKPOT',
      memberId: null,
      reference: round.roundKey,
      entries: move(account.house(round.memberId), account.jackpot(round.memberId), share),
    }),
  );
}

/** What a winning round took from the pool, once it was paid (null before). */
export async function wonBy(q: Queryable, roundKey: string) {
  const [row] = rowsOf<{ amount: string }>(
    await q.execute(sql`SELECT amount FROM jackpot_wins WHERE round_key = ${roundKey}`),
  );
  return row ? BigInt(row.amount) : null;
}

/**
 * A winning round takes the whole pool, once: every shard is locked, emptied to the
 * house on the winner's shard (the round's win then pays it to the player through the
 * wallet like any win), the win is written, and the pool starts again from the seed.
 * Two winners at once queue on the shards' locks: the second takes what the first left
 * (the seed and what came in since). Answers what the round won.
 */
export async function claimPool(db: Db, setting: JackpotSetting, round: JackpotRound) {
  const known = await wonBy(db, round.roundKey);
  if (known !== null) return known;
  return inTransaction(db, async (tx) => {
    const shards = await systemShards(tx, 'JACKPOT', {
      houseShard: shardOf(account.house(round.memberId)),
    });
    const again = await wonBy(tx, round.roundKey);
    if (again !== null) return again;
    const full = shards.filter((s) => s.balance > 0n);
    const pool = full.reduce((sum, s) => sum + s.balance, 0n);
    if (pool > 0n) {
      await post(tx, {
        key: `jackpot-win-${round.roundKey}`,
        type: 'JACKPOT',
        memberId: null,
        reference: round.roundKey,
        remark: 'jackpot won',
        entries: [
          ...full.map((s) => ({
            ref: { kind: 'JACKPOT' as const, shard: s.shard },
            amount: -s.balance,
          })),
          { ref: account.house(round.memberId), amount: pool },
        ],
      });
    }
    await tx.execute(sql`INSERT INTO jackpot_wins (round_key, member_id, vendor, game_code, amount)
      VALUES (${round.roundKey}, ${round.memberId}, ${round.vendor}, ${round.gameCode},
        ${pool.toString()})`);
    const seed = toMinor(setting.seed);
    if (seed > 0n) {
      await post(tx, {
        key: `jackpot-reseed-${round.roundKey}`,
        type: 'JACKPOT',
        memberId: null,
        reference: round.roundKey,
        remark: 'jackpot seed',
        entries: move(account.house(round.memberId), account.jackpot(round.memberId), seed),
      });
    }
    return pool;
  });
}
