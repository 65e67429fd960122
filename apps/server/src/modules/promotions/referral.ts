import { randomInt } from 'node:crypto';
import { fromMinor, toMinor } from '@gamehall/contract';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Queryable } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { referralCodes, referrals } from '../../db/schema/promotions.ts';
import { TRIAL_TYPE } from '../../lib/platform-types.ts';
import type { Referrals } from '../../lib/referrals.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import type { Settings } from '../../settings/schema.ts';
import { maskAccount } from '../games/index.ts';
import { inTransaction, memberDaysView, turnoverFor } from '../ledger/index.ts';
import { accountsOf, findMemberById, knownIps } from '../member/index.ts';
import { settledDaysView } from '../provider/index.ts';
import { bonusExpiry, grantBonus } from './grants.ts';

/*
 * Invite and earn (issue 16; decision 033): a player's code and link; a friend who
 * registers with it is the player's referral; when the friend has deposited and wagered
 * the brand's amounts, the player earns the referral bonus once per friend. A friend who
 * registers from an address the player has used is a second account of the same person
 * and earns nothing (SAME_IP).
 */

type Rules = Pick<Settings, 'rewards' | 'money'>;
/** Letters and digits a reader does not confuse (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const newCode = () =>
  Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** The player's referral code, made on first use. */
export async function referralCodeOf(db: Db, memberId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [own] = await db.select().from(referralCodes).where(eq(referralCodes.memberId, memberId));
    if (own) return own.code;
    try {
      await db.insert(referralCodes).values({ memberId, code: newCode() }).onConflictDoNothing({
        target: referralCodes.memberId,
      });
    } catch (err) {
      // Another player drew the same code: draw again.
      if (!isUniqueViolation(err)) throw err;
    }
  }
  throw new Error('no referral code could be made');
}

/** The registration's side: records a friend who joined with a code (an unknown code: nothing). */
export const referralsOf = (db: Db): Referrals => ({
  async joined(code, friendId, ip) {
    const [owner] = await db
      .select()
      .from(referralCodes)
      .where(eq(referralCodes.code, code.trim().toUpperCase()));
    if (!owner || owner.memberId === friendId) return;
    const referrer = await findMemberById(db, owner.memberId);
    if (!referrer || referrer.type === TRIAL_TYPE) return;
    const used = new Set([...(await knownIps(db, referrer.id)), referrer.registerIp]);
    const sameIp = used.has(ip);
    await db
      .insert(referrals)
      .values({
        friendId,
        referrerId: referrer.id,
        ip,
        eligible: !sameIp,
        reason: sameIp ? 'SAME_IP' : null,
      })
      .onConflictDoNothing();
  },
});

/** Each friend's deposits and valid bets in all. */
async function friendFigures(q: Queryable, friendIds: readonly number[]) {
  if (friendIds.length === 0) return new Map<number, { deposit: bigint; validBet: bigint }>();
  const ids = JSON.stringify(friendIds);
  const rows = rowsOf<{ id: unknown; deposit: unknown; valid_bet: unknown }>(
    await q.execute(sql`SELECT f.id,
        coalesce((SELECT sum(x.amount) FROM ${memberDaysView} x
          WHERE x.member_id = f.id AND x.type = 'DEPOSIT'), 0) AS deposit,
        coalesce((SELECT sum(d.valid_bet) FROM ${settledDaysView} d WHERE d.member_id = f.id), 0)
          AS valid_bet
      FROM (SELECT (jsonb_array_elements_text(${ids}::jsonb))::bigint AS id) f`),
  );
  return new Map(
    rows.map((r) => [
      Number(r.id),
      { deposit: BigInt(String(r.deposit)), validBet: BigInt(String(r.valid_bet)) },
    ]),
  );
}

const WAITING_BATCH = 500;

/**
 * Pays the referral bonus for each eligible friend who now qualifies, once per friend:
 * the referral row locked and marked in the bonus's transaction. `referrerId` limits it to
 * one player's friends (their page); the job looks at all.
 */
export async function payReferralRewards(db: Db, rules: Rules, referrerId?: number) {
  const waiting = await db
    .select()
    .from(referrals)
    .where(
      and(
        eq(referrals.eligible, true),
        isNull(referrals.rewardedAt),
        referrerId ? eq(referrals.referrerId, referrerId) : undefined,
      ),
    )
    .limit(WAITING_BATCH);
  const figures = await friendFigures(
    db,
    waiting.map((r) => r.friendId),
  );
  const { bonus, minDeposit, turnover } = rules.rewards.referral;
  const due = waiting.filter((r) => {
    const f = figures.get(r.friendId);
    return !!f && f.deposit >= toMinor(minDeposit) && f.validBet >= toMinor(turnover);
  });
  let paid = 0;
  for (const r of due) {
    const amount = toMinor(bonus);
    const done = await inTransaction(db, async (tx) => {
      const [row] = await tx
        .update(referrals)
        .set({ rewardedAt: new Date() })
        .where(and(eq(referrals.friendId, r.friendId), isNull(referrals.rewardedAt)))
        .returning();
      if (!row || amount <= 0n) return false;
      await grantBonus(tx, {
        key: `referral:${r.friendId}`,
        memberId: r.referrerId,
        source: 'PROMOTION',
        amount,
        required: turnoverFor(amount, rules.money.bonusTurnoverMultiple),
        remark: 'REFERRAL',
        expiresAt: bonusExpiry(rules.rewards),
      });
      return true;
    });
    if (done) paid++;
  }
  return paid;
}

/** The referral page: the code, the brand's terms, the friends and where each stands. */
export async function referralPage(db: Db, rules: Rules, memberId: number) {
  await payReferralRewards(db, rules, memberId);
  const code = await referralCodeOf(db, memberId);
  const friends = await db
    .select()
    .from(referrals)
    .where(eq(referrals.referrerId, memberId))
    .orderBy(desc(referrals.createdAt))
    .limit(200);
  const figures = await friendFigures(
    db,
    friends.map((f) => f.friendId),
  );
  const accounts = await accountsOf(
    db,
    friends.map((f) => f.friendId),
  );
  const { bonus, minDeposit, turnover } = rules.rewards.referral;
  return {
    code,
    bonus,
    minDeposit,
    turnover,
    earned: fromMinor(toMinor(bonus) * BigInt(friends.filter((f) => f.rewardedAt).length)),
    friends: friends.map((f) => {
      const figure = figures.get(f.friendId) ?? { deposit: 0n, validBet: 0n };
      return {
        account: maskAccount(accounts.get(f.friendId) ?? ''),
        joinedAt: f.createdAt.toISOString(),
        deposited: figure.deposit >= toMinor(minDeposit),
        validBet: fromMinor(figure.validBet),
        state: f.rewardedAt ? 'REWARDED' : f.eligible ? 'PENDING' : 'NOT_ELIGIBLE',
      } as const;
    }),
  };
}
