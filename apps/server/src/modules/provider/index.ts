/** The provider area: the signed seamless wallet game vendors call. */

export { launchTokenGame, moveSessionDemo, sessionDemoBalance } from './demo-money.ts';
export {
  type HeldStatus,
  type HeldWinView,
  listHeldWins,
  rejectHeldWin,
  releaseHeldWin,
} from './held-wins.ts';
export {
  type CorrectedRound,
  correctHouseRounds,
  type OpenedRound,
  openHouseRounds,
  refundHouseRounds,
  reviveRefundedRounds,
  type SettledRound,
  settleHouseRounds,
} from './house-rounds.ts';
export { identifyPlayer } from './player.ts';
export { secretOf as vendorSecret } from './repo.ts';
export { bet as placeBet, win as payWin } from './service.ts';
export { authenticate, findSession, issueLaunchToken } from './sessions.ts';
export { syncVendorKeys, type VendorKind } from './vendor-keys.ts';
export { gameRoundsView, settledDaysView } from './views.ts';
export { walletFor } from './wallets.ts';
