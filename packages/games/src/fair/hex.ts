import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

export { bytesToHex, hexToBytes, utf8ToBytes };

/** A seed as the player sees it: lowercase hex of 32 bytes. */
export function isSeedHex(s: string): boolean {
  return /^[0-9a-f]{64}$/.test(s);
}
