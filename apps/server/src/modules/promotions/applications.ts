import { APPLICATION_IMAGE_MAX_BYTES, type applyPromotion, type BodyOf } from '@gamehall/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Queryable, Tx } from '../../db/client.ts';
import {
  applicationImages,
  promotionApplications,
  promotions,
} from '../../db/schema/promotions.ts';
import { AppError } from '../../lib/app-error.ts';
import { awaitingDecision } from '../../lib/awaiting-decision.ts';
import { checkImage } from '../../lib/image-check.ts';
import type { Settings } from '../../settings/schema.ts';
import { inTransaction, turnoverFor } from '../ledger/index.ts';
import { bonusExpiry, grantBonus } from './grants.ts';
import { bonusRuleOf, PromotionRule } from './promotion-rules.ts';
import { standing } from './promotion-service.ts';

/*
 * Applications to promotions that ask for one (product §5): a comment and up to three
 * images, checked by content before anything is stored; once per promotion, player and
 * period; the operator approves (the bonus is issued) or rejects.
 */

export async function apply(
  app: FastifyInstance,
  memberId: number,
  body: BodyOf<typeof applyPromotion>,
) {
  // Every image is checked before the first row is written: a bad one stores nothing.
  const images = body.images.map((image) => ({
    type: image.type,
    ...checkImage(image, APPLICATION_IMAGE_MAX_BYTES),
  }));
  const { settings } = await app.settings.get();
  return inTransaction(app.database.db, async (tx) => {
    const earlier = await byRequest(tx, memberId, body.requestId);
    if (earlier) return earlier;
    const [p] = await tx
      .select()
      .from(promotions)
      .where(and(eq(promotions.id, body.promotionId), eq(promotions.enabled, true)));
    if (!p) throw new AppError('NOT_FOUND', 'No such promotion');
    const s = await standing(tx, settings, p, memberId, new Date());
    if (s.kind !== 'APPLICATION' || s.state !== 'JOIN') {
      const applied = ['APPLYING', 'ISSUED', 'REJECTED'].includes(s.state);
      if (applied) throw new AppError('ALREADY_CLAIMED', 'You already applied for now');
      throw new AppError('PROMOTION_NOT_OPEN', 'This promotion takes no application from you now', {
        details: { state: s.state },
      });
    }
    const [row] = await tx
      .insert(promotionApplications)
      .values({
        promotionId: p.id,
        memberId,
        period: s.period.key,
        comment: body.comment.trim(),
        requestId: body.requestId,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      const replay = await byRequest(tx, memberId, body.requestId);
      if (replay) return replay;
      throw new AppError('ALREADY_CLAIMED', 'You already applied for now');
    }
    if (images.length > 0) {
      await tx.insert(applicationImages).values(
        images.map((image, n) => ({
          applicationId: row.id,
          n,
          mime: image.type,
          data: image.bytes.toString('base64'),
          width: image.width,
          height: image.height,
        })),
      );
    }
    return { id: row.id, status: row.status as 'APPLYING' };
  });
}

async function byRequest(tx: Tx, memberId: number, requestId: string) {
  const [row] = await tx
    .select()
    .from(promotionApplications)
    .where(
      and(
        eq(promotionApplications.memberId, memberId),
        eq(promotionApplications.requestId, requestId),
      ),
    );
  return row ? { id: row.id, status: row.status as 'APPLYING' | 'ISSUED' | 'REJECTED' } : null;
}

/** An application's image: the owner's own (`memberId`), or any for the operator (null). */
export async function applicationImage(
  q: Queryable,
  id: number,
  n: number,
  memberId: number | null,
) {
  const rows = await q
    .select({ mime: applicationImages.mime, data: applicationImages.data })
    .from(applicationImages)
    .innerJoin(promotionApplications, eq(promotionApplications.id, applicationImages.applicationId))
    .where(
      and(
        eq(applicationImages.applicationId, id),
        eq(applicationImages.n, n),
        memberId === null ? undefined : eq(promotionApplications.memberId, memberId),
      ),
    );
  const [image] = rows;
  if (!image) throw new AppError('NOT_FOUND', 'No such image');
  return { type: image.mime as 'image/png' | 'image/jpeg', data: image.data };
}

/** Applications for the operator, newest first, with their promotion and image count. */
export async function listApplications(q: Queryable, status?: string, id?: number) {
  return q
    .select({
      a: promotionApplications,
      promotion: promotions.code,
      images: sql<number>`(SELECT count(*)::int FROM application_images i
        WHERE i.application_id = ${promotionApplications.id})`,
    })
    .from(promotionApplications)
    .innerJoin(promotions, eq(promotions.id, promotionApplications.promotionId))
    .where(
      and(
        status ? eq(promotionApplications.status, status) : undefined,
        id ? eq(promotionApplications.id, id) : undefined,
      ),
    )
    .orderBy(desc(promotionApplications.id))
    .limit(200);
}

/**
 * The operator approves an application (its bonus issued once, with the promotion's
 * turnover) or rejects it; a decided application is a 409.
 */
export async function decideApplication(
  db: Db,
  rules: Pick<Settings, 'rewards'>,
  id: number,
  action: 'approve' | 'reject',
  remark?: string,
) {
  return inTransaction(db, async (tx) => {
    const [locked] = await tx
      .select()
      .from(promotionApplications)
      .where(eq(promotionApplications.id, id))
      .for('update');
    const row = awaitingDecision(locked, 'application', 'APPLYING');
    if (action === 'approve') {
      const [p] = await tx.select().from(promotions).where(eq(promotions.id, row.promotionId));
      if (!p) throw new AppError('NOT_FOUND', 'No such promotion');
      const rule = bonusRuleOf(PromotionRule.parse(p.rule));
      const amount = rule.kind === 'FIXED' ? rule.amount : 0n;
      await grantBonus(tx, {
        key: `application:${row.id}`,
        memberId: row.memberId,
        source: 'PROMOTION',
        amount,
        required: turnoverFor(amount, p.turnoverMultiple),
        remark: p.title,
        expiresAt: bonusExpiry(rules.rewards),
      });
    }
    await tx
      .update(promotionApplications)
      .set({
        status: action === 'approve' ? 'ISSUED' : 'REJECTED',
        remark: remark ?? null,
        decidedAt: new Date(),
      })
      .where(eq(promotionApplications.id, id));
  });
}
