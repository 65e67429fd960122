import { PROOF_MAX_BYTES } from '@gamehall/contract';
import { checkImage } from '../../lib/image-check.ts';

/**
 * Product §9: png or jpg, at most 5 MB, checked by content (lib/image-check.ts): a renamed
 * file of another type, or an image declaring more pixels than a screen shows, is refused.
 */
export function checkProof(proof: { type: string; data: string }): Buffer {
  return checkImage(proof, PROOF_MAX_BYTES).bytes;
}
