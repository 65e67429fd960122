import { LIVE_ENGINES, PVP_ENGINES } from '@gamehall/games';

/** The in-house engines this page can play; anything unknown is not (yet). */
export type PlayableKind = 'slot' | 'roulette' | 'baccarat' | 'crash' | 'live' | 'fish' | 'pvp';

const SLOT_ENGINE = /^slot-[a-z0-9-]{1,40}$/;

export function kindOf(engine: string): PlayableKind | null {
  if (engine === 'roulette' || engine === 'baccarat' || engine === 'crash') return engine;
  // The fish game: every FISH-category title plays the one in-house engine `fish`.
  if (engine === 'fish') return 'fish';
  // The shared live tables (decision 034): one page plays every engine of LIVE_ENGINES.
  if (Object.hasOwn(LIVE_ENGINES, engine)) return 'live';
  // The PVP card rooms (decision 036): players at one table play each other.
  if (Object.hasOwn(PVP_ENGINES, engine)) return 'pvp';
  return SLOT_ENGINE.test(engine) ? 'slot' : null;
}
