import {
  completeLoginVerification,
  login,
  loginByRememberToken,
  loginFreeplay,
  logout,
  sendLoginVerificationCode,
} from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import { clientOf } from '../../lib/client.ts';
import { handle, memberOf } from '../../lib/define-routes.ts';
import { passwordPoolFull } from '../../lib/password/pool.ts';
import type { LimitRule } from '../../lib/platform-types.ts';
import { startFreeplay } from './freeplay.ts';
import { audit } from './login-result.ts';
import { loginMember } from './login-service.ts';
import { applyRemember, forgetDevice, loginByRemember } from './remember.ts';
import { revokeSessionById } from './repo.ts';
import { completeSecondVerification, sendSecondCode } from './second-verification.ts';
import { UnknownAccountLog } from './unknown-account-log.ts';

const TOO_MANY = 'Too many requests, please try again later';
const perIp = (name: string, points: number, windowSec: number): LimitRule => ({
  name,
  points,
  windowSec,
  message: TOO_MANY,
});

/** Login, second verification, free play and logout (product §4/§7). */
export async function sessionRoutes(app: FastifyInstance) {
  const unknownAccounts = new UnknownAccountLog(app.database.db, app.log);
  app.addHook('onClose', () => unknownAccounts.flush());
  handle(
    app,
    login,
    async ({ body, req, reply }) => {
      const client = clientOf(req);
      const result = await loginMember(app, body, client, unknownAccounts);
      await applyRemember(app, req, reply, body.remember, result, client);
      return result;
    },
    { ipLimits: [perIp('login-ip', 30, 60)], shedWhen: passwordPoolFull },
  );
  handle(
    app,
    completeLoginVerification,
    async ({ body, req, reply }) => {
      const client = clientOf(req);
      const result = await completeSecondVerification(app, body, client);
      await applyRemember(app, req, reply, body.remember, result, client);
      return result;
    },
    { ipLimits: [perIp('login-verification-ip', 30, 60)] },
  );
  handle(
    app,
    loginByRememberToken,
    ({ req, reply }) => loginByRemember(app, req, reply, clientOf(req)),
    { ipLimits: [perIp('remember-ip', 30, 60)] },
  );
  handle(
    app,
    sendLoginVerificationCode,
    ({ body, req }) => sendSecondCode(app, body, clientOf(req)),
    {
      ipLimits: [perIp('login-verification-code-ip', 10, 60)],
    },
  );
  handle(app, loginFreeplay, ({ body, req }) => startFreeplay(app, body, clientOf(req)), {
    ipLimits: [perIp('freeplay-ip', 5, 3600)],
  });
  handle(app, logout, async (ctx) => {
    const member = memberOf(ctx);
    await revokeSessionById(app.database.db, member.sessionId);
    await forgetDevice(app, ctx.req, ctx.reply);
    await audit(app, clientOf(ctx.req), 'logout', member.id);
    return null;
  });
}
