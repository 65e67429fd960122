/** KYC documents, their review and the withdrawal rule (decision 040). */

export { pageByStatus as kycQueue } from './repo.ts';
export { review } from './review.ts';
export { documentFile, documentView, kycStatus, requireKyc } from './service.ts';
