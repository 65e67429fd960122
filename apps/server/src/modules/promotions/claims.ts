import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Settings } from '../../settings/schema.ts';
import { turnoverFor } from '../ledger/index.ts';
import { bonusExpiry, grantBonus } from './grants.ts';

/*
 * A reward claimed once per rule, player and period whose money is a bonus grant
 * (decision 033): a promotion's (PROMO:{code}, raffles included) or the VIP monthly bonus
 * (VIP_MONTHLY). The claim row first — a second claim of the period finds it, a repeat of
 * the request answers the first — then the grant, keyed by the claim.
 */

/** What a raffle claim keeps of its draw (the seed is the round's). */
export interface RaffleDetail {
  clientSeed: string;
  ticket: number;
  prize: number;
}

export interface NewClaim {
  rule: string;
  memberId: number;
  period: string;
  requestId: string;
  amount: bigint;
  /** The bonus must be wagered this many times. */
  multiple: number;
  remark: string;
  now: Date;
  detail?: Record<string, unknown>;
}

/**
 * The claim row, then the bonus as a grant with its turnover. Null when this period's
 * claim is there already (this request's or another's: replayOrRefuse).
 */
export async function claimAndGrant(tx: Tx, rules: Pick<Settings, 'rewards'>, c: NewClaim) {
  const required = turnoverFor(c.amount, c.multiple);
  const detail = { ...c.detail, turnover: String(required) };
  const [claim] = rowsOf<{ id: unknown; created_at: Date | string }>(
    await tx.execute(sql`INSERT INTO reward_claims (rule, member_id, period, request_id, amount, detail)
      VALUES (${c.rule}, ${c.memberId}, ${c.period}, ${c.requestId}, ${c.amount},
        ${JSON.stringify(detail)}::jsonb)
      ON CONFLICT DO NOTHING RETURNING id, created_at`),
  );
  if (!claim) return null;
  const { grant } = await grantBonus(tx, {
    key: grantKey(claim.id),
    memberId: c.memberId,
    source: 'PROMOTION',
    amount: c.amount,
    required,
    remark: c.remark,
    expiresAt: bonusExpiry(rules.rewards, c.now),
  });
  return { grantId: grant.id, required, at: new Date(claim.created_at) };
}

/** A claim's grant (the `promo:` prefix predates the VIP monthly bonus; kept for old rows). */
const grantKey = (claimId: unknown) => `promo:${claimId}`;

/** A claim of a rule that `isRule` takes. */
type RuleTest = (rule: string) => boolean;

/** After a claim row was there already: this request's first answer, or `refusal`. */
export async function replayOrRefuse(
  tx: Tx,
  memberId: number,
  requestId: string,
  isRule: RuleTest,
  refusal: () => AppError,
) {
  const replay = await claimByRequest(tx, memberId, requestId, isRule);
  if (replay) return replay;
  throw refusal();
}

/**
 * An earlier claim of this request id, if any, with its grant; a request id used for a
 * claim of another kind is refused.
 */
export async function claimByRequest(
  tx: Tx,
  memberId: number,
  requestId: string,
  isRule: RuleTest,
) {
  const [row] = rowsOf<{
    id: unknown;
    rule: string;
    period: string;
    amount: unknown;
    detail: { turnover?: string; raffle?: RaffleDetail } | null;
    created_at: Date | string;
  }>(
    await tx.execute(sql`SELECT id, rule, period, amount, detail, created_at FROM reward_claims
      WHERE member_id = ${memberId} AND request_id = ${requestId}`),
  );
  if (!row) return null;
  if (!isRule(row.rule)) {
    throw new AppError('IDEMPOTENCY_CONFLICT', 'This request id was used for another claim');
  }
  const [grant] = rowsOf<{ id: unknown }>(
    await tx.execute(sql`SELECT id FROM bonus_grants WHERE key = ${grantKey(row.id)}`),
  );
  return {
    rule: row.rule,
    period: row.period,
    amount: BigInt(String(row.amount)),
    grantId: Number(grant?.id),
    turnover: BigInt(row.detail?.turnover ?? '0'),
    raffle: row.detail?.raffle ?? null,
    at: new Date(row.created_at),
  };
}

export type EarlierClaim = NonNullable<Awaited<ReturnType<typeof claimByRequest>>>;
