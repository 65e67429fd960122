/** The in-house engines this page can play; anything unknown is not (yet). */
export type PlayableKind = 'slot' | 'roulette' | 'baccarat' | 'crash';

const SLOT_ENGINE = /^slot-[a-z0-9-]{1,40}$/;

export function kindOf(engine: string): PlayableKind | null {
  if (engine === 'roulette' || engine === 'baccarat' || engine === 'crash') return engine;
  return SLOT_ENGINE.test(engine) ? 'slot' : null;
}
