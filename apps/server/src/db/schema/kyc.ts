import { bigint, bigserial, customType, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at, when } from './columns.ts';

/** Raw bytes (bytea): a document's file, never sent to a client but by its own call. */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v),
});

/**
 * KYC documents (issue 19, decision 040): the file in the database, so it lies outside any
 * web root and every instance serves it; a review decides it once.
 */
export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('PENDING'),
    mime: text('mime').notNull(),
    name: text('name').notNull(),
    size: integer('size').notNull(),
    data: bytes('data').notNull(),
    uploadedAt: at('uploaded_at'),
    reviewedAt: when('reviewed_at'),
    reviewedBy: text('reviewed_by'),
    reason: text('reason'),
  },
  (t) => [
    index('kyc_documents_member_idx').on(t.memberId, t.id),
    index('kyc_documents_status_idx').on(t.status, t.id),
  ],
);
