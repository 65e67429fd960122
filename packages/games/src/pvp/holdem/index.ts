export { holdemEngine } from './engine.ts';
export type {
  HoldemActionType,
  HoldemLastAction,
  HoldemLogEntry,
  HoldemSeat,
  HoldemState,
  HoldemStreet,
} from './state.ts';
