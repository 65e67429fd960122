export { mahjongEngine, mahjongMinStack } from './engine.ts';
export { countFan, FAN_VALUES, type FanCount, type FanName, MAX_FAN } from './fan.ts';
export {
  type Decomposition,
  decompositions,
  type HandSet,
  isSevenPairs,
  isWinningHand,
  type Meld,
  waitsOf,
} from './hand.ts';
export { startFromDeck, startMahjong } from './start.ts';
export type {
  MahjongClaim,
  MahjongPhase,
  MahjongSeat,
  MahjongState,
  MahjongWin,
} from './state.ts';
export {
  isTile,
  rankOf,
  type Suit,
  sortTiles,
  suitOf,
  TILE_KINDS,
  type Tile,
  tileIndex,
  tileName,
  tileOfIndex,
  tilesOf,
  unshuffledTile,
  WALL_SIZE,
} from './tiles.ts';
export { isWholeWall, mahjongWall, WALL_CLIENT_SEED, wallFairInput, wallFromDeck } from './wall.ts';
