import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { members, sessions } from '../db/schema/index.ts';
import { AppError } from '../lib/app-error.ts';
import type { AuthMember } from '../lib/platform-types.ts';
import { isWellFormedToken, tokenHash } from '../lib/session-token.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler of every token call (product §7 "T"). */
    authenticate: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

const notLoggedIn = () => new AppError('TOKEN_INVALID', 'You are not logged in, please login');

/**
 * Token calls: the `token` header names a live session. One indexed lookup (the unique
 * token hash, joined to its member) per call and only a sha256, so authentication stays
 * cheap on every request; junk is refused before touching the database.
 */
export default fp(
  async (app) => {
    app.decorateRequest('member', null);
    app.decorate('authenticate', async (req: FastifyRequest) => {
      const token = req.headers.token;
      if (!isWellFormedToken(token)) throw notLoggedIn();
      const [row] = await app.database.db
        .select({
          id: members.id,
          account: members.account,
          type: members.type,
          status: members.status,
          passwordIsDefault: members.passwordIsDefault,
          sessionId: sessions.id,
        })
        .from(sessions)
        .innerJoin(members, eq(members.id, sessions.memberId))
        .where(
          and(
            eq(sessions.tokenHash, tokenHash(token)),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, new Date()),
          ),
        )
        .limit(1);
      if (!row) throw notLoggedIn();
      // A frozen account's old sessions stop working at once, not when they expire.
      if (row.status !== 0) {
        throw new AppError('ACCOUNT_DISABLED', 'Non-member account unable to login');
      }
      const member: AuthMember = {
        id: row.id,
        account: row.account,
        type: row.type,
        sessionId: row.sessionId,
        mustChangePassword: row.passwordIsDefault,
      };
      req.member = member;
    });
  },
  { name: 'auth' },
);
