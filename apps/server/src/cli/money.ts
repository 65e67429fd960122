import { randomUUID } from 'node:crypto';
import {
  HELD_WIN_STATUSES,
  opsAdjustBalance,
  opsApproveWithdrawal,
  opsCheckLedger,
  opsListHeldWins,
  opsListWithdrawals,
  opsRejectWin,
  opsRejectWithdrawal,
  opsReleaseWin,
  opsResolveWithdrawal,
  opsVendorKey,
  type ValueOf,
  WITHDRAWAL_STATUSES,
} from '@gamehall/contract';
import { opsRequest, type Request, UsageError } from './request.ts';

const STATUSES: readonly string[] = WITHDRAWAL_STATUSES;
type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** `--remark text…` (the rest of the words) out of a command's words. */
function remarkOf(words: string[]): { rest: string[]; remark?: string } {
  const i = words.indexOf('--remark');
  if (i < 0) return { rest: words };
  const remark = words.slice(i + 1).join(' ');
  if (!remark) throw new UsageError('--remark needs a text');
  return { rest: words.slice(0, i), remark };
}

const describeWithdrawal = (v: ValueOf<typeof opsApproveWithdrawal>) =>
  `withdrawal ${v.orderNo}: ${v.status} (${v.amount.toFixed(2)})`;

function ledgerCheck(): Request {
  return opsRequest(
    opsCheckLedger,
    { query: {} },
    ({ problems, transactions, accounts }) => {
      const head = `${transactions} transactions, ${accounts} accounts`;
      if (problems.length === 0) return `ledger OK: ${head}, every invariant holds`;
      return [`ledger BROKEN: ${head}`, ...problems.map((p) => `  ${p.kind}: ${p.detail}`)].join(
        '\n',
      );
    },
    (v) => v.ok !== true,
  );
}

function withdrawalDecision(action: string, words: string[]): Request {
  const { rest, remark } = remarkOf(words);
  const [orderNo] = rest;
  if (!orderNo) throw new UsageError(`withdrawal ${action} needs an order number`);
  const ref = { orderNo, ...(remark ? { remark } : {}) };
  switch (action) {
    case 'approve':
      return opsRequest(opsApproveWithdrawal, { body: ref }, describeWithdrawal);
    case 'reject':
      return opsRequest(opsRejectWithdrawal, { body: ref }, describeWithdrawal);
    case 'refund':
    case 'force': {
      const body = { ...ref, action: action === 'refund' ? 'REFUND' : 'FORCE' } as const;
      return opsRequest(opsResolveWithdrawal, { body }, describeWithdrawal);
    }
    default:
      throw new UsageError(`unknown withdrawal action: ${action}`);
  }
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
  const body = {
    account,
    amount,
    wallet: flags.includes('--bonus') ? ('BONUS' as const) : ('MAIN' as const),
    remark,
    requestId: randomUUID(),
    ...(t >= 0 ? { turnover: Number(flags[t + 1]) } : {}),
  };
  return opsRequest(
    opsAdjustBalance,
    { body },
    (v) => `transaction ${v.transactionId}: balance now ${v.balance.toFixed(2)}`,
  );
}

const describeWin = (w: ValueOf<typeof opsReleaseWin>) =>
  `win ${w.id}: ${w.status} (${w.amount.toFixed(2)} to ${w.account}, ${w.vendor} round ${w.roundId})`;

/** `wins [held|released|rejected]`: held wins (PENDING ones by default). */
function heldWins(words: string[]): Request {
  const asked = words[0]?.toUpperCase() ?? 'HELD';
  const status = asked === 'HELD' ? 'PENDING' : asked;
  const statuses: readonly string[] = HELD_WIN_STATUSES;
  if (!statuses.includes(status)) throw new UsageError(`unknown status ${words[0]}`);
  const query = { status: status as (typeof HELD_WIN_STATUSES)[number] };
  return opsRequest(opsListHeldWins, { query }, ({ list }) => {
    if (list.length === 0) return 'no held wins';
    return list
      .map(
        (w) =>
          `${String(w.id).padStart(6)}  ${w.status.padEnd(8)} ${w.amount.toFixed(2).padStart(14)} on ${w.stake.toFixed(2)}  ${w.vendor} ${w.roundId}  ${w.account}  ${w.createdAt}`,
      )
      .join('\n');
  });
}

function winDecision(action: string, words: string[]): Request {
  const { rest, remark } = remarkOf(words);
  const id = Number(rest[0]);
  if (!Number.isSafeInteger(id) || id < 1) throw new UsageError(`win ${action} needs a win id`);
  const body = { id, ...(remark ? { remark } : {}) };
  if (action === 'release') return opsRequest(opsReleaseWin, { body }, describeWin);
  if (action === 'reject') return opsRequest(opsRejectWin, { body }, describeWin);
  throw new UsageError(`unknown win action: ${action}`);
}

/** The money commands: ledger check, withdrawals and their decisions, adjustments. */
export function moneyCommand(words: string[]): Request | null {
  const [area, action, ...rest] = words;
  if (area === 'ledger' && action === 'check') return ledgerCheck();
  if (area === 'withdrawals') {
    const status = action?.toUpperCase();
    if (status && !STATUSES.includes(status)) throw new UsageError(`unknown status ${action}`);
    const query = status ? { status: status as WithdrawalStatus } : {};
    return opsRequest(opsListWithdrawals, { query }, ({ list }) => {
      if (list.length === 0) return 'no withdrawals';
      return list
        .map(
          (w) =>
            `${w.orderNo}  ${w.status.padEnd(12)} ${w.amount.toFixed(2).padStart(12)}  ${w.account}  ${w.createdAt}`,
        )
        .join('\n');
    });
  }
  if (area === 'withdrawal') return withdrawalDecision(action ?? '', rest);
  if (area === 'adjust') return adjust(words.slice(1));
  if (area === 'wins') return heldWins(words.slice(1));
  if (area === 'win') return winDecision(action ?? '', rest);
  if (area === 'vendor' && action === 'key') {
    const [vendor] = rest;
    if (!vendor) throw new UsageError('vendor key needs a vendor code');
    return opsRequest(opsVendorKey, { query: { vendor } }, (v) => `${v.vendor}: ${v.secret}`);
  }
  return null;
}
