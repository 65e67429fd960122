import { KYC_MAX_BYTES, type KYC_TYPES } from '@gamehall/contract';
import { AppError } from '../../lib/app-error.ts';
import { checkImage } from '../../lib/image-check.ts';

const PDF = Buffer.from('%PDF-', 'latin1');

/**
 * A document's bytes, checked by content (issue 19): a png or jpg as the site's uploads are
 * (lib/image-check.ts: the declared kind, a readable size, no pixel bomb), a pdf by its
 * header and its end-of-file marker; at most KYC_MAX_BYTES.
 */
export function checkKycFile(file: { type: (typeof KYC_TYPES)[number]; data: string }): Buffer {
  if (file.type !== 'application/pdf') return checkImage(file, KYC_MAX_BYTES).bytes;
  const bytes = Buffer.from(file.data, 'base64');
  if (bytes.length > KYC_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'Each document must be 5 MB or smaller');
  }
  const tail = bytes.subarray(Math.max(0, bytes.length - 1024)).toString('latin1');
  if (!bytes.subarray(0, PDF.length).equals(PDF) || !tail.includes('%%EOF')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The document must be a PNG, JPG or PDF file');
  }
  return bytes;
}
