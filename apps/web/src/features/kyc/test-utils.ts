/** Test helper: the player's KYC state and documents as the server answers them. */
import type { KycState } from '@gamehall/contract';
import type { KycDocument } from './model/documents.ts';

/** A document sent on 2026-03-01 at noon (UTC), waiting for review unless the test says so. */
export const kycDocument = (over: Partial<KycDocument> = {}): KycDocument => ({
  id: 1,
  kind: 'IDENTITY',
  status: 'PENDING',
  type: 'application/pdf',
  name: 'passport.pdf',
  bytes: 200 * 1024,
  uploadedAt: '2026-03-01T12:00:00.000Z',
  reviewedAt: null,
  reason: null,
  ...over,
});

/** Nothing sent yet, under the demo brand's rule (5,000 at once, 20,000 in all). */
export const kycState = (over: Partial<KycState> = {}): KycState => ({
  status: 'NONE',
  documents: [],
  withdrawalAbove: 5000,
  lifetimeAbove: 20000,
  ...over,
});
