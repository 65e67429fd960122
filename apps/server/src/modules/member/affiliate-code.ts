import { randomInt } from 'node:crypto';

/** Invitation codes: letters and digits that cannot be misread for one another. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A new random invitation code (8 characters, 40 bits). */
export const newAffiliateCode = () =>
  Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
