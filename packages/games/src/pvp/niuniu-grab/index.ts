export { niuniuGrabEngine } from './engine.ts';
export { BET_MULTIPLES, GRAB_MULTIPLES, handMultiplier } from './rules.ts';
export type { NiuniuGrabPhase, NiuniuGrabSeat, NiuniuGrabState } from './state.ts';
