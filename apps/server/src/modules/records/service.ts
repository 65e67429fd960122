import {
  fromMinor,
  type getAccountRecords,
  type getBetRecords,
  type getProfitAndLoss,
  type ParsedQueryOf,
  type TxType,
  type ValueOf,
  type WithdrawalStatus,
} from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import { paging, rangeOf } from '../../lib/paging.ts';
import { withdrawalStatuses } from '../cashier/index.ts';
import { walletName } from '../ledger/index.ts';
import { memberEntries, memberRounds, moneyTotals, roundsByVendor } from './repo.ts';

const iso = (v: Date | string) => new Date(v).toISOString();
const money = (v: string | bigint) => fromMinor(BigInt(v));

export async function accountRecords(
  app: FastifyInstance,
  memberId: number,
  query: ParsedQueryOf<typeof getAccountRecords>,
): Promise<ValueOf<typeof getAccountRecords>> {
  const page = paging(query);
  const filter = { ...page.range, type: query.type };
  const { rows, total } = await memberEntries(
    app.database.db,
    memberId,
    filter,
    page.offset,
    page.limit,
  );
  const withdrawn = rows.filter((r) => r.type === 'WITHDRAW' && r.reference !== null);
  const states = await withdrawalStatuses(
    app.database.db,
    memberId,
    withdrawn.map((r) => r.reference as string),
  );
  return {
    list: rows.map((r) => ({
      id: String(r.id),
      at: iso(r.at),
      type: r.type as TxType,
      wallet: walletName(r.kind, r.vendor),
      amount: money(r.amount),
      balanceAfter: money(r.balance_after),
      reference: r.reference,
      remark: r.remark,
      withdrawalStatus:
        r.type === 'WITHDRAW' && r.reference
          ? ((states.get(r.reference) as WithdrawalStatus | undefined) ?? null)
          : null,
    })),
    ...page.info(total),
  };
}

export async function betRecords(
  app: FastifyInstance,
  memberId: number,
  query: ParsedQueryOf<typeof getBetRecords>,
): Promise<ValueOf<typeof getBetRecords>> {
  const paged = paging(query);
  const filter = { ...paged.range, vendor: query.vassalage, status: query.status };
  const page = await memberRounds(app.database.db, memberId, filter, paged.offset, paged.limit);
  return {
    list: page.rows.map((r) => ({
      id: `${r.vendor}:${r.round_id}`,
      at: iso(r.created_at),
      vassalage: r.vendor,
      vendorName: r.vendor_name ?? r.vendor,
      gameName: r.game_name ?? r.game_code,
      roundId: r.round_id,
      betAmount: money(r.bet_amount),
      winAmount: money(r.win_amount),
      profit: money(BigInt(r.win_amount) - BigInt(r.bet_amount)),
      status: r.status as 'OPEN' | 'SETTLED' | 'REFUNDED',
    })),
    ...paged.info(page.total),
    totals: {
      betAmount: money(page.bets),
      winAmount: money(page.wins),
      profit: money(page.wins - page.bets),
    },
  };
}

export async function profitAndLoss(
  app: FastifyInstance,
  memberId: number,
  query: ParsedQueryOf<typeof getProfitAndLoss>,
): Promise<ValueOf<typeof getProfitAndLoss>> {
  const range = rangeOf(query);
  const db = app.database.db;
  const [vendors, cash] = await Promise.all([
    roundsByVendor(db, memberId, range),
    moneyTotals(db, memberId, range),
  ]);
  const bets = vendors.reduce((s, v) => s + BigInt(v.bets), 0n);
  const wins = vendors.reduce((s, v) => s + BigInt(v.wins), 0n);
  return {
    deposits: money(cash.deposits),
    withdrawals: money(cash.withdrawals),
    bets: money(bets),
    wins: money(wins),
    bonuses: money(cash.bonuses),
    profit: money(wins + cash.bonuses - bets),
    vendors: vendors.map((v) => ({
      vassalage: v.vendor,
      vendorName: v.vendor_name ?? v.vendor,
      bets: money(v.bets),
      wins: money(v.wins),
      profit: money(BigInt(v.wins) - BigInt(v.bets)),
    })),
  };
}
