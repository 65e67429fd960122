import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * Crash rounds from a published hash chain, as bustabit does: the operator makes a chain
 * h(n) = sha256(h(n+1)) from a secret end and publishes its last hash; rounds are played
 * from the far end backwards, so every round's hash proves all the rounds after it.
 * A round's multiplier comes from HMAC-SHA256(key = salt, message = round hash bytes),
 * the salt being a value fixed and published before the chain was used (e.g. a future
 * block hash), so the operator could not pick a favourable chain.
 */

/** The hash of the round before this one in play order (one step along the chain). */
export function previousHash(gameHash: string): string {
  return bytesToHex(sha256(hexToBytes(gameHash)));
}

/**
 * The crash multiplier of a round, with 2 decimals: P(multiplier ≥ x) = 0.99 / x for every
 * x from 1.01 up (a 1% house edge), so about 1.98% of rounds end at 1.00.
 */
export function crashPoint(gameHash: string, salt: string): number {
  const mac = bytesToHex(hmac(sha256, utf8ToBytes(salt), hexToBytes(gameHash)));
  const r = Number.parseInt(mac.slice(0, 13), 16); // the 52 most significant bits
  const x = 99 / (1 - r / 2 ** 52);
  return Math.max(1, Math.floor(x) / 100);
}

/**
 * Whether `gameHash` lies on the chain that ends in `terminatingHash`, at most `maxSteps`
 * hashes away — what a player checks to know a round belongs to the published chain.
 */
export function onChain(gameHash: string, terminatingHash: string, maxSteps: number): boolean {
  let h = gameHash;
  for (let i = 0; i <= maxSteps; i++) {
    if (h === terminatingHash) return true;
    h = previousHash(h);
  }
  return false;
}
