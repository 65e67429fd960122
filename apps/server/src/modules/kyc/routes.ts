import { getKyc, getKycFile, uploadKycDocument } from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import { handle, memberOf } from '../../lib/define-routes.ts';
import { documentFile, kycState, upload } from './service.ts';

/** A 5 MB file as base64 in JSON, and a little more. */
const UPLOAD_BODY_LIMIT = 7 * 1024 * 1024 + 64 * 1024;

/** The player's KYC calls (member centre, decision 040). */
export async function kycRoutes(app: FastifyInstance) {
  const db = app.database.db;
  const rule = async () => (await app.settings.get()).settings.money.kyc;
  handle(app, getKyc, async (ctx) => kycState(db, memberOf(ctx).id, await rule()));
  handle(
    app,
    uploadKycDocument,
    async (ctx) => {
      const memberId = memberOf(ctx).id;
      await upload(db, memberId, ctx.body);
      return kycState(db, memberId, await rule());
    },
    { bodyLimit: UPLOAD_BODY_LIMIT },
  );
  handle(app, getKycFile, (ctx) => documentFile(db, ctx.query.id, { memberId: memberOf(ctx).id }));
}
