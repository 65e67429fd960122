/** The in-house engines this page can play; crash and anything unknown are not (yet). */
export type PlayableKind = 'slot' | 'roulette' | 'baccarat';

const SLOT_ENGINE = /^slot-[a-z0-9-]{1,40}$/;

export function kindOf(engine: string): PlayableKind | null {
  if (engine === 'roulette' || engine === 'baccarat') return engine;
  return SLOT_ENGINE.test(engine) ? 'slot' : null;
}
