/** In-house games: pure, no I/O, the same code on the server and in the browser. */

export {
  type CrashBet,
  cashoutReturn,
  crashChain,
  GROWTH_PER_MS,
  hundredthsAt,
  msToReach,
  settleCrashBet,
} from './crash/round.ts';
export { crashPoint, onChain, previousHash } from './fair/crash-chain.ts';
export { JACKPOT_DRAWS, jackpotDraw, jackpotHit, jackpotThreshold } from './fair/jackpot.ts';
export { commitment, type FairInput, floats, integers } from './fair/outcomes.ts';
export {
  isWholeRaffleTable,
  RAFFLE_TICKETS,
  rafflePrize,
  raffleTicket,
  raffleTicketRanges,
} from './fair/raffle.ts';
export { shuffledPrefix as shuffledDeckPrefix } from './fair/shuffled-prefix.ts';
export {
  checkShots,
  type FishBatch,
  FishShotError,
  killThreshold,
  type Shot,
  type ShotResult,
  shootFish,
} from './fish/shots.ts';
export {
  FISH_CANNON_BETS,
  FISH_RTP_BP,
  FISH_SPECIES,
  type FishSpecies,
  MAX_SHOTS_PER_BATCH,
} from './fish/species.ts';
export {
  ALL_LOTTERY_FAMILIES,
  type AnyLotteryFamily,
  drawLottery,
  isWellFormedDraw,
  LOTTERY_FAMILIES,
  type LotteryDraw,
  type LotteryFamily,
  type LotteryResult,
  SHUFFLED_BOARDS,
  shuffledPrefix,
} from './lottery/draws.ts';
export { LotteryBetError, type LotteryBetErrorCode } from './lottery/lottery-bet-error.ts';
export {
  PAYOUT_TABLES,
  type PayoutTable,
  PRIZE_MODES,
  PRIZE_REFERENCE_UNIT,
  type PrizeMode,
} from './lottery/payout-tables.ts';
export type { PlayType as LotteryPlayType } from './lottery/play-type.ts';
export {
  E_LOTTERY_PLAY_TYPES,
  findPlayType,
  LOTTERY_PLAY_TYPES,
  type LotteryPlayTypeId,
  playTypesOf,
  REGIONAL_LOTTERY_PLAY_TYPES,
  type RegionalPlayTypeId,
} from './lottery/play-types.ts';
export { MAX_XIEN_NUMBERS, VN_REGIONS, type VnRegion } from './lottery/play-types-vn.ts';
export {
  drawRegional,
  isRegionalFamily,
  REGIONAL_LOTTERY_FAMILIES,
  REGIONAL_TIERS,
  type RegionalLotteryFamily,
  type RegionalLotteryResult,
  type RegionalPrizeTier,
} from './lottery/regional-results.ts';
export {
  type LotteryPick,
  type RowShape as LotteryRowShape,
  type Selection as LotterySelection,
  type SelectionShape as LotterySelectionShape,
  ticketNumber as lotteryTicketNumber,
  ticketOf as lotteryTicketOf,
} from './lottery/selection.ts';
export { type LotterySettlement, lotteryWin, settleLotteryBet } from './lottery/settle.ts';
export {
  type CheckedLotteryBet,
  type CheckedSelection,
  checkLotteryBet,
  checkSelection,
  DEFAULT_LOTTERY_RULES,
  type LotteryBet,
  type LotteryBetRules,
  MAX_LOTTERY_MULTIPLIER,
} from './lottery/validate.ts';
export { pvpDeck } from './pvp/deck.ts';
export {
  type PvpAction,
  type PvpActionSpec,
  type PvpEngine,
  type PvpRake,
  type PvpResult,
  PvpRuleError,
  type PvpRuleErrorCode,
  type PvpStart,
} from './pvp/engine.ts';
export { PVP_ENGINES } from './pvp/engines.ts';
export {
  type MahjongState,
  mahjongEngine,
  mahjongWall,
  startMahjong,
  TILE_KINDS as MAHJONG_TILES,
  type Tile as MahjongTile,
} from './pvp/mahjong/index.ts';
export { decodePvpState, encodePvpState } from './pvp/state-json.ts';
export {
  dealPvpHand,
  PVP_VERIFY_ENGINES,
  type PvpDeal,
  PvpDealError,
  type PvpDealErrorCode,
  type PvpDealtSeat,
  type PvpDeckUse,
  type PvpHandWords,
  type PvpVerifyEngine,
} from './pvp/verify/deal-again.ts';
export { dealMahjongAgain, type MahjongDeal } from './pvp/verify/mahjong-again.ts';
export { slotModels } from './slots/catalogue.ts';
export { checkSlotModel, SlotModelError } from './slots/check-model.ts';
export type { FreeSpinRules, SlotModel, SlotSymbol } from './slots/model.ts';
export { MAX_FREE_SPINS, playSlotRound, type SlotRound } from './slots/round.ts';
export { type SlotMath, slotMath } from './slots/slot-math.ts';
export type { LineWin, ScatterWin, SlotSpin } from './slots/spin.ts';
export {
  fairStopSource,
  type StopSource,
  scriptedStopSource,
  seededStopSource,
} from './slots/stop-sources.ts';
export { type Card, cardValue, SHOE_SIZE, type Suit } from './tables/baccarat/cards.ts';
export { dealBaccarat } from './tables/baccarat/deal.ts';
export {
  type BaccaratBet,
  type BaccaratBetResult,
  type BaccaratBetType,
  type BaccaratLimits,
  type BaccaratSettlement,
  bankerWinnings,
  checkBaccaratBets,
  settleBaccarat,
} from './tables/baccarat/settle.ts';
export { fairShoePrefix, shuffledShoePrefix } from './tables/baccarat/shoe.ts';
export {
  type BaccaratHand,
  type BaccaratOutcome,
  type BaccaratWinner,
  bankerDraws,
  dealBaccaratFromCards,
} from './tables/baccarat/tableau.ts';
export type { BlackjackOutcome, DealerHand, PairKind } from './tables/blackjack/deal.ts';
export {
  BLACKJACK_DECISION_SPOTS,
  BLACKJACK_RULES,
  type BlackjackBetType,
  blackjackEngine,
  blackjackPlay,
} from './tables/blackjack/engine.ts';
export type { BlackjackDecision, BlackjackPlay, PlayerHand } from './tables/blackjack/play.ts';
export { cardLabel, DECK_SIZE, unshuffledDeckCard } from './tables/cards/deck.ts';
export type { CasinoHoldemOutcome, HoldemHand } from './tables/casino-holdem/deal.ts';
export { type CasinoHoldemBetType, casinoHoldemEngine } from './tables/casino-holdem/engine.ts';
export { type FightCard, type Fighter, fightCard } from './tables/cockfight/card.ts';
export {
  type CockfightBetType,
  type CockfightOutcome,
  type CockfightWinner,
  cockfightEngine,
} from './tables/cockfight/engine.ts';
export type { DragonTigerOutcome, DragonTigerWinner } from './tables/dragon-tiger/deal.ts';
export { type DragonTigerBetType, dragonTigerEngine } from './tables/dragon-tiger/engine.ts';
export type { FanTanBetType } from './tables/fantan/bets.ts';
export { fantanEngine } from './tables/fantan/engine.ts';
export type { FanTanOutcome } from './tables/fantan/pile.ts';
export {
  type FishPrawnCrabBetType,
  type FishPrawnCrabOutcome,
  type FishPrawnCrabSymbol,
  fishPrawnCrabEngine,
} from './tables/fish-prawn-crab/engine.ts';
export type { StakeRange, TableLimits } from './tables/limits.ts';
export type { LiveDecisionEngine } from './tables/live/decisions.ts';
export {
  checkLiveBets,
  dealLive,
  type LiveBet,
  type LiveBetResult,
  type LiveTableEngine,
  settleLiveBets,
} from './tables/live/engine.ts';
export { LIVE_ENGINES } from './tables/live/engines.ts';
export type { NiuniuOutcome, NiuniuPlayerHand } from './tables/niuniu/deal.ts';
export { type NiuniuBetType, niuniuEngine } from './tables/niuniu/engine.ts';
export type { NiuniuHand } from './tables/niuniu/hand.ts';
export type { Joker, PaiGowCard } from './tables/pai-gow/cards.ts';
export type { PaiGowHand, PaiGowHandResult, PaiGowOutcome } from './tables/pai-gow/deal.ts';
export { type PaiGowBetType, paiGowEngine } from './tables/pai-gow/engine.ts';
export type { HighHand } from './tables/pai-gow/hand.ts';
export {
  bestOfSeven,
  evaluateFive,
  POKER_CATEGORIES,
  type PokerCategory,
  type PokerHand,
} from './tables/poker-hands/five.ts';
export {
  evaluateThree,
  THREE_CARD_CATEGORIES,
  type ThreeCardCategory,
  type ThreeCardHand,
} from './tables/poker-hands/three.ts';
export {
  type OutsideEvenMoneyBetType,
  ROULETTE_PAYOUTS,
  type RouletteBet,
  type RouletteBetType,
  type RouletteLimits,
} from './tables/roulette/bets.ts';
export { type PocketColour, pocketColour } from './tables/roulette/layout.ts';
export {
  checkRouletteBets,
  type RouletteBetResult,
  type RouletteSettlement,
  settleRoulette,
} from './tables/roulette/settle.ts';
export { type RouletteSpin, spinRoulette } from './tables/roulette/spin.ts';
export type { SedieBetType } from './tables/sedie/bets.ts';
export type { CoinFace, SedieOutcome } from './tables/sedie/coins.ts';
export { sedieEngine } from './tables/sedie/engine.ts';
export { type SicboBetType, type SicboOutcome, sicboEngine } from './tables/sicbo/engine.ts';
export { TableBetError, type TableBetErrorCode } from './tables/table-bet-error.ts';
export type { ThreeCardPokerHand, ThreeCardPokerOutcome } from './tables/three-card-poker/deal.ts';
export {
  type ThreeCardPokerBetType,
  threeCardPokerEngine,
} from './tables/three-card-poker/engine.ts';
