import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { TRIAL_TYPE } from '../../lib/platform-types.ts';
import type { Settings } from '../../settings/schema.ts';
import type { AccountRef } from '../ledger/index.ts';
import { findMemberByAccount } from '../member/index.ts';
import { findSession } from './sessions.ts';
import { walletFor } from './wallets.ts';

/** Who a provider call is for, and which wallet of theirs it moves. */
export interface Player {
  memberId: number;
  wallet: AccountRef;
  /**
   * The call came with a session that has not expired. New bets need it; a repeat of a
   * bet already taken, a win and a rollback do not (the round began while it was live).
   */
  live: boolean;
}

const noSession = () =>
  new AppError('SESSION_EXPIRED', 'No live game session for this player: launch the game again');

/**
 * The one place a provider call finds its player: the account the vendor names, and the
 * wallet session it got from authenticate, which must be this vendor's, this player's
 * and for real money (the free trial's demo money never reaches the wallet).
 */
export async function identifyPlayer(
  q: Queryable,
  money: Settings['money'],
  who: { vendor: string; account: string; sessionId?: string },
  now: Date,
): Promise<Player> {
  const member = await findMemberByAccount(q, who.account);
  if (!member) throw new AppError('NOT_FOUND', 'No such account');
  // Demo money of a trial account lives on the member row and never touches the ledger.
  if (member.type === TRIAL_TYPE) {
    throw new AppError('TRIAL_ACCOUNT', 'Trial accounts cannot play for real money');
  }
  let live = false;
  if (who.sessionId !== undefined) {
    const session = await findSession(q, who.sessionId);
    if (!session || session.vendor !== who.vendor || session.memberId !== member.id) {
      throw noSession();
    }
    if (session.mode !== 'real') {
      throw new AppError('FORBIDDEN', 'A free-trial session plays demo money, not the wallet');
    }
    live = session.expiresAt > now;
  }
  return { memberId: member.id, wallet: walletFor(money, member.id, who.vendor), live };
}

/** Balance and new bets need a live session. */
export function requireLive(player: Player) {
  if (!player.live) throw noSession();
}
