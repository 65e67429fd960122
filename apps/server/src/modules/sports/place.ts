import { type BodyOf, type placeSportsBet, toMinor } from '@gamehall/contract';
import { checkSlip, comboOdds, potentialReturn, SportsRuleError } from '@gamehall/games/sports';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthMember } from '../../lib/platform-types.ts';
import { requestHash } from '../../lib/request-hash.ts';
import { account, inTransaction } from '../ledger/index.ts';
import { openHouseRounds } from '../provider/index.ts';
import { betByRequest, insertBet, raiseLiability } from './bets-repo.ts';
import { bookOf } from './book.ts';
import { type CheckedLeg, checkLegs, matchIdOf, pricedLegs } from './leg-checks.ts';
import { matchesByIds } from './matches-repo.ts';
import { betAnswer } from './my-bets.ts';
import { roundIdOf } from './round-id.ts';

type PlaceBody = BodyOf<typeof placeSportsBet>;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The slip's shape: a single of one leg, a combo of 2–10 legs of different matches. */
function checkShape(body: PlaceBody) {
  try {
    checkSlip(
      body.legs.map((l) => ({ matchId: matchIdOf(l.marketId), marketId: l.marketId })),
      body.kind,
    );
  } catch (err) {
    if (err instanceof SportsRuleError) {
      throw new AppError('SPORTS_SLIP_INVALID', err.message, { details: { rule: err.code } });
    }
    throw err;
  }
}

/** What the liability of a leg's selection grows by: what the bet could win beyond its stake. */
const exposureOf = (potential: bigint, stake: bigint) => potential - stake;

async function replayed(q: Queryable, member: AuthMember, body: PlaceBody, hash: string) {
  const bet = await betByRequest(q, member.id, body.requestId);
  if (!bet) return null;
  if (bet.requestHash !== hash) {
    throw new AppError('IDEMPOTENCY_CONFLICT', 'This request id was used for another bet');
  }
  return bet.id;
}

/**
 * Places a single or a combo at the server's prices (decision 037): the slip's shape and
 * limits, each leg's market open and its price within what the slip accepts — for an
 * in-play leg after the delay, refused if its match changed meanwhile — then, in one
 * transaction, the bet, its legs, each selection's liability within the cap and the stake
 * taken from the main wallet as the book's house round. A replay answers the first bet.
 */
export async function placeBet(app: FastifyInstance, member: AuthMember, body: PlaceBody) {
  const db = app.database.db;
  const rules = (await app.settings.get()).settings.sports;
  const hash = requestHash('SPORTS_BET', member.id, body);
  const earlier = await replayed(db, member, body, hash);
  if (earlier !== null) return betAnswer(app, member.id, earlier);
  const book = await bookOf(db, body.book);
  checkShape(body);
  const stake = toMinor(body.stake);
  if (stake < toMinor(rules.minStake) || stake > toMinor(rules.maxStake)) {
    throw new AppError('SPORTS_STAKE_LIMIT', 'The stake is outside this book’s limits', {
      details: { min: rules.minStake, max: rules.maxStake },
    });
  }
  const ids = body.legs.map((l) => matchIdOf(l.marketId));
  const seen = checkLegs(await matchesByIds(db, ids), body.legs, new Date());
  const inPlay = seen.some((l) => l.match.phase === 'live');
  if (inPlay) await sleep(rules.inPlayDelaySeconds * 1000);

  const betId = await inTransaction(db, async (tx) => {
    const now = checkLegs(await matchesByIds(tx, ids), body.legs, new Date());
    if (inPlay) checkUnchanged(seen, now);
    const legs = pricedLegs(now, body.legs, body.accept);
    const potential = potentialReturn(
      stake,
      legs.map((l) => l.odds),
    );
    if (potential > toMinor(rules.maxPayout)) {
      throw new AppError('SPORTS_PAYOUT_LIMIT', 'This bet could pay more than a bet may', {
        details: { maxPayout: rules.maxPayout },
      });
    }
    const id = await insertBet(tx, {
      memberId: member.id,
      requestId: body.requestId,
      requestHash: hash,
      vendor: book.vendor,
      gameCode: book.gameCode,
      kind: body.kind,
      stake,
      odds: comboOdds(legs.map((l) => l.odds)),
      potential,
      legs,
    });
    // Another request with this id won the race: answer its bet.
    if (id === null) return null;
    const cap = toMinor(rules.maxLiability);
    for (const leg of legs) {
      if (!(await raiseLiability(tx, leg.marketId, leg.pick, exposureOf(potential, stake), cap))) {
        throw new AppError('SPORTS_LIABILITY_LIMIT', 'This selection takes no more bets now');
      }
    }
    await openHouseRounds(
      tx,
      {
        vendor: book.vendor,
        memberId: member.id,
        wallet: account.main(member.id),
        key: `sports-bet-${id}`,
        reference: roundIdOf(id),
      },
      [{ roundId: roundIdOf(id), gameCode: book.gameCode, amount: stake }],
    );
    return id;
  });
  const id = betId ?? (await replayed(db, member, body, hash));
  if (id === null) throw new Error('a bet neither placed nor found');
  return betAnswer(app, member.id, id);
}

/** An in-play bet is refused when its match scored, or a market closed, during the delay. */
function checkUnchanged(before: readonly CheckedLeg[], after: readonly CheckedLeg[]) {
  for (const [i, leg] of after.entries()) {
    const was = before[i];
    if (!was || leg.match.phase !== 'live') continue;
    const decisive = (l: CheckedLeg) =>
      l.match.events.filter((e) => e.kind !== 'points' && e.kind !== 'game').length;
    if (decisive(leg) !== decisive(was) || leg.market.suspended) {
      throw new AppError(
        'SPORTS_IN_PLAY_CHANGED',
        'The match changed while your in-play bet waited: it was not placed',
      );
    }
  }
}
