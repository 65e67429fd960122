import { createHash, randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { verificationCodes } from '../../db/schema/verification.ts';
import { AppError } from '../../lib/app-error.ts';
import type {
  CodePurpose,
  CodeSent,
  CodeService,
  LimitRule,
  SendCode,
} from '../../lib/platform-types.ts';
import { raiseAlert } from '../system/index.ts';

const MAX_ATTEMPTS = 5;
const FLOOD = 'Too many requests, please try again after 5 minutes';

/** Product §5/§9: one code request per second per target. */
const perSecond: LimitRule = {
  name: 'code-1s',
  points: 1,
  windowSec: 1,
  message: 'Please wait a second before asking for another code',
};
/** Product §8/§9: a flood (more than 5 for a target or 20 for an IP in 10 minutes) locks 5 minutes. */
const floodTarget: LimitRule = {
  name: 'code-flood-target',
  points: 5,
  windowSec: 600,
  blockSec: 300,
  message: FLOOD,
};
const floodIp: LimitRule = {
  name: 'code-flood-ip',
  points: 20,
  windowSec: 600,
  blockSec: 300,
  message: FLOOD,
};

/** The site's SMS in an hour (brand accounts.smsPerHour): one bucket for every sender. */
const siteSms = (points: number): LimitRule => ({ name: 'sms-site', points, windowSec: 3600 });
const SITE = 'site';

const codeHash = (purpose: string, target: string, code: string) =>
  createHash('sha256').update(`${purpose}|${target}|${code}`).digest('hex');

export interface CodeServiceImpl extends CodeService {
  /** Counts a request against the throttles (429 past them) and says when it was made. */
  throttle(req: Pick<SendCode, 'target' | 'ip'>): Promise<CodeSent>;
}

export function codeService(app: FastifyInstance): CodeServiceImpl {
  const db = app.database.db;
  const accounts = async () => (await app.settings.get()).settings;

  async function throttle(req: Pick<SendCode, 'target' | 'ip'>): Promise<CodeSent> {
    await app.limiter.hit(perSecond, req.target);
    await app.limiter.hit(floodTarget, req.target);
    await app.limiter.hit(floodIp, req.ip);
    const minutes = (await accounts()).accounts.codeMinutes;
    const sentAt = new Date();
    return {
      expiredMinutes: minutes,
      sentAt: sentAt.toISOString(),
      // Product §4/§9: the site counts down 60 s × expiredMinutes before it may ask again.
      resendAt: new Date(sentAt.getTime() + 60_000 * minutes).toISOString(),
    };
  }

  /**
   * Counts one SMS against the site's hour (count first, then decide, so parallel senders
   * cannot overshoot); past the quota nothing is sent and the operator gets an alert.
   */
  async function takeSiteSms(quota: LimitRule) {
    try {
      await app.limiter.take(quota, SITE);
    } catch (err) {
      if (!(err instanceof AppError) || err.code !== 'TOO_MANY_REQUESTS') throw err;
      const message = `The site's ${quota.points} SMS for this hour are spent; SMS codes are paused`;
      app.log.warn({ alert: 'SMS_QUOTA' }, message);
      await raiseAlert(db, 'SMS_QUOTA', message);
      throw new AppError(
        'SMS_QUOTA_EXCEEDED',
        'SMS quota exceeded, please contact customer service',
        { retryAfter: err.extra.retryAfter },
      );
    }
  }

  return {
    throttle,
    async send(req) {
      const sent = await throttle(req);
      const settings = await accounts();
      const quota = siteSms(settings.accounts.smsPerHour);
      if (req.channel === 'sms') await takeSiteSms(quota);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const [row] = await db
        .insert(verificationCodes)
        .values({
          purpose: req.purpose,
          target: req.target,
          codeHash: codeHash(req.purpose, req.target, code),
          createdAt: new Date(sent.sentAt),
          expiresAt: new Date(Date.parse(sent.sentAt) + sent.expiredMinutes * 60_000),
          ip: req.ip,
        })
        .returning({ id: verificationCodes.id });
      const brand = settings.site.brandName;
      const text = `${brand} code: ${code}. Valid for ${sent.expiredMinutes} minutes.`;
      try {
        if (req.channel === 'sms') await app.sms.send(req.recipient, text);
        else
          await app.mailer.send({ to: req.recipient, subject: `${brand} verification code`, text });
      } catch (err) {
        // Nobody received it: it must not stay the "newest" code hiding an earlier one,
        // nor count against the hour's quota.
        if (row) await db.delete(verificationCodes).where(eq(verificationCodes.id, row.id));
        if (req.channel === 'sms') await app.limiter.giveBack(quota, SITE);
        throw err;
      }
      return sent;
    },
    async verify(purpose: CodePurpose, target: string, code: string) {
      if (typeof code !== 'string' || !target) return false;
      const hash = codeHash(purpose, target, code.trim());
      // Only the newest code of purpose+target counts (asking again replaces the last one).
      // One UPDATE counts the try and consumes on success; its WHERE is re-checked on the
      // locked row, so of two parallel right answers only one gets a row back.
      const newest = db
        .select({ id: verificationCodes.id })
        .from(verificationCodes)
        .where(and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.target, target)))
        .orderBy(sql`${verificationCodes.id} DESC`)
        .limit(1);
      const [row] = await db
        .update(verificationCodes)
        .set({
          attempts: sql`${verificationCodes.attempts} + 1`,
          consumedAt: sql`CASE WHEN ${verificationCodes.codeHash} = ${hash} THEN now() END`,
        })
        .where(
          and(
            sql`${verificationCodes.id} = (${newest})`,
            sql`${verificationCodes.consumedAt} IS NULL`,
            sql`${verificationCodes.expiresAt} > now()`,
            sql`${verificationCodes.attempts} < ${MAX_ATTEMPTS}`,
          ),
        )
        .returning({ ok: sql<boolean>`${verificationCodes.consumedAt} IS NOT NULL` });
      return row?.ok === true;
    },
  };
}
