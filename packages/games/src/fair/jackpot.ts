import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import type { FairInput } from './outcomes.ts';

/** 2³², the number of equally likely jackpot draws. */
export const JACKPOT_DRAWS = 2 ** 32;
/** No spin wins the progressive with a chance above 1 in 100, whatever its stake. */
const MAX_CHANCE_DRAWS = Math.floor(JACKPOT_DRAWS / 100);

/**
 * A spin's jackpot draw, apart from its reels: the first 4 bytes, big-endian, of
 * HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:jackpot`). The reels read
 * the messages `…:0`, `…:1`, …, so the draw changes nothing of the spin itself.
 */
export function jackpotDraw({ serverSeed, clientSeed, nonce }: FairInput): number {
  const mac = hmac(sha256, utf8ToBytes(serverSeed), utf8ToBytes(`${clientSeed}:${nonce}:jackpot`));
  return (
    (((mac[0] as number) << 24) |
      ((mac[1] as number) << 16) |
      ((mac[2] as number) << 8) |
      (mac[3] as number)) >>>
    0
  );
}

/**
 * How many of the 2³² draws win for a stake of `betMinor` when the brand gives one chance
 * in `oneInPerUnit` per whole unit (100 minor units) staked: a bigger stake, a bigger
 * chance, at most 1 in 100. floor(2³² × bet / (100 × oneInPerUnit)), exact in integers.
 */
export function jackpotThreshold(betMinor: bigint, oneInPerUnit: number): number {
  if (!Number.isInteger(oneInPerUnit) || oneInPerUnit < 1) {
    throw new RangeError('oneInPerUnit must be a positive whole number');
  }
  const draws = (BigInt(JACKPOT_DRAWS) * betMinor) / (100n * BigInt(oneInPerUnit));
  return Number(draws < BigInt(MAX_CHANCE_DRAWS) ? draws : BigInt(MAX_CHANCE_DRAWS));
}

/** The spin wins the progressive jackpot when its draw falls under the threshold. */
export const jackpotHit = (draw: number, threshold: number) => draw < threshold;
