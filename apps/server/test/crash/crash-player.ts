import type { TestApp } from '../helpers/app.ts';
import { inHousePlayer } from '../helpers/in-house-player.ts';

/** A player with `funds` (minor units) and a live session of an in-house crash game. */
export const crashPlayer = (t: TestApp, funds: bigint, playMode: 'real' | 'demo' = 'real') =>
  inHousePlayer(t, 'crash', funds, playMode);
