import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import type { AuthMember, SessionMember } from '../lib/platform-types.ts';
import { isWellFormedToken, tokenHash } from '../lib/session-token.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler of every token call (product §7 "T"). */
    authenticate: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

const notLoggedIn = () => new AppError('TOKEN_INVALID', 'You are not logged in, please login');

export interface AuthOptions {
  /** The session module's lookup (app.ts passes it: plugins import no module). */
  findSessionMember: (hash: string, now: Date) => Promise<SessionMember | null>;
}

/**
 * Token calls: the `token` header names a live session. One indexed lookup (the unique
 * token hash, joined to its member) per call and only a sha256, so authentication stays
 * cheap on every request; junk is refused before touching the database.
 */
export default fp<AuthOptions>(
  async (app, { findSessionMember }) => {
    app.decorateRequest('member', null);
    app.decorate('authenticate', async (req: FastifyRequest) => {
      const token = req.headers.token;
      if (!isWellFormedToken(token)) throw notLoggedIn();
      const row = await findSessionMember(tokenHash(token), new Date());
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
