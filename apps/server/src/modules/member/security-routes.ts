import {
  bindEmail,
  bindMobile,
  bindTotp,
  getMemberIcon,
  getPlayerAvatars,
  getSecurityLog,
  setPaymentPassword,
  startTotpBinding,
  updateMemberIcon,
  updateProfile,
} from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import { clientOf } from '../../lib/client.ts';
import { handle, memberOf } from '../../lib/define-routes.ts';
import { readAvatar } from './avatar.ts';
import {
  bindMemberEmail,
  bindMemberMobile,
  confirmTotp,
  setMemberPaymentPassword,
  startTotp,
} from './binding-service.ts';
import { STATIC_AVATARS } from './info.ts';
import { loadMember, securityLog, updateIcon, updateMemberProfile } from './profile-service.ts';

/** The security centre of the member centre: avatar, profile, bindings, security log. */
export async function securityRoutes(app: FastifyInstance) {
  handle(app, getPlayerAvatars, () => ({ list: STATIC_AVATARS }));
  handle(app, getMemberIcon, async (ctx) => {
    const row = await loadMember(app, memberOf(ctx).id);
    const avatarType = row.avatarType === 'CUSTOM' ? ('CUSTOM' as const) : ('STATIC' as const);
    return { avatar: row.avatar, avatarType };
  });
  handle(app, updateMemberIcon, (ctx) =>
    updateIcon(app, memberOf(ctx).id, ctx.body, clientOf(ctx.req)),
  );
  handle(app, updateProfile, (ctx) =>
    updateMemberProfile(app, memberOf(ctx).id, ctx.body, clientOf(ctx.req)),
  );
  handle(app, setPaymentPassword, (ctx) =>
    setMemberPaymentPassword(app, memberOf(ctx).id, ctx.body, clientOf(ctx.req)),
  );
  handle(app, bindMobile, (ctx) =>
    bindMemberMobile(app, memberOf(ctx).id, ctx.body, clientOf(ctx.req)),
  );
  handle(app, bindEmail, (ctx) =>
    bindMemberEmail(app, memberOf(ctx).id, ctx.body, clientOf(ctx.req)),
  );
  handle(app, startTotpBinding, (ctx) => startTotp(app, memberOf(ctx).id));
  handle(app, bindTotp, (ctx) => confirmTotp(app, memberOf(ctx).id, ctx.body, clientOf(ctx.req)));
  handle(app, getSecurityLog, (ctx) => securityLog(app, memberOf(ctx).id));

  // Not a contract call: the image itself for <img src>, which carries no token. An
  // avatar is shown to whoever sees the member anyway; `private` keeps it out of shared caches.
  app.get<{ Params: { id: string } }>(
    '/wps/member/avatar/:id',
    { schema: { hide: true } },
    async (req, reply) => {
      const id = /^\d{1,15}$/.test(req.params.id) ? Number(req.params.id) : null;
      const avatar = id === null ? null : await readAvatar(app.database.db, id);
      if (!avatar) {
        return reply
          .code(404)
          .send({ success: false, code: 'NOT_FOUND', message: 'No such avatar' });
      }
      return reply
        .type(avatar.mime)
        .header('cache-control', 'private, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(avatar.data);
    },
  );
}
