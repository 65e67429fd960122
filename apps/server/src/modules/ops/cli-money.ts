import { randomUUID } from 'node:crypto';
import { WITHDRAWAL_STATUSES } from '@gamehall/contract';
import { type Request, UsageError } from './cli-request.ts';

interface Problem {
  kind: string;
  detail: string;
}
interface WithdrawalLine {
  orderNo: string;
  account: string;
  amount: number;
  status: string;
  createdAt: string;
}

const STATUSES: readonly string[] = WITHDRAWAL_STATUSES;

/** `--remark text…` (the rest of the words) out of a command's words. */
function remarkOf(words: string[]): { rest: string[]; remark?: string } {
  const i = words.indexOf('--remark');
  if (i < 0) return { rest: words };
  const remark = words.slice(i + 1).join(' ');
  if (!remark) throw new UsageError('--remark needs a text');
  return { rest: words.slice(0, i), remark };
}

const describeWithdrawal = (v: Record<string, unknown>) =>
  `withdrawal ${v.orderNo}: ${v.status} (${Number(v.amount).toFixed(2)})`;

function ledgerCheck(): Request {
  return {
    method: 'GET',
    path: '/ops/ledger/check',
    describe: (v) => {
      const problems = v.problems as Problem[];
      const head = `${v.transactions} transactions, ${v.accounts} accounts`;
      if (problems.length === 0) return `ledger OK: ${head}, every invariant holds`;
      return [`ledger BROKEN: ${head}`, ...problems.map((p) => `  ${p.kind}: ${p.detail}`)].join(
        '\n',
      );
    },
    failed: (v) => v.ok !== true,
  };
}

function withdrawalDecision(action: string, words: string[]): Request {
  const { rest, remark } = remarkOf(words);
  const [orderNo] = rest;
  if (!orderNo) throw new UsageError(`withdrawal ${action} needs an order number`);
  const paths: Record<string, [string, Record<string, unknown>]> = {
    approve: ['/ops/withdrawals/approve', {}],
    reject: ['/ops/withdrawals/reject', {}],
    refund: ['/ops/withdrawals/resolve', { action: 'REFUND' }],
    force: ['/ops/withdrawals/resolve', { action: 'FORCE' }],
  };
  const target = paths[action];
  if (!target) throw new UsageError(`unknown withdrawal action: ${action}`);
  return {
    method: 'POST',
    path: target[0],
    body: { orderNo, ...target[1], ...(remark ? { remark } : {}) },
    describe: describeWithdrawal,
  };
}

function adjust(words: string[]): Request {
  const { rest, remark } = remarkOf(words);
  const [account, amountText, ...flags] = rest;
  const amount = Number(amountText);
  if (!account || !amountText || !Number.isFinite(amount)) {
    throw new UsageError(
      'adjust needs an account and an amount, e.g. adjust player1 100 --remark goodwill',
    );
  }
  if (!remark) throw new UsageError('adjust needs --remark with the reason');
  const t = flags.indexOf('--turnover');
  return {
    method: 'POST',
    path: '/ops/members/adjust',
    body: {
      account,
      amount,
      wallet: flags.includes('--bonus') ? 'BONUS' : 'MAIN',
      remark,
      requestId: randomUUID(),
      ...(t >= 0 ? { turnover: Number(flags[t + 1]) } : {}),
    },
    describe: (v) => `transaction ${v.transactionId}: balance now ${Number(v.balance).toFixed(2)}`,
  };
}

/** The money commands: ledger check, withdrawals and their decisions, adjustments. */
export function moneyCommand(words: string[]): Request | null {
  const [area, action, ...rest] = words;
  if (area === 'ledger' && action === 'check') return ledgerCheck();
  if (area === 'withdrawals') {
    const status = action?.toUpperCase();
    if (status && !STATUSES.includes(status)) throw new UsageError(`unknown status ${action}`);
    return {
      method: 'GET',
      path: `/ops/withdrawals${status ? `?status=${status}` : ''}`,
      describe: (v) => {
        const list = v.list as WithdrawalLine[];
        if (list.length === 0) return 'no withdrawals';
        return list
          .map(
            (w) =>
              `${w.orderNo}  ${w.status.padEnd(12)} ${w.amount.toFixed(2).padStart(12)}  ${w.account}  ${w.createdAt}`,
          )
          .join('\n');
      },
    };
  }
  if (area === 'withdrawal') return withdrawalDecision(action ?? '', rest);
  if (area === 'adjust') return adjust(words.slice(1));
  if (area === 'vendor' && action === 'key') {
    const [vendor] = rest;
    if (!vendor) throw new UsageError('vendor key needs a vendor code');
    return {
      method: 'GET',
      path: `/ops/vendors/key?vendor=${encodeURIComponent(vendor)}`,
      describe: (v) => `${v.vendor}: ${v.secret}`,
    };
  }
  return null;
}
