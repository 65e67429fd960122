import {
  APPLICATION_STATUSES,
  opsDecideApplication,
  opsListApplications,
  type ValueOf,
} from '@gamehall/contract';
import { opsRequest, type Request, UsageError } from './request.ts';

type Application = ValueOf<typeof opsDecideApplication>;

const describe = (a: Application) =>
  `${String(a.id).padStart(6)}  ${a.status.padEnd(8)} ${a.promotion}  ${a.account}  ${a.images} image(s)  ${a.at}  ${JSON.stringify(a.comment)}`;

/** `promo applications [status]` and `promo approve|reject <id> [--remark text]`. */
export function promotionsCommand(words: string[]): Request | null {
  const [area, action, ...rest] = words;
  if (area !== 'promo') return null;
  if (action === 'applications') {
    const status = rest[0]?.toUpperCase();
    const statuses: readonly string[] = APPLICATION_STATUSES;
    if (status && !statuses.includes(status)) throw new UsageError(`unknown status ${rest[0]}`);
    const query = status ? { status: status as (typeof APPLICATION_STATUSES)[number] } : {};
    return opsRequest(opsListApplications, { query }, ({ list }) =>
      list.length === 0 ? 'no applications' : list.map(describe).join('\n'),
    );
  }
  if (action === 'approve' || action === 'reject') {
    const i = rest.indexOf('--remark');
    const remark = i < 0 ? undefined : rest.slice(i + 1).join(' ');
    if (i >= 0 && !remark) throw new UsageError('--remark needs a text');
    const id = Number(rest[0]);
    if (!Number.isSafeInteger(id) || id < 1) throw new UsageError(`promo ${action} needs an id`);
    const body = { id, action: action as 'approve' | 'reject', ...(remark ? { remark } : {}) };
    return opsRequest(opsDecideApplication, { body }, describe);
  }
  throw new UsageError(`unknown promo command: ${action ?? ''}`);
}
