import { randomBytes } from 'node:crypto';
import { fromMinor, type RaffleDraw, toMinor } from '@gamehall/contract';
import { commitment, rafflePrize, raffleTicket } from '@gamehall/games';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Queryable, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { raffleRounds } from '../../db/schema/promotions.ts';
import { AppError } from '../../lib/app-error.ts';
import { inTransaction } from '../ledger/index.ts';
import type { EarlierClaim, RaffleDetail } from './claims.ts';
import { PromotionRule, periodOf, type Repeat } from './promotion-rules.ts';
import {
  claimable,
  claimPromotionOnce,
  enabledPromotion,
  promoClaimByRequest,
  promoReplayOrRefuse,
} from './promotion-service.ts';

/*
 * Raffle / red envelope promotions (issue 16, decision 033): each period of the promotion
 * is a round with its own server seed, committed by its hash before any draw (the round's
 * row is made before the first look or draw) and shown once the round is over. A player's
 * draw is the fair core's ticket from that seed, their client seed and nonce 0; its prize
 * is the published table's. One draw per player and round: the claim row comes first.
 */

type Promotion = Awaited<ReturnType<typeof enabledPromotion>>;
type RoundRow = typeof raffleRounds.$inferSelect;

/** Rounds over shown on the raffle's page. */
const PAST_SHOWN = 10;
/** Draws of a player shown. */
const DRAWS_SHOWN = 50;

function raffleRule(p: Promotion) {
  const rule = PromotionRule.parse(p.rule);
  if (rule.kind !== 'RAFFLE') throw new AppError('NOT_FOUND', 'This promotion is not a raffle');
  return rule;
}

/** Whether a round is over at `now`: its period ended, or the promotion did. */
const isOver = (round: RoundRow, p: Promotion, now: Date) =>
  (!!round.endsAt && now >= round.endsAt) || (!!p.endsAt && now >= p.endsAt);

const roundView = (round: RoundRow, p: Promotion, now: Date) => ({
  round: round.round,
  seedHash: round.seedHash,
  serverSeed: isOver(round, p, now) ? round.serverSeed : null,
  endsAt: round.endsAt?.toISOString() ?? null,
});

/**
 * The round running at `now`, made with a fresh seed if it is not there yet. On its own
 * (not in a claim's transaction) so that every claim of the round, however many at once,
 * reads the one seed that was committed.
 */
async function currentRound(db: Db, zone: string, p: Promotion, now: Date) {
  const period = periodOf(p.repeat as Repeat, zone, now, p.startsAt);
  const ends = [period.until, p.endsAt].filter((d): d is Date => !!d);
  const serverSeed = randomBytes(32).toString('hex');
  await db
    .insert(raffleRounds)
    .values({
      promotionId: p.id,
      round: period.key,
      serverSeed,
      seedHash: commitment(serverSeed),
      endsAt: ends.length ? new Date(Math.min(...ends.map((d) => d.getTime()))) : null,
    })
    .onConflictDoNothing();
  return roundOf(db, p.id, period.key);
}

async function roundOf(q: Queryable, promotionId: number, round: string) {
  const [row] = await q
    .select()
    .from(raffleRounds)
    .where(and(eq(raffleRounds.promotionId, promotionId), eq(raffleRounds.round, round)));
  if (!row) throw new Error(`raffle round ${promotionId}/${round} is missing`);
  return row;
}

const running = (p: Promotion, now: Date) => now >= p.startsAt && (!p.endsAt || now < p.endsAt);

/** The raffle's running round by its commitment, and the last rounds over with their seeds. */
export async function raffleRoundList(app: FastifyInstance, promotionId: number) {
  const db = app.database.db;
  const p = await enabledPromotion(db, promotionId);
  raffleRule(p);
  const now = new Date();
  const zone = (await app.settings.get()).settings.site.timeZone;
  const current = running(p, now) ? await currentRound(db, zone, p, now) : null;
  const rows = await db
    .select()
    .from(raffleRounds)
    .where(
      current
        ? and(eq(raffleRounds.promotionId, p.id), ne(raffleRounds.round, current.round))
        : eq(raffleRounds.promotionId, p.id),
    )
    .orderBy(desc(raffleRounds.createdAt))
    .limit(PAST_SHOWN);
  return {
    current: current && roundView(current, p, now),
    past: rows.filter((r) => isOver(r, p, now)).map((r) => roundView(r, p, now)),
  };
}

/**
 * Opens the red envelope: the round's seed, the claim row with the draw (once per player
 * and round; a repeat of the request answers the first draw), the prize as a grant.
 */
export async function claimRaffle(
  app: FastifyInstance,
  memberId: number,
  body: { promotionId: number; requestId: string; clientSeed: string },
): Promise<{ grantId: number; turnover: number; draw: RaffleDraw }> {
  const db = app.database.db;
  const { settings } = await app.settings.get();
  const p = await enabledPromotion(db, body.promotionId);
  const rule = raffleRule(p);
  const now = new Date();
  const round = running(p, now) ? await currentRound(db, settings.site.timeZone, p, now) : null;
  return inTransaction(db, async (tx) => {
    const earlier = await promoClaimByRequest(tx, memberId, body.requestId);
    if (earlier) return replayedDraw(tx, earlier, p, now);
    const s = await claimable(tx, settings, p, memberId, now);
    if (!round || round.round !== s.period.key)
      throw new AppError('PROMOTION_NOT_OPEN', 'This raffle is not open now');
    const ticket = raffleTicket({
      serverSeed: round.serverSeed,
      clientSeed: body.clientSeed,
      nonce: 0,
    });
    const prize = rafflePrize(
      rule.prizes.map((x) => x.chanceBp),
      ticket,
    );
    const amount = toMinor(rule.prizes[prize]?.amount ?? 0);
    const raffle: RaffleDetail = { clientSeed: body.clientSeed, ticket, prize };
    const claimed = await claimPromotionOnce(tx, settings, p, {
      memberId,
      period: round.round,
      requestId: body.requestId,
      amount,
      now,
      detail: { raffle },
    });
    if (!claimed) {
      return replayedDraw(tx, await promoReplayOrRefuse(tx, memberId, body.requestId), p, now);
    }
    return drawAnswer(
      {
        rule: `PROMO:${p.code}`,
        period: round.round,
        amount,
        grantId: claimed.grantId,
        turnover: claimed.required,
        raffle,
        at: claimed.at,
      },
      round,
      p,
      now,
    );
  });
}

/** The first answer of a request id used before: this raffle's draw, nothing else. */
async function replayedDraw(tx: Tx, c: EarlierClaim, p: Promotion, now: Date) {
  if (c.rule !== `PROMO:${p.code}` || !c.raffle) {
    throw new AppError('IDEMPOTENCY_CONFLICT', 'This request id was used for another claim');
  }
  return drawAnswer({ ...c, raffle: c.raffle }, await roundOf(tx, p.id, c.period), p, now);
}

type RaffleClaim = EarlierClaim & { raffle: RaffleDetail };

const drawAnswer = (c: RaffleClaim, round: RoundRow, p: Promotion, now: Date) => ({
  grantId: c.grantId,
  turnover: fromMinor(c.turnover),
  draw: drawOf(c.raffle, c.amount, c.at, round, p, now),
});

const drawOf = (
  r: RaffleDetail,
  amount: bigint,
  at: Date,
  round: RoundRow,
  p: Promotion,
  now: Date,
): RaffleDraw => ({
  ...roundView(round, p, now),
  clientSeed: r.clientSeed,
  nonce: 0,
  ticket: r.ticket,
  prize: r.prize,
  amount: fromMinor(amount),
  at: at.toISOString(),
});

/** The player's draws of a raffle, newest first. */
export async function raffleDraws(app: FastifyInstance, memberId: number, promotionId: number) {
  const db = app.database.db;
  const p = await enabledPromotion(db, promotionId);
  raffleRule(p);
  const now = new Date();
  const rows = rowsOf<{
    amount: unknown;
    detail: { raffle: RaffleDetail };
    created_at: Date | string;
    round: string;
    server_seed: string;
    seed_hash: string;
    ends_at: Date | string | null;
    round_created_at: Date | string;
  }>(
    await db.execute(sql`SELECT c.amount, c.detail, c.created_at, r.round, r.server_seed,
        r.seed_hash, r.ends_at, r.created_at AS round_created_at
      FROM reward_claims c
      JOIN raffle_rounds r ON r.promotion_id = ${p.id} AND r.round = c.period
      WHERE c.rule = ${`PROMO:${p.code}`} AND c.member_id = ${memberId}
        AND c.detail -> 'raffle' IS NOT NULL
      ORDER BY c.id DESC LIMIT ${DRAWS_SHOWN}`),
  );
  return {
    list: rows.map((row) => {
      const round: RoundRow = {
        promotionId: p.id,
        round: row.round,
        serverSeed: row.server_seed,
        seedHash: row.seed_hash,
        endsAt: row.ends_at === null ? null : new Date(row.ends_at),
        createdAt: new Date(row.round_created_at),
      };
      return drawOf(
        row.detail.raffle,
        BigInt(String(row.amount)),
        new Date(row.created_at),
        round,
        p,
        now,
      );
    }),
  };
}
