import * as z from 'zod/mini';
import { defineCall } from './define-call.ts';
import { text } from './fields.ts';
import { Money } from './money.ts';
import { PageInfo, PageQuery } from './paging.ts';

/*
 * Know your customer (issue 19, decision 040): a player uploads an identity document and a
 * proof of address from the member centre; staff with the risk role review them; the brand
 * may ask an approved KYC before a large withdrawal or past a lifetime total.
 */

const tag = 'kyc';

export const KYC_KINDS = ['IDENTITY', 'ADDRESS'] as const;
export type KycKind = (typeof KYC_KINDS)[number];

/** png, jpg or pdf of at most 5 MB, checked by content on the server. */
export const KYC_MAX_BYTES = 5 * 1024 * 1024;
export const KYC_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;

export const KYC_DOCUMENT_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;

/** The player's verification: APPROVED once each kind has an approved document. */
export const KYC_STATUSES = ['NONE', 'PENDING', 'APPROVED', 'REJECTED'] as const;

export const KycDocument = /* @__PURE__ */ z.object({
  id: z.int(),
  kind: z.enum(KYC_KINDS),
  status: z.enum(KYC_DOCUMENT_STATUSES),
  type: z.enum(KYC_TYPES),
  name: z.string(),
  bytes: z.int(),
  uploadedAt: z.string(),
  reviewedAt: z.nullable(z.string()),
  /** Why staff rejected it, as they wrote it. */
  reason: z.nullable(z.string()),
});

export const KycState = /* @__PURE__ */ z.object({
  status: z.enum(KYC_STATUSES),
  documents: z.array(KycDocument),
  /** The brand's rule: a withdrawal above this, or lifetime withdrawals above that, need it. */
  withdrawalAbove: z.nullable(Money),
  lifetimeAbove: z.nullable(Money),
});
export type KycState = z.infer<typeof KycState>;

const KycFile = /* @__PURE__ */ z.strictObject({
  type: z.enum(KYC_TYPES),
  /** The file's name as the player chose it (shown to staff). */
  name: text(128, 1),
  /** Base64 of the bytes, at most KYC_MAX_BYTES once decoded. */
  data: z.string().check(z.minLength(4), z.maxLength(Math.ceil(KYC_MAX_BYTES / 3) * 4)),
});

export const getKyc = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/member/kyc',
  tag,
  refuseTrial: true,
  summary: "The player's verification status, documents and the brand's withdrawal rule",
  query: z.object({}),
  value: KycState,
});

export const uploadKycDocument = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/wps/member/kyc',
  tag,
  refuseTrial: true,
  summary:
    'Uploads an identity document or a proof of address (png, jpg or pdf, ≤ 5 MB, checked by content); waits for review',
  body: z.strictObject({ kind: z.enum(KYC_KINDS), file: KycFile }),
  value: KycState,
});

/** A document's file, to its owner or to staff who review. */
export const KycFileView = /* @__PURE__ */ z.object({
  type: z.enum(KYC_TYPES),
  name: z.string(),
  data: z.string(),
});

const DocumentId = /* @__PURE__ */ z.coerce.number().check(z.int(), z.minimum(1));

export const getKycFile = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/wps/member/kyc/file',
  tag,
  refuseTrial: true,
  summary: "One of the player's own documents, its bytes as base64",
  query: z.object({ id: DocumentId }),
  value: KycFileView,
});

export const KycQueueEntry = /* @__PURE__ */ z.object({
  ...KycDocument.shape,
  account: z.string(),
});

export const opsKycQueue = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/ops/kyc',
  tag,
  staff: 'kyc.review',
  summary:
    'Documents to review (oldest first) or reviewed (newest first), optionally of one player',
  query: z.object({
    status: z._default(z.enum(KYC_DOCUMENT_STATUSES), 'PENDING'),
    account: z.optional(text(64, 1)),
    ...PageQuery,
  }),
  value: z.object({ documents: z.array(KycQueueEntry), ...PageInfo }),
});

export const opsKycFile = /* @__PURE__ */ defineCall({
  method: 'GET',
  path: '/ops/kyc/file',
  tag,
  staff: 'kyc.review',
  summary: "A document's file for review (each view is in the audit)",
  query: z.object({ id: DocumentId }),
  value: KycFileView,
});

export const opsReviewKyc = /* @__PURE__ */ defineCall({
  method: 'POST',
  path: '/ops/kyc/review',
  tag,
  staff: 'kyc.review',
  summary: 'Approves a pending document, or rejects it with the reason the player is shown',
  body: z.discriminatedUnion('decision', [
    z.strictObject({ id: z.int().check(z.minimum(1)), decision: z.literal('approve') }),
    z.strictObject({
      id: z.int().check(z.minimum(1)),
      decision: z.literal('reject'),
      reason: text(500, 1),
    }),
  ]),
  value: z.object({ document: KycQueueEntry, status: z.enum(KYC_STATUSES) }),
});
