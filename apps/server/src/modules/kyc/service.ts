import {
  fromMinor,
  KYC_KINDS,
  type KYC_STATUSES,
  type KYC_TYPES,
  type KycKind,
  type KycState,
  toMinor,
} from '@gamehall/contract';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Settings } from '../../settings/schema.ts';
import { checkKycFile } from './file-check.ts';
import { countPending, documentsOf, fileOf, insertDocument, type KycRow } from './repo.ts';

/** Documents a player may have waiting at once (a few tries of each kind). */
const MAX_PENDING = 4;

type Status = (typeof KYC_STATUSES)[number];

export const documentView = (r: KycRow) => ({
  id: r.id,
  kind: r.kind as KycKind,
  status: r.status as 'PENDING' | 'APPROVED' | 'REJECTED',
  type: r.mime as (typeof KYC_TYPES)[number],
  name: r.name,
  bytes: r.size,
  uploadedAt: r.uploadedAt.toISOString(),
  reviewedAt: r.reviewedAt?.toISOString() ?? null,
  reason: r.reason,
});

/** APPROVED once every kind has an approved document; else waiting, refused, or nothing. */
export function statusOf(rows: readonly Pick<KycRow, 'kind' | 'status'>[]): Status {
  if (KYC_KINDS.every((k) => rows.some((r) => r.kind === k && r.status === 'APPROVED'))) {
    return 'APPROVED';
  }
  if (rows.some((r) => r.status === 'PENDING')) return 'PENDING';
  if (rows.some((r) => r.status === 'REJECTED')) return 'REJECTED';
  return 'NONE';
}

export async function kycStatus(q: Queryable, memberId: number): Promise<Status> {
  return statusOf(await documentsOf(q, memberId));
}

export async function kycState(
  q: Queryable,
  memberId: number,
  rule: Settings['money']['kyc'],
): Promise<KycState> {
  const rows = await documentsOf(q, memberId);
  return {
    status: statusOf(rows),
    documents: rows.map(documentView),
    withdrawalAbove: rule.withdrawalAbove,
    lifetimeAbove: rule.lifetimeAbove,
  };
}

export async function upload(
  q: Queryable,
  memberId: number,
  body: { kind: KycKind; file: { type: (typeof KYC_TYPES)[number]; name: string; data: string } },
) {
  const data = checkKycFile(body.file);
  if ((await countPending(q, memberId)) >= MAX_PENDING) {
    throw new AppError('CONFLICT', 'Your documents are waiting for review: please wait for it');
  }
  await insertDocument(q, {
    memberId,
    kind: body.kind,
    mime: body.file.type,
    name: body.file.name,
    size: data.length,
    data,
  });
}

/** A document's file for its owner (another player's reads as none) or for staff. */
export async function documentFile(
  q: Queryable,
  id: number,
  reader: { memberId: number } | 'staff',
) {
  const file = await fileOf(q, id);
  if (!file || (reader !== 'staff' && file.memberId !== reader.memberId)) {
    throw new AppError('NOT_FOUND', 'No such document');
  }
  return {
    type: file.mime as (typeof KYC_TYPES)[number],
    name: file.name,
    data: file.data.toString('base64'),
  };
}

/**
 * The brand's rule at a withdrawal request (decision 040): above the threshold, or past the
 * lifetime total with the withdrawals already asked, an approved KYC is needed.
 */
export async function requireKyc(
  q: Queryable,
  memberId: number,
  amount: bigint,
  withdrawnBefore: bigint,
  rule: Settings['money']['kyc'],
) {
  const above = (limit: number | null, value: bigint) => limit !== null && value > toMinor(limit);
  if (
    !above(rule.withdrawalAbove, amount) &&
    !above(rule.lifetimeAbove, withdrawnBefore + amount)
  ) {
    return;
  }
  const status = await kycStatus(q, memberId);
  if (status === 'APPROVED') return;
  throw new AppError(
    'KYC_REQUIRED',
    'Verify your identity and address in the member centre before this withdrawal',
    {
      details: {
        status,
        withdrawalAbove: rule.withdrawalAbove,
        lifetimeAbove: rule.lifetimeAbove,
        withdrawnBefore: fromMinor(withdrawnBefore),
      },
    },
  );
}
