import type { ContractKind } from '@gamehall/contract';
import type { Db, Tx } from '../../db/client.ts';
import { account, move, post } from '../ledger/index.ts';
import {
  type ContractRow,
  contractsInForce,
  firstStartOf,
  type StoredTerms,
} from './contracts-repo.ts';
import { rateTableOf } from './contracts-service.ts';
import {
  differentialSplit,
  LOSS_RATE,
  RATE,
  type RateTable,
  rateAt,
  yieldOf,
} from './settlement-math.ts';
import {
  nextPeriod,
  type Period,
  periodAt,
  type Schedule,
  scheduleOf,
} from './settlement-periods.ts';
import {
  claimSettlement,
  finishSettlement,
  insertPayout,
  settledUntil,
} from './settlement-repo.ts';
import {
  nearestHolders,
  type SettledBet,
  type TeamFigures,
  teamBetsIn,
  teamFiguresIn,
} from './team-figures.ts';

/** What a contract earns over the stretches of a period (real-time salary: on its team's stakes `volume`). */
interface Earned {
  yield: bigint;
  amount: bigint;
  volume: bigint;
}

/** What one contract earned over one period. */
interface Share {
  contract: ContractRow;
  /**
   * The team's volume over the whole period (valid bet; net loss for dividends); for
   * real-time salary the stakes of its team's bets settled while it was in force.
   */
  volume: bigint;
  active: number;
  /** The rate the whole period's figures reached (real-time salary: the average paid). */
  rateBp: number;
  yield: bigint;
  amount: bigint;
}

const NO_FIGURES: TeamFigures = { validBet: 0n, netLoss: 0n, active: 0 };

const volumeOf = (kind: ContractKind, f: TeamFigures) =>
  kind === 'DIVIDEND' ? f.netLoss : f.validBet;

/**
 * Real-time salary: each bet earns, on its stake, the win or the loss rate of the step its
 * own stake reaches (the steps' minimum is the single-bet amount); rounded down once.
 */
function perBetYield(table: RateTable, bets: readonly SettledBet[]) {
  let sum = 0n;
  for (const bet of bets) {
    const reach = { volume: bet.stake, active: 0, validBet: 0n };
    sum += bet.stake * BigInt(rateAt(table, reach, bet.lost ? LOSS_RATE : RATE));
  }
  return sum / 10_000n;
}

const stakesOf = (bets: readonly SettledBet[]) => bets.reduce((sum, b) => sum + b.stake, 0n);

/**
 * The moments inside the period where a contract started or ended: the period is split
 * there, and each stretch is split among the holders in force throughout it (decision 027).
 */
function stretchesOf(contracts: readonly ContractRow[], period: Period): Period[] {
  const cuts = new Set([period.start.getTime(), period.end.getTime()]);
  for (const c of contracts) {
    for (const at of [c.startedAt, c.endedAt]) {
      const t = at?.getTime();
      if (t !== undefined && t > period.start.getTime() && t < period.end.getTime()) cuts.add(t);
    }
  }
  const sorted = [...cuts].sort((a, b) => a - b);
  return sorted.slice(1).map((end, i) => ({
    start: new Date(sorted[i] as number),
    end: new Date(end),
  }));
}

const inForceThroughout = (c: ContractRow, s: Period) =>
  (c.startedAt?.getTime() ?? Number.POSITIVE_INFINITY) <= s.start.getTime() &&
  (c.endedAt === null || c.endedAt.getTime() >= s.end.getTime());

/** Each contract's share of one period: yields per stretch, split differentially. */
async function sharesOf(
  tx: Tx,
  kind: ContractKind,
  contracts: readonly ContractRow[],
  period: Period,
  zone: string,
) {
  const realtime = kind === 'REALTIME_SALARY';
  const whole = await teamFiguresIn(
    tx,
    contracts.map((c) => c.memberId),
    period.start,
    period.end,
    zone,
  );
  const figuresOf = (c: ContractRow) => whole.get(c.memberId) ?? NO_FIGURES;
  const rates = new Map(
    contracts.map((c) => {
      const f = figuresOf(c);
      const reach = { volume: volumeOf(kind, f), active: f.active, validBet: f.validBet };
      return [c.id, rateAt(rateTableOf(c.terms as StoredTerms), reach)];
    }),
  );
  const earned = new Map<number, Earned>(
    contracts.map((c) => [c.id, { yield: 0n, amount: 0n, volume: 0n }]),
  );
  const clamped = new Set<number>();
  for (const stretch of stretchesOf(contracts, period)) {
    const holders = contracts.filter((c) => inForceThroughout(c, stretch));
    if (holders.length === 0) continue;
    const members = holders.map((c) => c.memberId);
    const isWhole =
      stretch.start.getTime() === period.start.getTime() &&
      stretch.end.getTime() === period.end.getTime();
    const yields = new Map<number, bigint>();
    if (realtime) {
      const bets = await teamBetsIn(tx, members, stretch.start, stretch.end);
      for (const c of holders) {
        const table = rateTableOf(c.terms as StoredTerms);
        const own = bets.get(c.memberId) ?? [];
        yields.set(c.memberId, perBetYield(table, own));
        const e = earned.get(c.id) as Earned;
        e.volume += stakesOf(own);
      }
    } else {
      const figures = isWhole
        ? whole
        : await teamFiguresIn(tx, members, stretch.start, stretch.end, zone);
      for (const c of holders) {
        const volume = volumeOf(kind, figures.get(c.memberId) ?? NO_FIGURES);
        yields.set(c.memberId, yieldOf(rates.get(c.id) ?? 0, volume));
      }
    }
    const above = await nearestHolders(tx, members);
    const tree = members.map((id) => ({ id, uplineId: above.get(id) ?? null }));
    const split = differentialSplit(tree, yields);
    for (const c of holders) {
      const e = earned.get(c.id) as Earned;
      e.yield += yields.get(c.memberId) ?? 0n;
      e.amount += split.pays.get(c.memberId) ?? 0n;
    }
    for (const id of split.clamped) clamped.add(id);
  }
  const shares: Share[] = contracts.map((c) => {
    const f = figuresOf(c);
    const { volume: betsVolume, ...e } = earned.get(c.id) as Earned;
    if (!realtime) {
      return {
        contract: c,
        volume: volumeOf(kind, f),
        active: f.active,
        rateBp: rates.get(c.id) ?? 0,
        ...e,
      };
    }
    // Real-time salary: its team's stakes while it was in force, and the average rate of its yield.
    const rateBp = betsVolume > 0n ? Number((e.yield * 10_000n) / betsVolume) : 0;
    return { contract: c, volume: betsVolume, active: f.active, rateBp, ...e };
  });
  return { shares, clamped: [...clamped] };
}

/**
 * Settles one period of one kind, once (decision 027): the settlement row, each payout's
 * ledger transaction (house → agent, key `contract:{id}:{period start}`) and its payout row
 * are one transaction, so a second run, a crash or a second instance pays nothing more.
 * Answers how many payouts it made (0 when the period was settled before). `zone` is the
 * brand's time zone: a period (or stretch) of whole brand days is read from the members'
 * day figures (team-figures.ts).
 */
export async function settlePeriod(
  db: Db,
  kind: ContractKind,
  schedule: Schedule,
  period: Period,
  zone: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const settlementId = await claimSettlement(tx, kind, schedule, period);
    if (settlementId === null) return 0;
    const contracts = (await contractsInForce(tx, kind, period.start, period.end)).filter(
      (c) => scheduleOf(kind, (c.terms as StoredTerms).period) === schedule,
    );
    const { shares, clamped } = await sharesOf(tx, kind, contracts, period, zone);
    let paid = 0n;
    let made = 0;
    for (const s of shares) {
      if (s.amount <= 0n) continue;
      const memberId = s.contract.memberId;
      const posted = await post(tx, {
        key: `contract:${s.contract.id}:${period.start.toISOString()}`,
        type: 'COMMISSION',
        memberId,
        reference: `contract:${s.contract.id}`,
        remark: kind,
        meta: { periodStart: period.start.toISOString(), periodEnd: period.end.toISOString() },
        entries: move(account.house(memberId), account.main(memberId), s.amount),
      });
      await insertPayout(tx, {
        settlementId,
        contractId: s.contract.id,
        memberId,
        kind,
        periodStart: period.start,
        periodEnd: period.end,
        teamVolume: s.volume,
        activeMembers: s.active,
        rateBp: s.rateBp,
        yield: s.yield,
        amount: s.amount,
        txId: posted.txId,
      });
      paid += s.amount;
      made++;
    }
    await finishSettlement(tx, settlementId, { holders: contracts.length, paid, clamped });
    return made;
  });
}

/** Every kind with the schedules it settles on. */
const SCHEDULES: readonly (readonly [ContractKind, Schedule])[] = [
  ['REALTIME_SALARY', '5MIN'],
  ['HOURLY_SALARY', 'HOUR'],
  ['DAILY_SALARY', 'D'],
  ['DIVIDEND', 'D'],
  ['DIVIDEND', 'W'],
  ['DIVIDEND', 'H'],
  ['DIVIDEND', 'M'],
];

/**
 * How long after a period ends it is settled: money moved in a transaction that began
 * before the end and commits a moment later still counts in it.
 */
export const SETTLE_GRACE_MS = 2 * 60_000;

/** At most this many periods of one schedule per run (a backlog is caught up over runs). */
const PERIODS_PER_RUN = 300;

/**
 * Settles every period that has ended (and its grace passed) since the last one settled
 * of each kind and schedule, in order; answers how many payouts were made.
 */
export async function settleDue(db: Db, zone: string, now = new Date()): Promise<number> {
  let made = 0;
  for (const [kind, schedule] of SCHEDULES) {
    const until = await settledUntil(db, kind, schedule);
    const since = until ?? (await firstStartOf(db, kind));
    if (!since) continue;
    let period = periodAt(schedule, since, zone);
    // Never before where the last settlement ended (the brand's time zone may have changed).
    if (until && period.start < until) period = { start: until, end: period.end };
    for (let n = 0; n < PERIODS_PER_RUN; n++) {
      if (period.end.getTime() + SETTLE_GRACE_MS > now.getTime()) break;
      made += await settlePeriod(db, kind, schedule, period, zone);
      period = nextPeriod(schedule, period, zone);
    }
  }
  return made;
}
