import { sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { AppError } from '../../lib/app-error.ts';
import { dayOf } from '../../lib/time-zone.ts';
import type { Settings } from '../../settings/schema.ts';
import { claimAndGrant, claimByRequest, replayOrRefuse } from './claims.ts';
import { ladderOf, vipLevelOf } from './vip.ts';

/*
 * The VIP monthly bonus (issue 16, decision 033): the player's rank's `monthlyBonus`,
 * claimed once per brand month (rule VIP_MONTHLY, period YYYY-MM of the brand's
 * calendar), a bonus with the brand's bonus turnover — the rank at the moment of the claim.
 */

const RULE = 'VIP_MONTHLY';
const isMonthly = (rule: string) => rule === RULE;

type Rules = Pick<Settings, 'rewards' | 'site' | 'money'>;

/** The brand month `now` is in: YYYY-MM. */
export const brandMonth = (zone: string, now: Date) => dayOf(zone, now).slice(0, 7);

/** The monthly bonus of a rank (0 for a rank without one). */
const bonusAt = (rules: Rules, level: number) =>
  ladderOf(rules).find((r) => r.level === level)?.monthlyBonus ?? 0n;

/** The player's monthly bonus at their rank, and whether this month's is taken. */
export async function monthlyStanding(
  q: Queryable,
  rules: Rules,
  memberId: number,
  level: number,
  now: Date,
) {
  const [taken] = rowsOf(
    await q.execute(sql`SELECT 1 FROM reward_claims WHERE rule = ${RULE}
      AND member_id = ${memberId} AND period = ${brandMonth(rules.site.timeZone, now)}`),
  );
  return { amount: bonusAt(rules, level), claimed: !!taken };
}

const alreadyClaimed = () =>
  new AppError('ALREADY_CLAIMED', 'This month’s VIP bonus was already claimed', {
    details: { next: 'next month' },
  });

/** Claims this brand month's bonus of the player's rank now. */
export async function claimMonthly(tx: Tx, rules: Rules, memberId: number, requestId: string) {
  const earlier = await claimByRequest(tx, memberId, requestId, isMonthly);
  if (earlier) return earlier;
  const level = await vipLevelOf(tx, rules, memberId);
  const amount = bonusAt(rules, level);
  if (amount <= 0n) {
    throw new AppError('NOTHING_TO_CLAIM', 'Your VIP rank has no monthly bonus', {
      details: { level },
    });
  }
  const now = new Date();
  const claimed = await claimAndGrant(tx, rules, {
    rule: RULE,
    memberId,
    period: brandMonth(rules.site.timeZone, now),
    requestId,
    amount,
    multiple: rules.money.bonusTurnoverMultiple,
    remark: `VIP${level}`,
    now,
    detail: { level },
  });
  if (!claimed) return replayOrRefuse(tx, memberId, requestId, isMonthly, alreadyClaimed);
  return { amount, grantId: claimed.grantId, turnover: claimed.required };
}
