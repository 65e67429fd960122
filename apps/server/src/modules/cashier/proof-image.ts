import { PROOF_MAX_BYTES } from '@gamehall/contract';
import { AppError } from '../../lib/app-error.ts';

const signatures: Record<string, number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
};

/**
 * Product §9: png or jpg, at most 5 MB. The bytes must really be the declared kind (magic
 * numbers), so a renamed file of another type is refused.
 */
export function checkProof(proof: { type: string; data: string }): Buffer {
  const bytes = Buffer.from(proof.data, 'base64');
  const magic = signatures[proof.type];
  if (!magic || bytes.length < magic.length || !magic.every((b, i) => bytes[i] === b)) {
    throw new AppError('BAD_REQUEST', 'The proof must be a PNG or JPG image');
  }
  if (bytes.length > PROOF_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'The proof image must be 5 MB or smaller');
  }
  return bytes;
}
