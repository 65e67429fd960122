import { type BodyOf, fromMinor, type opsAdjustBalance, toMinor } from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { TRIAL_TYPE } from '../../lib/platform-types.ts';
import {
  account,
  addTurnover,
  balanceOf,
  inTransaction,
  lockOrder,
  move,
  post,
  postingByKey,
  turnoverFor,
} from '../ledger/index.ts';
import { findMemberByAccount } from '../member/index.ts';
import { bonusExpiry, grantBonus } from '../promotions/index.ts';

/**
 * The operator credits or debits a player's wallet with a reason. A bonus credit is a
 * grant (decision 033): locked in the bonus wallet until its turnover is wagered, for the
 * brand's bonus days; a main-wallet credit may add turnover to the withdrawal rule.
 */
export async function adjustBalance(app: FastifyInstance, body: BodyOf<typeof opsAdjustBalance>) {
  const db = app.database.db;
  const member = await findMemberByAccount(db, body.account);
  if (!member || member.type === TRIAL_TYPE) throw new AppError('NOT_FOUND', 'No such account');
  const amount = toMinor(body.amount);
  const { money, rewards } = (await app.settings.get()).settings;
  if (body.wallet === 'BONUS' && amount > 0n) {
    const key = `ops:${body.requestId}`;
    const required =
      body.turnover !== undefined
        ? toMinor(body.turnover)
        : turnoverFor(amount, money.bonusTurnoverMultiple);
    await inTransaction(db, (tx) =>
      grantBonus(tx, {
        key,
        memberId: member.id,
        source: 'OPS',
        amount,
        required,
        remark: body.remark,
        expiresAt: bonusExpiry(rewards),
      }),
    );
    const posted = await postingByKey(db, `bonus:${key}`);
    const balance = await balanceOf(db, account.bonus(member.id));
    return { transactionId: String(posted?.id ?? ''), balance: fromMinor(balance) };
  }
  const wallet = body.wallet === 'BONUS' ? account.bonus(member.id) : account.main(member.id);
  const turnover = amount > 0n && body.turnover !== undefined ? toMinor(body.turnover) : 0n;
  const posted = await inTransaction(db, async (tx) => {
    const p = await post(tx, {
      key: `ops:${body.requestId}`,
      type: body.wallet === 'BONUS' ? 'BONUS' : 'ADJUSTMENT',
      memberId: member.id,
      remark: body.remark,
      entries: move(account.house(member.id), wallet, amount),
      fingerprint: turnover.toString(),
      meta: { turnover: turnover.toString() },
    });
    if (!p.replayed) await addTurnover(tx, member.id, { required: turnover });
    return p;
  });
  const balance = posted.balances.get(lockOrder(wallet)) ?? (await balanceOf(db, wallet));
  return { transactionId: String(posted.txId), balance: fromMinor(balance) };
}
