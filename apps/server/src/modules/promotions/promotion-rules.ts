import { toMinor } from '@gamehall/contract';
import { isWholeRaffleTable } from '@gamehall/games';
import { z } from 'zod';
import { dayEnd, dayOf, dayStart, instantOf, wallAt } from '../../lib/time-zone.ts';
import type { BonusRule } from './bonus-rules.ts';

/*
 * A promotion's rules as pure functions (issue 16, decision 033): what it gives, who may
 * take it, how often, and the state of its button for a player (product §4 activity
 * states). The operator's data is checked by these schemas where it is read.
 */

const major = z.number().min(0).max(10_000_000_000);

export const PromotionRule = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('DEPOSIT_PERCENT'),
    percentBp: z.number().int().min(1).max(100_000),
    cap: major,
    minDeposit: major,
  }),
  z.object({ kind: z.literal('FIXED'), amount: major.min(0.01) }),
  /** A bonus the operator issues on approving the player's application (product §5). */
  z.object({ kind: z.literal('APPLICATION'), amount: major.min(0.01) }),
  /**
   * A red envelope: once per period a prize drawn by the fair core from this published
   * table, each prize's chance in basis points, the chances adding up to 10 000.
   */
  z.object({
    kind: z.literal('RAFFLE'),
    prizes: z
      .array(z.object({ amount: major.min(0.01), chanceBp: z.number().int().min(1) }))
      .min(1)
      .max(50)
      .refine((ps) => isWholeRaffleTable(ps.map((p) => p.chanceBp)), {
        message: 'the chances must add up to 10000 basis points',
      }),
  }),
]);
export type PromotionRule = z.infer<typeof PromotionRule>;

export const Audience = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ALL') }),
  /** Players registered within the last `days` days. */
  z.object({ kind: z.literal('NEW'), days: z.number().int().min(1).max(366) }),
  z.object({ kind: z.literal('VIP'), minLevel: z.number().int().min(0).max(99) }),
  /** The team of the agent with this account. */
  z.object({ kind: z.literal('DOWNLINE'), agent: z.string().min(1).max(64) }),
]);
export type Audience = z.infer<typeof Audience>;

export type Repeat = 'ONCE' | 'DAILY' | 'WEEKLY';

/** The rule in minor units, as the bonus rules compute it (a raffle's prize is drawn). */
export function bonusRuleOf(rule: PromotionRule): BonusRule {
  if (rule.kind === 'RAFFLE') return { kind: 'FIXED', amount: 0n };
  if (rule.kind !== 'DEPOSIT_PERCENT') return { kind: 'FIXED', amount: toMinor(rule.amount) };
  return {
    kind: 'DEPOSIT_PERCENT',
    percentBp: rule.percentBp,
    cap: toMinor(rule.cap),
    minDeposit: toMinor(rule.minDeposit),
  };
}

/**
 * The period a claim at `now` belongs to, by the brand's calendar: its key (one claim per
 * promotion, player and key), the instant it began (a deposit bonus counts deposits
 * from then on) and the one it ends (null for ONCE: it lasts as long as the promotion).
 */
export function periodOf(
  repeat: Repeat,
  zone: string,
  now: Date,
  startsAt: Date,
): { key: string; since: Date; until: Date | null } {
  if (repeat === 'ONCE') return { key: 'ONCE', since: startsAt, until: null };
  const day = dayOf(zone, now);
  if (repeat === 'DAILY') return { key: day, since: dayStart(zone, day), until: dayEnd(zone, day) };
  // ISO weeks begin on Monday; the key is the Monday's date.
  const wall = wallAt(zone, now.getTime());
  const back = (wall.getUTCDay() + 6) % 7;
  const monday = instantOf(
    zone,
    wall.getUTCFullYear(),
    wall.getUTCMonth(),
    wall.getUTCDate() - back,
  );
  const next = instantOf(
    zone,
    wall.getUTCFullYear(),
    wall.getUTCMonth(),
    wall.getUTCDate() - back + 7,
  );
  return { key: `W${dayOf(zone, monday)}`, since: monday, until: next };
}

/**
 * The button a player sees on a promotion (product §4): coming soon before it starts,
 * Close once it ended or when it is not for them, Claimed once taken this period, Join
 * when a deposit bonus waits for a deposit or an application can be sent, Claim when it
 * can be taken now; an application's own state (Applying, Issued, Rejected) once sent.
 */
export type ActionState =
  | 'COMING_SOON'
  | 'CLOSE'
  | 'JOIN'
  | 'CLAIM'
  | 'CLAIMED'
  | 'APPLYING'
  | 'ISSUED'
  | 'REJECTED';

export function actionState(p: {
  now: Date;
  startsAt: Date;
  endsAt: Date | null;
  eligible: boolean;
  claimed: boolean;
  /** For a deposit bonus: a deposit of this period that qualifies. */
  qualifies: boolean;
  /** For a promotion by application: this period's application, if sent. */
  application?: 'APPLYING' | 'ISSUED' | 'REJECTED' | null;
}): ActionState {
  if (p.now < p.startsAt) return 'COMING_SOON';
  if (p.application) return p.application;
  if (p.endsAt && p.now >= p.endsAt) return 'CLOSE';
  if (p.claimed) return 'CLAIMED';
  if (!p.eligible) return 'CLOSE';
  return p.qualifies ? 'CLAIM' : 'JOIN';
}
