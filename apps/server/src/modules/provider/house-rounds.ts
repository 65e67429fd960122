import { createHash } from 'node:crypto';
import { fromMinor } from '@gamehall/contract';
import { sql } from 'drizzle-orm';
import { anyText } from '../../db/any-of.ts';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { valuesByKey } from '../../db/values-by-key.ts';
import { requestHash } from '../../lib/request-hash.ts';
import {
  type AccountRef,
  account,
  addTurnover,
  balanceOf,
  lockOrder,
  move,
  post,
  postMany,
} from '../ledger/index.ts';
import { checkStake } from '../protection/index.ts';
import { ledgerKey, winPosting } from './held-wins.ts';
import { addTo } from './settled-days.ts';
import { walletByCode, walletCode } from './wallets.ts';

/*
 * Rounds the house plays itself in bulk (decision 031): the in-house lottery places a slip
 * of many bets, settles a draw of many thousands and refunds a chase's rest at once, where
 * a wallet call per round would cost several round trips each. Each round is still a bet
 * call `{roundId}-bet` and a game round of its own (the betting record, the agent reports
 * and a later correction see it like any other), but its stakes move in one posting per
 * slip or refund, and a settlement's wins in one posting per player (wallet and game), all
 * in one statement (ledger `postMany`).
 * Every function is guarded by the rows' states in the caller's transaction, so running it
 * again moves nothing twice.
 */

export interface OpenedRound {
  roundId: string;
  gameCode: string;
  amount: bigint;
}

const big = (x: unknown) => BigInt(String(x));

/**
 * Opens one player's rounds and takes their stakes from `wallet` in one posting under
 * `key` (WALLET_INSUFFICIENT_FUNDS when it does not cover them: the caller's transaction
 * rolls back). Answers the wallet's balance after.
 */
export async function openHouseRounds(
  tx: Tx,
  o: { vendor: string; memberId: number; wallet: AccountRef; key: string; reference: string },
  rounds: readonly OpenedRound[],
): Promise<bigint> {
  const total = rounds.reduce((sum, r) => sum + r.amount, 0n);
  // The player's loss and wager limits first (decision 039): a refusal moves nothing.
  await checkStake(tx, o.memberId, total);
  const wallet = walletCode(o.wallet);
  const rows = JSON.stringify(
    rounds.map((r) => [
      r.roundId,
      r.gameCode,
      String(r.amount),
      requestHash('BET', o.memberId, r.amount, r.roundId, r.gameCode),
    ]),
  );
  await tx.execute(sql`WITH v AS (
      SELECT x->>0 AS round_id, x->>1 AS game_code, (x->>2)::bigint AS amount, x->>3 AS hash
      FROM jsonb_array_elements(${rows}::jsonb) x),
    calls AS (
      INSERT INTO provider_transactions
        (vendor, vendor_tx_id, kind, round_id, member_id, amount, status, wallet, request_hash)
      SELECT ${o.vendor}, round_id || '-bet', 'BET', round_id, ${o.memberId}, amount, 'DONE',
        ${wallet}, hash FROM v)
    INSERT INTO game_rounds (vendor, round_id, member_id, game_code, bet_amount, status)
    SELECT ${o.vendor}, round_id, ${o.memberId}, game_code, amount, 'OPEN' FROM v`);
  const posted = await post(tx, {
    key: ledgerKey(o.vendor, o.key),
    type: 'BET',
    memberId: o.memberId,
    reference: `${o.vendor}:${o.reference}`,
    remark: rounds[0]?.gameCode ?? null,
    entries: move(o.wallet, account.house(o.memberId), total),
  });
  await addTurnover(tx, o.memberId, { done: total });
  return posted.balances.get(lockOrder(o.wallet)) ?? balanceOf(tx, o.wallet);
}

/** Names a posting by the rounds it pays or refunds: those are paid or refunded once. */
const roundsDigest = (rounds: readonly string[]) =>
  createHash('sha256')
    .update([...rounds].sort().join(','))
    .digest('hex');

/** The wallet each round's bet debited (its bet call's), by round id. */
async function betWallets(tx: Tx, vendor: string, roundIds: string[]) {
  if (roundIds.length === 0) return new Map<string, string>();
  const rows = rowsOf<{ round_id: string; wallet: string }>(
    await tx.execute(sql`SELECT round_id, wallet FROM provider_transactions
      WHERE vendor = ${vendor} AND vendor_tx_id = ${anyText(roundIds.map((id) => `${id}-bet`))}`),
  );
  return new Map(rows.map((r) => [r.round_id, r.wallet]));
}

/** A round the house settles, with what it pays back (0: lost). */
export interface SettledRound {
  roundId: string;
  memberId: number;
  gameCode: string;
  win: bigint;
}

/**
 * Settles rounds still open: each one's game round takes its win in one statement, and
 * each player's wins are posted to the wallet their bets debited, one posting per player,
 * wallet and game named by the rounds it pays. A round already settled or refunded is
 * skipped. A house round is one player's, so each round id comes once. Answers the
 * rounds it settled.
 */
export async function settleHouseRounds(
  tx: Tx,
  vendor: string,
  rounds: readonly SettledRound[],
): Promise<number> {
  if (rounds.length === 0) return 0;
  const v = valuesByKey('v', new Map(rounds.map((r) => [r.roundId, [r.memberId, String(r.win)]])));
  const win = sql`${v.at(sql`g.round_id`, 1)}::bigint`;
  // Each round settled here, with the wallet its bet debited when it has a win to post.
  const settled = rowsOf<{
    round_id: string;
    member_id: unknown;
    game_code: string;
    bet_amount: unknown;
    win: unknown;
    wallet: string | null;
  }>(
    await tx.execute(sql`WITH ${v.with},
      s AS (
        UPDATE game_rounds g SET win_amount = g.win_amount + ${win}, status = 'SETTLED',
          settled_at = coalesce(g.settled_at, now())
        WHERE g.vendor = ${vendor} AND g.round_id = ${v.keys()}
          AND g.member_id = ${v.at(sql`g.round_id`, 0)}::bigint AND g.status = 'OPEN'
        RETURNING g.round_id, g.member_id, g.game_code, g.bet_amount, ${win} AS win),
      -- The players' figures, in the same statement (lottery rows: only this lane's players).
      f AS (${addTo(
        vendor,
        sql`(SELECT member_id, game_code, count(*) AS bets, sum(bet_amount) AS valid_bet,
          sum(win) AS won FROM s GROUP BY member_id, game_code) x`,
      )})
      SELECT s.round_id, s.member_id, s.game_code, s.bet_amount, s.win, b.wallet FROM s
      LEFT JOIN provider_transactions b ON s.win > 0 AND b.vendor = ${vendor}
        AND b.vendor_tx_id = s.round_id || '-bet'`),
  );
  const wallets = new Map(settled.map((r) => [`${r.round_id}:${big(r.member_id)}`, r.wallet]));
  // One win posting per player, wallet and game: a draw's winners are paid in a statement
  // of postings, not of rounds.
  const paid = new Map<
    string,
    { memberId: number; wallet: string; gameCode: string; amount: bigint; rounds: string[] }
  >();
  for (const r of rounds) {
    const wallet = wallets.get(`${r.roundId}:${r.memberId}`);
    if (wallet == null || r.win === 0n) continue;
    const group = `${r.memberId}:${wallet}:${r.gameCode}`;
    const p = paid.get(group) ?? {
      memberId: r.memberId,
      wallet,
      gameCode: r.gameCode,
      amount: 0n,
      rounds: [],
    };
    p.amount += r.win;
    p.rounds.push(r.roundId);
    paid.set(group, p);
  }
  const wins = [...paid.values()].map((p) => ({
    key: ledgerKey(vendor, `wins-${roundsDigest(p.rounds)}`),
    type: 'WIN' as const,
    memberId: p.memberId,
    reference: `${vendor}:${p.rounds[0]}`,
    remark: p.gameCode,
    meta: { rounds: p.rounds.length, amount: fromMinor(p.amount) },
    entries: move(account.house(p.memberId), walletByCode(p.memberId, p.wallet), p.amount),
  }));
  await postMany(tx, wins);
  return settled.length;
}

/**
 * Refunds rounds still open, all of one player: their bets marked rolled back, the rounds
 * REFUNDED, the stakes back into the wallets the bets debited (one posting per wallet),
 * their turnover taken back. Answers the amount refunded (0: nothing was still open).
 */
export async function refundHouseRounds(
  tx: Tx,
  vendor: string,
  memberId: number,
  roundIds: readonly string[],
): Promise<bigint> {
  if (roundIds.length === 0) return 0n;
  const refunded = rowsOf<{ round_id: string; amount: unknown; wallet: string }>(
    await tx.execute(sql`WITH r AS (
        UPDATE game_rounds g SET status = 'REFUNDED', bet_amount = 0
        WHERE g.vendor = ${vendor} AND g.round_id = ${anyText(roundIds)}
          AND g.member_id = ${memberId} AND g.status = 'OPEN'
        RETURNING g.round_id)
      UPDATE provider_transactions b SET status = 'ROLLED_BACK'
      FROM r WHERE b.vendor = ${vendor}
        AND b.vendor_tx_id = ${anyText(roundIds.map((id) => `${id}-bet`))}
        AND b.vendor_tx_id = r.round_id || '-bet' AND b.status = 'DONE'
      RETURNING b.round_id, b.amount, b.wallet`),
  );
  const byWallet = new Map<string, { amount: bigint; rounds: string[] }>();
  for (const r of refunded) {
    const w = byWallet.get(r.wallet) ?? { amount: 0n, rounds: [] };
    w.amount += big(r.amount);
    w.rounds.push(r.round_id);
    byWallet.set(r.wallet, w);
  }
  let total = 0n;
  for (const [wallet, w] of byWallet) {
    await post(tx, {
      key: ledgerKey(vendor, `refund-${roundsDigest(w.rounds)}`),
      type: 'REFUND',
      memberId,
      reference: `${vendor}:${w.rounds[0]}`,
      meta: { rounds: w.rounds.length, amount: fromMinor(w.amount) },
      entries: move(account.house(memberId), walletByCode(memberId, wallet), w.amount),
    });
    total += w.amount;
  }
  await addTurnover(tx, memberId, { done: -total });
  return total;
}

/**
 * Brings refunded rounds back as settled at their stake — what the refund paid — so that a
 * correction settles them from there (`correctHouseRounds`): a sportsbook bet refunded
 * because every leg was void, whose match's result is then corrected (decision 037). The
 * bet counts again (its call done, its turnover, the players' figures); no money moves
 * here. A round not refunded is left as it is. Answers the rounds brought back.
 */
export async function reviveRefundedRounds(
  tx: Tx,
  vendor: string,
  rounds: readonly { roundId: string; memberId: number }[],
): Promise<number> {
  if (rounds.length === 0) return 0;
  const ids = rounds.map((r) => r.roundId);
  const revived = rowsOf<{ member_id: unknown; bet_amount: unknown }>(
    await tx.execute(sql`WITH b AS (
        UPDATE provider_transactions b SET status = 'DONE'
        WHERE b.vendor = ${vendor} AND b.vendor_tx_id = ${anyText(ids.map((id) => `${id}-bet`))}
          AND b.status = 'ROLLED_BACK'
        RETURNING b.round_id, b.amount),
      s AS (
        UPDATE game_rounds g SET status = 'SETTLED', bet_amount = b.amount,
          win_amount = b.amount, settled_at = coalesce(g.settled_at, now())
        FROM b WHERE g.vendor = ${vendor} AND g.round_id = b.round_id AND g.status = 'REFUNDED'
        RETURNING g.round_id, g.member_id, g.game_code, g.bet_amount),
      f AS (${addTo(
        vendor,
        sql`(SELECT member_id, game_code, count(*) AS bets, sum(bet_amount) AS valid_bet,
          sum(bet_amount) AS won FROM s GROUP BY member_id, game_code) x`,
      )})
      SELECT member_id, bet_amount FROM s`),
  );
  const stakes = new Map<number, bigint>();
  for (const r of revived) {
    const member = Number(r.member_id);
    stakes.set(member, (stakes.get(member) ?? 0n) + big(r.bet_amount));
  }
  for (const [memberId, total] of stakes) await addTurnover(tx, memberId, { done: total });
  return revived.length;
}

/** A settled round paid again by a corrected result: `delta` more (or less, negative). */
export interface CorrectedRound {
  roundId: string;
  memberId: number;
  gameCode: string;
  delta: bigint;
  /** The result's revision: each correction's postings have keys of their own. */
  revision: number;
}

/**
 * Pays the difference of corrected rounds with new postings, never by editing old ones:
 * more paid as a win (key `{roundId}-win-r{revision}`), less taken back from the wallet
 * the bet debited as an adjustment (`{roundId}-claw-r{revision}`) — as much as the wallet
 * holds, since a player balance never goes below zero. Each round's win takes its delta.
 * Answers what could not be taken back, per round, for the operator.
 */
export async function correctHouseRounds(
  tx: Tx,
  vendor: string,
  rounds: readonly CorrectedRound[],
): Promise<{ roundId: string; memberId: number; short: bigint }[]> {
  const changed = rounds.filter((r) => r.delta !== 0n);
  if (changed.length === 0) return [];
  const v = valuesByKey(
    'v',
    new Map(changed.map((r) => [r.roundId, [r.memberId, String(r.delta)]])),
  );
  await tx.execute(sql`WITH ${v.with}
    UPDATE game_rounds g SET win_amount = g.win_amount + ${v.at(sql`g.round_id`, 1)}::bigint
    WHERE g.vendor = ${vendor} AND g.round_id = ${v.keys()}
      AND g.member_id = ${v.at(sql`g.round_id`, 0)}::bigint AND g.status = 'SETTLED'`);
  const wallets = await betWallets(
    tx,
    vendor,
    changed.map((r) => r.roundId),
  );
  const walletOf = (r: CorrectedRound) =>
    walletByCode(r.memberId, wallets.get(r.roundId) ?? 'MAIN');
  await postMany(
    tx,
    changed
      .filter((r) => r.delta > 0n)
      .map((r) => {
        const call = {
          vendor,
          vendorTxId: `${r.roundId}-win-r${r.revision}`,
          roundId: r.roundId,
          gameCode: r.gameCode,
        };
        return winPosting(call, r.memberId, walletOf(r), r.delta);
      }),
  );
  const shortfalls: { roundId: string; memberId: number; short: bigint }[] = [];
  for (const r of changed.filter((c) => c.delta < 0n)) {
    const wallet = walletOf(r);
    const owed = -r.delta;
    // A bet the player places meanwhile may leave less: the guarded debit then refuses,
    // the caller's transaction rolls back, and its next run reads the balance again.
    const balance = await balanceOf(tx, wallet);
    let taken = owed;
    if (balance < owed) taken = balance;
    if (taken > 0n) {
      await post(tx, {
        key: ledgerKey(vendor, `${r.roundId}-claw-r${r.revision}`),
        type: 'ADJUSTMENT',
        memberId: r.memberId,
        reference: `${vendor}:${r.roundId}`,
        remark: r.gameCode,
        meta: { correction: r.revision },
        entries: move(wallet, account.house(r.memberId), taken),
      });
    }
    if (taken < owed)
      shortfalls.push({ roundId: r.roundId, memberId: r.memberId, short: owed - taken });
  }
  return shortfalls;
}
