import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * Provably fair outcomes, the scheme the large crypto casinos publish: before play the
 * player sees sha256(serverSeed); each bet names (clientSeed, nonce); its outcomes come
 * from HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${round}`), 32
 * bytes per round, 4 bytes per number. After the server seed is revealed anyone can
 * recompute every result. Synchronous and dependency-light so the browser's
 * verification page runs the very same code as the server.
 */
export interface FairInput {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** What the player is shown before playing: the commitment to the server seed. */
export function commitment(serverSeed: string): string {
  return bytesToHex(sha256(utf8ToBytes(serverSeed)));
}

function* bytes({ serverSeed, clientSeed, nonce }: FairInput): Generator<number> {
  const key = utf8ToBytes(serverSeed);
  for (let round = 0; ; round++) {
    yield* hmac(sha256, key, utf8ToBytes(`${clientSeed}:${nonce}:${round}`));
  }
}

/** `count` numbers uniform in [0, 1), each from 4 bytes (big-endian fraction). */
export function floats(input: FairInput, count: number): number[] {
  if (!Number.isInteger(input.nonce) || input.nonce < 0) throw new Error('nonce must be ≥ 0');
  const out: number[] = [];
  const stream = bytes(input);
  for (let i = 0; i < count; i++) {
    let f = 0;
    for (let b = 1; b <= 4; b++) f += (stream.next().value as number) / 256 ** b;
    out.push(f);
  }
  return out;
}

/** Whole numbers in [0, n): a reel stop, a roulette pocket, a card. */
export function integers(input: FairInput, count: number, n: number): number[] {
  if (!Number.isInteger(n) || n < 1) throw new Error('n must be a positive integer');
  return floats(input, count).map((f) => Math.floor(f * n));
}
