import type { PvpEngine } from './engine.ts';
import { holdemEngine } from './holdem/index.ts';
import { mahjongEngine } from './mahjong/index.ts';
import { niuniuGrabEngine } from './niuniu-grab/index.ts';
import { zhajinhuaEngine } from './zhajinhua/index.ts';

/** The PVP card games this site hosts, by engine id (the catalogue's `engine`). */
export const PVP_ENGINES: Readonly<Record<string, PvpEngine<unknown>>> = {
  [zhajinhuaEngine.id]: zhajinhuaEngine as PvpEngine<unknown>,
  [holdemEngine.id]: holdemEngine as PvpEngine<unknown>,
  [niuniuGrabEngine.id]: niuniuGrabEngine as PvpEngine<unknown>,
  [mahjongEngine.id]: mahjongEngine as PvpEngine<unknown>,
};
