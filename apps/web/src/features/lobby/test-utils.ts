import type { Game } from './model/launch.ts';

/** Test helper: a game card as the lobby calls answer it. */
export const game = (gameId: number, gameName: string, over: Partial<Game> = {}): Game => ({
  gameId,
  nodeId: `g-${gameId}`,
  vassalage: 'PG',
  gameName,
  displayName: 'PG Slots',
  gameType: 'RNG',
  gameClassify: null,
  showIcon: `/media/game/PG/g-${gameId}.svg`,
  smallIcon: `/media/game/PG/g-${gameId}.svg`,
  supportPlay: 1,
  minBet: 0.2,
  lines: 20,
  isHot: 0,
  isGame: 'GAME',
  lotteryVariant: null,
  defaultPlayType: null,
  ...over,
});
