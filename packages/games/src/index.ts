/** In-house games: pure, no I/O, the same code on the server and in the browser. */
export { crashPoint, onChain, previousHash } from './fair/crash-chain.ts';
export { commitment, type FairInput, floats, integers } from './fair/outcomes.ts';
