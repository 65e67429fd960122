import {
  fromMinor,
  type getPromotionDetail,
  type getPromotionStates,
  type PromotionCard,
  type ValueOf,
} from '@gamehall/contract';
import { and, asc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Queryable, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { promotions } from '../../db/schema/promotions.ts';
import { AppError } from '../../lib/app-error.ts';
import { contentOrder, localized } from '../../lib/localized.ts';
import type { Settings } from '../../settings/schema.ts';
import { entriesView, inTransaction } from '../ledger/index.ts';
import { findMemberByAccount, findMemberById, inTeam } from '../member/index.ts';
import { bonusFor } from './bonus-rules.ts';
import {
  claimAndGrant,
  claimByRequest,
  type EarlierClaim,
  type NewClaim,
  replayOrRefuse,
} from './claims.ts';
import {
  type ActionState,
  Audience,
  actionState,
  bonusRuleOf,
  PromotionRule,
  periodOf,
  type Repeat,
} from './promotion-rules.ts';
import { vipLevelOf } from './vip.ts';

type Row = typeof promotions.$inferSelect;
const DAY_MS = 86_400_000;
/** Ended promotions stay on the list this long. */
const ENDED_SHOWN_DAYS = 30;

/** Enabled promotions that have not ended more than a month ago, in the operator's order. */
function shownPromotions(q: Queryable, now: Date) {
  return q
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.enabled, true),
        or(
          isNull(promotions.endsAt),
          gte(promotions.endsAt, new Date(now.getTime() - ENDED_SHOWN_DAYS * DAY_MS)),
        ),
      ),
    )
    .orderBy(asc(promotions.sort), asc(promotions.id));
}

function cardOf(p: Row, order: readonly string[], now: Date): PromotionCard & { content: string } {
  const texts = localized(
    { title: p.title, summary: p.summary, content: p.content },
    p.translations,
    order,
  );
  const rule = PromotionRule.parse(p.rule);
  const status = now < p.startsAt ? 'UPCOMING' : p.endsAt && now >= p.endsAt ? 'ENDED' : 'ONGOING';
  return {
    id: p.id,
    code: p.code,
    type: p.type as PromotionCard['type'],
    ...texts,
    bannerUrl: p.bannerUrl,
    startsAt: p.startsAt.toISOString(),
    endsAt: p.endsAt?.toISOString() ?? null,
    status,
    repeat: p.repeat as Repeat,
    turnoverMultiple: p.turnoverMultiple,
    rule: ruleCard(rule),
  };
}

/** The rule as the card shows it, only the fields of its kind. */
function ruleCard(rule: PromotionRule): PromotionCard['rule'] {
  if (rule.kind === 'DEPOSIT_PERCENT') {
    const { kind, percentBp, cap, minDeposit } = rule;
    return { kind, percentBp, cap, minDeposit };
  }
  if (rule.kind === 'RAFFLE') return { kind: rule.kind, prizes: rule.prizes };
  return { kind: rule.kind, amount: rule.amount };
}

export async function promotionList(app: FastifyInstance, language?: string) {
  const { site } = (await app.settings.get()).settings;
  const now = new Date();
  const order = contentOrder(site, language);
  const rows = await shownPromotions(app.database.db, now);
  return {
    list: rows.map((p) => {
      const { content: _, ...card } = cardOf(p, order, now);
      return card;
    }),
  };
}

export async function promotionDetail(
  app: FastifyInstance,
  id: number,
  language?: string,
): Promise<ValueOf<typeof getPromotionDetail>> {
  const { site } = (await app.settings.get()).settings;
  const row = await enabledPromotion(app.database.db, id);
  return cardOf(row, contentOrder(site, language), new Date());
}

/** An enabled promotion by id, or NOT_FOUND. */
export async function enabledPromotion(q: Queryable, id: number) {
  const [row] = await q
    .select()
    .from(promotions)
    .where(and(eq(promotions.id, id), eq(promotions.enabled, true)));
  if (!row) throw new AppError('NOT_FOUND', 'No such promotion');
  return row;
}

type Rules = Pick<Settings, 'rewards' | 'site' | 'money'>;

/** Whether a promotion's audience takes this player. */
async function eligible(
  q: Queryable,
  rules: Rules,
  audience: Audience,
  memberId: number,
  now: Date,
) {
  if (audience.kind === 'ALL') return true;
  if (audience.kind === 'NEW') {
    const member = await findMemberById(q, memberId);
    return !!member && now.getTime() - member.createdAt.getTime() <= audience.days * DAY_MS;
  }
  if (audience.kind === 'VIP') return (await vipLevelOf(q, rules, memberId)) >= audience.minLevel;
  const agent = await findMemberByAccount(q, audience.agent);
  return !!agent && (await inTeam(q, agent.id, memberId));
}

/** The player's largest deposit since `since` (a deposit bonus's base), or 0. */
async function depositSince(q: Queryable, memberId: number, since: Date) {
  const [row] = rowsOf<{ amount: unknown }>(
    await q.execute(sql`SELECT coalesce(max(e.amount), 0) AS amount FROM ${entriesView} e
      WHERE e.tx_member_id = ${memberId} AND e.tx_created_at >= ${since}
        AND e.type = 'DEPOSIT' AND e.member_id = ${memberId} AND e.kind = 'MAIN'`),
  );
  return BigInt(String(row?.amount ?? 0));
}

/** A promotion as this player stands with it now: the button, and what a claim gives. */
export async function standing(q: Queryable, rules: Rules, p: Row, memberId: number, now: Date) {
  const period = periodOf(p.repeat as Repeat, rules.site.timeZone, now, p.startsAt);
  const parsed = PromotionRule.parse(p.rule);
  const kind = parsed.kind;
  const rule = bonusRuleOf(parsed);
  const [claimed] = rowsOf(
    await q.execute(sql`SELECT 1 FROM reward_claims WHERE rule = ${`PROMO:${p.code}`}
      AND member_id = ${memberId} AND period = ${period.key}`),
  );
  const since = new Date(Math.max(period.since.getTime(), p.startsAt.getTime()));
  const deposit = rule.kind === 'DEPOSIT_PERCENT' ? await depositSince(q, memberId, since) : 0n;
  const amount = bonusFor(rule, deposit);
  const application =
    kind === 'APPLICATION' ? await applicationStatus(q, p.id, memberId, period.key) : null;
  const state: ActionState = actionState({
    now,
    startsAt: p.startsAt,
    endsAt: p.endsAt,
    eligible: await eligible(q, rules, Audience.parse(p.audience), memberId, now),
    claimed: !!claimed,
    // A promotion by application is joined by applying, never claimed; a raffle's prize
    // is drawn when it is claimed.
    qualifies: kind === 'RAFFLE' || (kind !== 'APPLICATION' && amount > 0n),
    application,
  });
  return { state, amount, period, rule, kind };
}

/** This period's application of the player to a promotion, if any. */
async function applicationStatus(
  q: Queryable,
  promotionId: number,
  memberId: number,
  period: string,
) {
  const [row] = rowsOf<{ status: 'APPLYING' | 'ISSUED' | 'REJECTED' }>(
    await q.execute(sql`SELECT status FROM promotion_applications
      WHERE promotion_id = ${promotionId} AND member_id = ${memberId} AND period = ${period}`),
  );
  return row?.status ?? null;
}

export async function promotionStates(
  app: FastifyInstance,
  memberId: number,
): Promise<ValueOf<typeof getPromotionStates>> {
  const { settings } = await app.settings.get();
  const now = new Date();
  const rows = (await shownPromotions(app.database.db, now)).filter(
    (p) => !p.endsAt || p.endsAt > now,
  );
  const states = [];
  for (const p of rows) {
    const s = await standing(app.database.db, settings, p, memberId, now);
    states.push({
      id: p.id,
      state: s.state,
      amount: s.state === 'CLAIM' && s.kind !== 'RAFFLE' ? fromMinor(s.amount) : null,
    });
  }
  return { states, available: states.filter((s) => s.state === 'CLAIM').length };
}

/**
 * Claims a promotion's bonus once per period (a raffle's through raffle.ts): the claim row
 * (promotion, player, period) first — a second claim of the period finds it, a repeat of
 * the request answers the first — then the bonus as a grant with the promotion's turnover
 * multiple.
 */
export async function claimPromotion(
  app: FastifyInstance,
  memberId: number,
  promotionId: number,
  requestId: string,
) {
  const { settings } = await app.settings.get();
  return inTransaction(app.database.db, async (tx) => {
    const earlier = await promoClaimByRequest(tx, memberId, requestId);
    if (earlier) return answerOf(earlier);
    const p = await enabledPromotion(tx, promotionId);
    const now = new Date();
    const s = await claimable(tx, settings, p, memberId, now);
    if (s.kind === 'RAFFLE') throw notOpen('RAFFLE');
    const claimed = await claimPromotionOnce(tx, settings, p, {
      memberId,
      period: s.period.key,
      requestId,
      amount: s.amount,
      now,
    });
    if (!claimed) return answerOf(await promoReplayOrRefuse(tx, memberId, requestId));
    return {
      amount: fromMinor(s.amount),
      grantId: claimed.grantId,
      turnover: fromMinor(claimed.required),
    };
  });
}

/** The player's standing on a promotion they claim, refused unless its button is Claim. */
export async function claimable(tx: Tx, rules: Rules, p: Row, memberId: number, now: Date) {
  const s = await standing(tx, rules, p, memberId, now);
  if (s.state === 'CLAIMED') throw alreadyClaimed();
  if (s.state === 'JOIN' && s.kind === 'DEPOSIT_PERCENT') {
    const minDeposit = s.rule.kind === 'DEPOSIT_PERCENT' ? fromMinor(s.rule.minDeposit) : 0;
    throw new AppError('DEPOSIT_REQUIRED', 'Make a deposit first to take this bonus', {
      details: { minDeposit },
    });
  }
  if (s.state !== 'CLAIM') throw notOpen(s.state);
  return s;
}

const notOpen = (state: string) =>
  new AppError('PROMOTION_NOT_OPEN', 'This promotion is not open to you now', {
    details: { state },
  });

/** A promotion's claim (raffles included). */
const isPromo = (rule: string) => rule.startsWith('PROMO:');

/** The claim row of a promotion, then its bonus with the promotion's turnover multiple. */
export const claimPromotionOnce = (
  tx: Tx,
  rules: Pick<Settings, 'rewards'>,
  p: Row,
  c: Pick<NewClaim, 'memberId' | 'period' | 'requestId' | 'amount' | 'now' | 'detail'>,
) =>
  claimAndGrant(tx, rules, {
    ...c,
    rule: `PROMO:${p.code}`,
    multiple: p.turnoverMultiple,
    remark: p.title,
    detail: { promotionId: p.id, ...c.detail },
  });

export const promoClaimByRequest = (tx: Tx, memberId: number, requestId: string) =>
  claimByRequest(tx, memberId, requestId, isPromo);

/** After a claim row was there already: this request's first answer, or ALREADY_CLAIMED. */
export const promoReplayOrRefuse = (tx: Tx, memberId: number, requestId: string) =>
  replayOrRefuse(tx, memberId, requestId, isPromo, alreadyClaimed);

const alreadyClaimed = () =>
  new AppError('ALREADY_CLAIMED', 'You already took this promotion for now');

const answerOf = (c: EarlierClaim) => ({
  amount: fromMinor(c.amount),
  grantId: c.grantId,
  turnover: fromMinor(c.turnover),
});
