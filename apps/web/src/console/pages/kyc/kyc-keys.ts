import type { KycQueueEntry } from '@gamehall/contract';
import type * as z from 'zod/mini';

export type KycEntry = z.infer<typeof KycQueueEntry>;

/** The KYC queue's query keys: asked again after every decision. */
export const KYC_QUEUE = ['console', 'kyc'];

/**
 * A document's file, kept apart from the queue's keys: asking the queue again after a
 * decision must not fetch the file again (each view is an audited call).
 */
export const kycFileKey = (id: number) => ['console', 'kyc-file', id];
