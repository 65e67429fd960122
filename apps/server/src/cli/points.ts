import {
  opsDecideRedemption,
  opsListRedemptions,
  REDEEM_STATUSES,
  type ValueOf,
} from '@gamehall/contract';
import { opsRequest, type Request, UsageError } from './request.ts';

type Redemption = ValueOf<typeof opsDecideRedemption>;

const describe = (r: Redemption) =>
  `${String(r.id).padStart(6)}  ${r.status.padEnd(10)} ${r.kind.padEnd(5)} ${r.quantity} × ${r.itemName}  ${r.points.toFixed(2)} points  ${r.account}  ${r.at}`;

/** `mall redemptions [status]` and `mall approve|reject <id> [--remark text]`. */
export function pointsCommand(words: string[]): Request | null {
  const [area, action, ...rest] = words;
  if (area !== 'mall') return null;
  if (action === 'redemptions') {
    const status = rest[0]?.toUpperCase();
    const statuses: readonly string[] = REDEEM_STATUSES;
    if (status && !statuses.includes(status)) throw new UsageError(`unknown status ${rest[0]}`);
    const query = status ? { status: status as (typeof REDEEM_STATUSES)[number] } : {};
    return opsRequest(opsListRedemptions, { query }, ({ list }) =>
      list.length === 0 ? 'no redemptions' : list.map(describe).join('\n'),
    );
  }
  if (action === 'approve' || action === 'reject') {
    const i = rest.indexOf('--remark');
    const remark = i < 0 ? undefined : rest.slice(i + 1).join(' ');
    if (i >= 0 && !remark) throw new UsageError('--remark needs a text');
    const id = Number(rest[0]);
    if (!Number.isSafeInteger(id) || id < 1) throw new UsageError(`mall ${action} needs an id`);
    const body = { id, action: action as 'approve' | 'reject', ...(remark ? { remark } : {}) };
    return opsRequest(opsDecideRedemption, { body }, describe);
  }
  throw new UsageError(`unknown mall command: ${action ?? ''}`);
}
