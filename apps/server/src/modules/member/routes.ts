import {
  changePassword,
  firstLogin,
  forgotPasswordByEmail,
  getMemberInfo,
  register,
  registerMobile,
  resetPasswordByEmail,
  setPasswordByPhone,
} from '@gamehall/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { members } from '../../db/schema/member.ts';
import { clientOf } from '../../lib/client.ts';
import { handle, memberOf } from '../../lib/define-routes.ts';
import { passwordPoolFull } from '../../lib/password/pool.ts';
import type { LimitRule } from '../../lib/platform-types.ts';
import { siteOrigin } from './origin.ts';
import {
  changeMemberPassword,
  resetByEmail,
  resetByPhone,
  sendResetLink,
} from './password-service.ts';
import { loadMember, memberInfo } from './profile-service.ts';
import { registerMember } from './register-service.ts';

const perIp = (name: string, points: number, windowSec: number): LimitRule => ({
  name,
  points,
  windowSec,
  message: 'Too many requests, please try again later',
});
const registrations = perIp('register-ip', 10, 3600);

/** Registration, passwords, member info and the first-login mark (product §3–§5). */
export async function memberRoutes(app: FastifyInstance) {
  const referer = (h: string | string[] | undefined) => (typeof h === 'string' ? h : undefined);
  handle(
    app,
    register,
    ({ body, req }) =>
      registerMember(app, body, 'register', clientOf(req), referer(req.headers.referer)),
    { ipLimits: [registrations], shedWhen: passwordPoolFull },
  );
  handle(
    app,
    registerMobile,
    ({ body, req }) =>
      registerMember(app, body, 'registerMobile', clientOf(req), referer(req.headers.referer)),
    { ipLimits: [registrations], shedWhen: passwordPoolFull },
  );

  handle(app, changePassword, (ctx) =>
    changeMemberPassword(app, memberOf(ctx).id, ctx.body, clientOf(ctx.req)),
  );
  handle(
    app,
    forgotPasswordByEmail,
    async ({ body, req }) => {
      const { settings } = await app.settings.get();
      const origin = siteOrigin(
        req,
        settings.domains.map((d) => d.domain.toLowerCase()),
      );
      return sendResetLink(app, body, origin, clientOf(req));
    },
    { ipLimits: [perIp('password-email-ip', 5, 600)] },
  );
  handle(app, resetPasswordByEmail, ({ body, req }) => resetByEmail(app, body, clientOf(req)), {
    ipLimits: [perIp('password-reset-ip', 10, 600)],
  });
  handle(app, setPasswordByPhone, ({ body, req }) => resetByPhone(app, body, clientOf(req)), {
    ipLimits: [perIp('password-phone-ip', 10, 600)],
  });

  handle(app, getMemberInfo, async (ctx) =>
    memberInfo(app, await loadMember(app, memberOf(ctx).id)),
  );
  handle(app, firstLogin, async (ctx) => {
    await app.database.db
      .update(members)
      .set({ firstLoginAt: sql`coalesce(${members.firstLoginAt}, now())` })
      .where(eq(members.id, memberOf(ctx).id));
    return null;
  });
}
