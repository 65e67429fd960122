import {
  type ContractKind,
  fromMinor,
  type getMyIncome,
  type getTeamBets,
  type getTeamOverview,
  type getTeamProfitLoss,
  type getTeamTransactions,
  type ParsedQueryOf,
  type TxType,
  type ValueOf,
} from '@gamehall/contract';
import type { Db } from '../../db/client.ts';
import { checkedDays, eachDay } from '../../lib/day-range.ts';
import { paging } from '../../lib/paging.ts';
import { walletName } from '../ledger/index.ts';
import { teamSize } from '../member/index.ts';
import {
  type FigureRow,
  memberFigures,
  teamActive,
  teamArrivals,
  teamDays,
  teamEntries,
  teamRounds,
} from './reports-repo.ts';
import { payoutsOf } from './settlement-repo.ts';

const money = (v: string | bigint | null | undefined) => fromMinor(BigInt(v ?? 0));
const iso = (v: Date | string) => new Date(v).toISOString();

const moneyFigures = (r: FigureRow | undefined) => ({
  deposits: money(r?.deposits),
  withdrawals: money(r?.withdrawals),
  validBet: money(r?.valid_bet),
  profitLoss: money(r?.profit_loss),
  bonus: money(r?.bonus),
});

const FIGURE_KEYS = [
  'deposits',
  'withdrawals',
  'valid_bet',
  'wins',
  'profit_loss',
  'bonus',
] as const;

/** The figures of several rows added up (the overview's totals from its days). */
function sumOf(rows: readonly FigureRow[]): FigureRow {
  const sum = {} as FigureRow;
  for (const k of FIGURE_KEYS) sum[k] = String(rows.reduce((n, r) => n + BigInt(r[k]), 0n));
  return sum;
}

export async function teamOverview(
  db: Db,
  zone: string,
  agentId: number,
  query: ParsedQueryOf<typeof getTeamOverview>,
): Promise<ValueOf<typeof getTeamOverview>> {
  const days = checkedDays(query, zone);
  const [figures, active, arrivals, size] = await Promise.all([
    teamDays(db, agentId, days),
    teamActive(db, agentId, days),
    teamArrivals(db, agentId, days),
    teamSize(db, agentId),
  ]);
  const byDay = new Map(figures.map((r) => [r.day, r]));
  const arrivalsOf = new Map(arrivals.map((r) => [r.day, r]));
  const dayList = eachDay(days).map((day) => {
    const f = byDay.get(day);
    const a = arrivalsOf.get(day);
    return {
      day,
      newMembers: Number(a?.new_members ?? 0),
      activeMembers: Number(f?.active ?? 0),
      firstDeposits: Number(a?.first_deposits ?? 0),
      ...moneyFigures(f),
    };
  });
  return {
    teamSize: size,
    totals: {
      newMembers: dayList.reduce((n, d) => n + d.newMembers, 0),
      activeMembers: active,
      firstDeposits: dayList.reduce((n, d) => n + d.firstDeposits, 0),
      ...moneyFigures(sumOf(figures)),
    },
    days: dayList,
  };
}

export async function teamProfitLoss(
  db: Db,
  zone: string,
  agentId: number,
  query: ParsedQueryOf<typeof getTeamProfitLoss>,
): Promise<ValueOf<typeof getTeamProfitLoss>> {
  const page = paging(query);
  const days = checkedDays(query, zone);
  const { rows, totals, total } = await memberFigures(
    db,
    agentId,
    { ...days, account: query.account },
    page.offset,
    page.limit,
  );
  const withWins = (r: FigureRow | undefined) => ({ ...moneyFigures(r), wins: money(r?.wins) });
  const { profitLoss, validBet, wins, bonus, deposits, withdrawals } = withWins(totals);
  return {
    list: rows.map((r) => {
      const f = withWins(r);
      return {
        account: r.account,
        type: Number(r.type),
        validBet: f.validBet,
        wins: f.wins,
        profitLoss: f.profitLoss,
        bonus: f.bonus,
        deposits: f.deposits,
        withdrawals: f.withdrawals,
      };
    }),
    ...page.info(total),
    totals: { validBet, wins, profitLoss, bonus, deposits, withdrawals },
  };
}

export async function teamBets(
  db: Db,
  zone: string,
  agentId: number,
  query: ParsedQueryOf<typeof getTeamBets>,
): Promise<ValueOf<typeof getTeamBets>> {
  const page = paging(query);
  const days = checkedDays(query, zone);
  const { rows, total, bet, win } = await teamRounds(
    db,
    agentId,
    { ...days, account: query.account, category: query.category, vendor: query.vendor },
    page.offset,
    page.limit,
  );
  return {
    list: rows.map((r) => ({
      account: r.account,
      vendorName: r.vendor_name ?? r.vendor,
      gameName: r.game_name ?? '',
      category: r.category ?? '',
      roundId: r.round_id,
      betAmount: money(r.bet_amount),
      winAmount: money(r.win_amount),
      profitLoss: money(BigInt(r.win_amount) - BigInt(r.bet_amount)),
      settledAt: iso(r.settled_at),
    })),
    ...page.info(total),
    totals: { betAmount: money(bet), winAmount: money(win), profitLoss: money(win - bet) },
  };
}

export async function teamTransactions(
  db: Db,
  zone: string,
  agentId: number,
  query: ParsedQueryOf<typeof getTeamTransactions>,
): Promise<ValueOf<typeof getTeamTransactions>> {
  const page = paging(query);
  const days = checkedDays(query, zone);
  const { rows, total } = await teamEntries(
    db,
    agentId,
    { ...days, account: query.account, type: query.type },
    page.offset,
    page.limit,
  );
  return {
    list: rows.map((r) => ({
      id: String(r.id),
      at: iso(r.at),
      account: r.account,
      type: r.type as TxType,
      wallet: walletName(r.kind, r.vendor),
      amount: money(r.amount),
      balanceAfter: money(r.balance_after),
    })),
    ...page.info(total),
  };
}

export async function myIncome(
  db: Db,
  zone: string,
  agentId: number,
  query: ParsedQueryOf<typeof getMyIncome>,
): Promise<ValueOf<typeof getMyIncome>> {
  const page = paging(query);
  const days = checkedDays(query, zone);
  const { rows, byKind, total } = await payoutsOf(
    db,
    agentId,
    { from: days.start, to: days.end, kind: query.kind },
    page.offset,
    page.limit,
  );
  return {
    list: rows.map((r) => ({
      kind: r.kind as ContractKind,
      periodStart: r.periodStart.toISOString(),
      periodEnd: r.periodEnd.toISOString(),
      teamVolume: money(r.teamVolume),
      activeMembers: r.activeMembers,
      rate: r.rateBp / 100,
      yield: money(r.yield),
      amount: money(r.amount),
    })),
    ...page.info(total),
    byKind: byKind.map((k) => ({ kind: k.kind as ContractKind, amount: money(k.amount) })),
  };
}
