import { type FairInput, integers } from '../../fair/outcomes.ts';
import { POCKET_COUNT, type PocketColour, pocketColour } from './layout.ts';

export interface RouletteSpin {
  pocket: number;
  colour: PocketColour;
}

/**
 * The pocket of a round: `integers(input, 1, 37)[0]`, that is with u the first 4 bytes of
 * HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:0`) read as a big-endian
 * unsigned integer, pocket = floor(u × 37 / 2^32). Pocket numbers are the numbers on the
 * wheel, not positions around it, so the wheel's order plays no part.
 */
export function spinRoulette(input: FairInput): RouletteSpin {
  const pocket = integers(input, 1, POCKET_COUNT)[0] as number;
  return { pocket, colour: pocketColour(pocket) };
}
