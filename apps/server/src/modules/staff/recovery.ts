import { createHash, randomInt } from 'node:crypto';

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const COUNT = 10;

/** One code: three groups of four (about 70 bits), easy to read out and type. */
function oneCode() {
  const group = () =>
    Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${group()}-${group()}-${group()}`;
}

/** Ten fresh recovery codes, shown once at enrolment. */
export const newRecoveryCodes = () => Array.from({ length: COUNT }, oneCode);

/** What is stored of a code: random enough that sha256 alone keeps it (no scrypt needed). */
export const recoveryHash = (code: string) =>
  createHash('sha256').update(code.trim().toLowerCase()).digest('hex');
