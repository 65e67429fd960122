import { fromMinor, getBalance } from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import { handle, memberOf } from '../../lib/define-routes.ts';
import { TRIAL_TYPE } from '../../lib/platform-types.ts';
import { findMemberById } from '../member/repo.ts';

/** The balance of the header and side menu (spec §3 value.sumBalance). */
export async function walletRoutes(app: FastifyInstance) {
  handle(app, getBalance, async (ctx) => {
    const member = memberOf(ctx);
    if (member.type === TRIAL_TYPE) {
      const row = await findMemberById(app.database.db, member.id);
      return { sumBalance: fromMinor(row?.demoBalance ?? 0n) };
    }
    // Real money lives in the ledger (money issue), which will answer here. No deposit
    // can exist before it, so 0 is the true balance of every real account today.
    return { sumBalance: 0 };
  });
}
