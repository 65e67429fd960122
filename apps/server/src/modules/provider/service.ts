import {
  type BodyOf,
  fromMinor,
  MAX_AMOUNT,
  type providerBet,
  type providerRollback,
  type providerWin,
  toMinor,
} from '@gamehall/contract';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { requestHash } from '../../lib/request-hash.ts';
import type { Settings } from '../../settings/schema.ts';
import { account, addTurnover, balanceOf, inTransaction, move, post } from '../ledger/index.ts';
import { checkStake } from '../protection/index.ts';
import {
  type Answer,
  answerOf,
  claim,
  finish,
  isTombstone,
  type NewCall,
  TOMBSTONE,
} from './calls.ts';
import { holdWin, ledgerKey, postWin } from './held-wins.ts';
import { type Player, requireLive } from './player.ts';
import * as repo from './repo.ts';
import { settleRound } from './settled-days.ts';
import { walletByCode, walletCode } from './wallets.ts';

/** A signed call's vendor and the player it is for. */
export interface Caller extends Player {
  vendor: string;
}

/**
 * What a win must respect beyond its own call (decision 016). The in-house games settle
 * rounds this server played itself: one win each, never held.
 */
export interface WinRules {
  /** The vendor's rounds may pay several wins (brand money.multiWinVendors). */
  multiWin: boolean;
  /** A round's wins above this multiple of its stake are held; null: never held. */
  capMultiple: number | null;
}

const IN_HOUSE: WinRules = { multiWin: false, capMultiple: null };

/** The rules a signed vendor's win meets under the brand's money settings. */
export const vendorWinRules = (money: Settings['money'], vendor: string): WinRules => ({
  multiWin: money.multiWinVendors.includes(vendor),
  capMultiple: money.winCapMultiple,
});

/** Money has no upper bound on the wire; minor units beyond this would lose exactness. */
function minorOf(amount: number): bigint {
  if (amount > MAX_AMOUNT) {
    throw new AppError('AMOUNT_OUT_OF_RANGE', 'The amount is too large', {
      details: { max: MAX_AMOUNT },
    });
  }
  return toMinor(amount);
}

function notTheirs(): AppError {
  return new AppError('CONFLICT', 'This bet belongs to another player or round');
}

type RoundBody = BodyOf<typeof providerBet> | BodyOf<typeof providerWin>;

/**
 * A bet's or win's row, with the wallet it moves: its repeat must name the same player,
 * amount, round and game (the wallet may have changed since; the first answer stands).
 */
function roundCall(kind: 'BET' | 'WIN', who: Caller, body: RoundBody, amount: bigint): NewCall {
  return {
    vendor: who.vendor,
    vendorTxId: body.transactionId,
    kind,
    roundId: body.roundId,
    memberId: who.memberId,
    amount,
    status: 'DONE',
    wallet: walletCode(who.wallet),
    requestHash: requestHash(kind, who.memberId, amount, body.roundId, body.gameCode),
  };
}

export async function balance(db: Db, who: Caller) {
  requireLive(who);
  return { balance: fromMinor(await balanceOf(db, who.wallet)) };
}

/**
 * Debits a bet once per transactionId and adds it to the player's round (their own row,
 * even when other players share the round id) and to their turnover.
 */
export async function bet(db: Db, who: Caller, body: BodyOf<typeof providerBet>): Promise<Answer> {
  const { vendor, memberId, wallet } = who;
  const amount = minorOf(body.amount);
  if (amount === 0n) throw new AppError('BAD_REQUEST', 'A bet must be more than 0');
  const call = roundCall('BET', who, body, amount);
  return inTransaction(db, async (tx) => {
    const repeat = await claim(tx, call);
    if (repeat) return repeat;
    // Checked after the replay: a bet taken before the session ended keeps its answer.
    requireLive(who);
    await checkStake(tx, memberId, amount);
    const round = await repo.addBetToRound(tx, {
      vendor,
      roundId: body.roundId,
      memberId,
      gameCode: body.gameCode,
      amount,
    });
    if (!round) throw new AppError('ROUND_SETTLED', 'This round already has its win');
    const posted = await post(tx, {
      key: ledgerKey(vendor, body.transactionId),
      type: 'BET',
      memberId,
      reference: `${vendor}:${body.roundId}`,
      remark: body.gameCode,
      entries: move(wallet, account.house(memberId), amount),
    });
    await addTurnover(tx, memberId, { done: amount });
    return finish(tx, call, await answerOf(tx, wallet, posted));
  });
}

/**
 * Credits a win (0: a lost round, nothing moves) and settles the player's round. The win
 * must name its round's game; a settled round takes no more wins unless the vendor pays
 * several; a win above the cap is held for the operator and the answer is the balance
 * unchanged (decision 016).
 */
export async function win(
  db: Db,
  who: Caller,
  body: BodyOf<typeof providerWin>,
  rules: WinRules = IN_HOUSE,
): Promise<Answer> {
  const { vendor, memberId, wallet } = who;
  const amount = minorOf(body.amount);
  const call = roundCall('WIN', who, body, amount);
  return inTransaction(db, async (tx) => {
    const repeat = await claim(tx, call);
    if (repeat) return repeat;
    const key = { vendor, roundId: body.roundId, memberId };
    // Locked so a rollback of this round's bet waits for the win, then sees it settled.
    const round = await repo.findRound(tx, key, true);
    if (!round || round.status === 'REFUNDED') {
      throw new AppError('NOT_FOUND', 'This round has no bet to pay');
    }
    if (round.gameCode !== body.gameCode) {
      throw new AppError('CONFLICT', 'This win names another game than its round’s bets', {
        details: { gameCode: round.gameCode },
      });
    }
    if (round.status === 'SETTLED' && !rules.multiWin) {
      throw new AppError('ROUND_SETTLED', 'This round already has its win');
    }
    const cap = rules.capMultiple === null ? null : round.betAmount * BigInt(rules.capMultiple);
    if (cap !== null && round.winAmount + amount > cap) {
      await holdWin(tx, {
        vendor,
        vendorTxId: body.transactionId,
        roundId: body.roundId,
        memberId,
        gameCode: body.gameCode,
        amount,
        stake: round.betAmount,
        wallet: call.wallet ?? 'MAIN',
      });
      await settleRound(tx, key, 0n, round.status === 'OPEN');
      return finish(tx, call, await answerOf(tx, wallet, null), { status: 'HELD' });
    }
    const paid = { vendor, vendorTxId: body.transactionId, ...body };
    const posted = amount === 0n ? null : await postWin(tx, paid, memberId, wallet, amount);
    await settleRound(tx, key, amount, round.status === 'OPEN');
    return finish(tx, call, await answerOf(tx, wallet, posted));
  });
}

/**
 * Refunds a bet of an open round into the wallet the bet debited, whatever the wallet
 * mode is now. A bet not seen yet is not an error: a tombstone takes its place so it is
 * refused if it arrives after its own rollback.
 */
export async function rollback(
  db: Db,
  who: Caller,
  body: BodyOf<typeof providerRollback>,
): Promise<Answer> {
  const { vendor, memberId, wallet } = who;
  if (body.transactionId === body.betTransactionId) {
    // Both rows live under (vendor, transactionId): one id cannot name both.
    throw new AppError('BAD_REQUEST', 'A rollback needs its own transactionId');
  }
  const call: NewCall = {
    vendor,
    vendorTxId: body.transactionId,
    kind: 'ROLLBACK',
    roundId: body.roundId,
    memberId,
    amount: 0n,
    status: 'DONE',
    wallet: walletCode(wallet),
    requestHash: requestHash('ROLLBACK', memberId, body.betTransactionId, body.roundId),
  };
  return inTransaction(db, async (tx) => {
    const repeat = await claim(tx, call);
    if (repeat) return repeat;
    const bet = await lockBetOrLeaveTombstone(tx, call, body.betTransactionId);
    if (bet && (bet.kind !== 'BET' || bet.memberId !== memberId || bet.roundId !== body.roundId)) {
      throw notTheirs();
    }
    // Unknown: nothing moves, and the answer is the wallet the player plays from now.
    if (!bet || isTombstone(bet)) return finish(tx, call, await answerOf(tx, wallet, null));
    // The bet's own wallet, though the brand may have switched wallet mode since.
    const betWallet = walletByCode(memberId, bet.wallet);
    const used = { wallet: bet.wallet };
    // Already rolled back under another rollback id: nothing moves.
    if (bet.status === 'ROLLED_BACK') {
      return finish(tx, call, await answerOf(tx, betWallet, null), used);
    }
    const key = { vendor, roundId: bet.roundId, memberId };
    const round = await repo.findRound(tx, key, true);
    if (round?.status === 'SETTLED') {
      throw new AppError('ROUND_SETTLED', 'This round already has its win');
    }
    const posted = await post(tx, {
      key: ledgerKey(vendor, body.transactionId),
      type: 'REFUND',
      memberId,
      reference: `${vendor}:${bet.roundId}`,
      entries: move(account.house(memberId), betWallet, bet.amount),
    });
    await repo.finishCall(tx, vendor, bet.vendorTxId, { status: 'ROLLED_BACK' });
    await repo.refundFromRound(tx, key, bet.amount);
    // A refunded bet was never played, so it no longer counts towards wagering.
    await addTurnover(tx, memberId, { done: -bet.amount });
    const answer = await answerOf(tx, betWallet, posted);
    return finish(tx, call, answer, { ...used, amount: bet.amount });
  });
}

/**
 * The bet a rollback names, locked; null when it never arrived, after leaving a
 * tombstone under its id. A bet committing meanwhile makes the tombstone's insert wait
 * and then do nothing, so the next look finds that bet.
 */
async function lockBetOrLeaveTombstone(tx: Tx, rollbackCall: NewCall, betTxId: string) {
  for (let attempt = 0; attempt < 3; attempt++) {
    const bet = await repo.findCall(tx, rollbackCall.vendor, betTxId, true);
    if (bet) return bet;
    const tombstone: NewCall = {
      ...rollbackCall,
      vendorTxId: betTxId,
      kind: 'BET',
      status: 'ROLLED_BACK',
      requestHash: TOMBSTONE,
    };
    if (await repo.claimCall(tx, tombstone)) return null;
  }
  throw new Error(`provider bet ${rollbackCall.vendor}:${betTxId} neither found nor claimed`);
}
