import { PROOF_MAX_BYTES, PROOF_TYPES } from '@gamehall/contract';

/** Which images an upload accepts and the i18n keys of its two refusals. */
export interface ImageRule {
  types: readonly string[];
  maxBytes: number;
  typeProblem: string;
  sizeProblem: string;
}

/** What updateMemberIcon accepts for a CUSTOM avatar (the server checks again, by the bytes). */
export const AVATAR_RULE: ImageRule = {
  types: ['image/png', 'image/jpeg'],
  maxBytes: 512 * 1024,
  typeProblem: 'mc_avatar_type',
  sizeProblem: 'mc_avatar_size',
};

/** The proof of a payout that did not arrive (product §5/§9: png or jpg, at most 5 MB). */
export const PROOF_RULE: ImageRule = {
  types: PROOF_TYPES,
  maxBytes: PROOF_MAX_BYTES,
  typeProblem: 'mn_proof_type',
  sizeProblem: 'mn_proof_size',
};

/** The i18n key of why `file` breaks `rule`, or null when it may be sent. */
export function imageProblem(file: Pick<File, 'type' | 'size'>, rule: ImageRule): string | null {
  if (!rule.types.includes(file.type)) return rule.typeProblem;
  if (file.size > rule.maxBytes) return rule.sizeProblem;
  return null;
}

/** The file as a data URL, the form an avatar is sent in. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** A proof as confirmWithdrawal takes it: the type and bare base64 (no "data:…," prefix). */
export async function toProof(file: File) {
  const url = await readAsDataUrl(file);
  return {
    type: file.type as (typeof PROOF_TYPES)[number],
    data: url.slice(url.indexOf(',') + 1),
  };
}
