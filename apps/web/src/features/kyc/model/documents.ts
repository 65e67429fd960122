import type { KycKind, KycState } from '@gamehall/contract';
import type { Tone } from '../../panel/index.ts';

export type KycDocument = KycState['documents'][number];
export type KycStatus = KycState['status'];

/** Documents a player may have waiting at once (the server's limit, decision 040). */
export const MAX_WAITING = 4;

/** How many of a kind's documents the section lists: the latest ones. */
export const LISTED = 3;

export const documentTone: Record<KycDocument['status'], Tone> = {
  PENDING: 'waiting',
  APPROVED: 'good',
  REJECTED: 'bad',
};

export const statusTone: Record<KycStatus, Tone> = {
  NONE: 'plain',
  PENDING: 'waiting',
  APPROVED: 'good',
  REJECTED: 'bad',
};

const newestFirst = (a: KycDocument, b: KycDocument) =>
  b.uploadedAt.localeCompare(a.uploadedAt) || b.id - a.id;

/** A kind's documents, newest first. */
export const documentsOf = (state: KycState, kind: KycKind) =>
  state.documents.filter((d) => d.kind === kind).sort(newestFirst);

/** A kind is done once one of its documents is approved: nothing more to send. */
export const kindApproved = (state: KycState, kind: KycKind) =>
  state.documents.some((d) => d.kind === kind && d.status === 'APPROVED');

/** Documents now waiting for review, across both kinds. */
export const waitingCount = (state: KycState) =>
  state.documents.filter((d) => d.status === 'PENDING').length;

/**
 * The refusals that stand: each kind whose newest document was rejected and which has
 * nothing approved, with that document (and so its reason).
 */
export function standingRefusals(state: KycState, kinds: readonly KycKind[]): KycDocument[] {
  return kinds.flatMap((kind) => {
    const [newest] = documentsOf(state, kind);
    return newest?.status === 'REJECTED' && !kindApproved(state, kind) ? [newest] : [];
  });
}
