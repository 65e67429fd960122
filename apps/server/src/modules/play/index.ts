export { type GameSession, gameSessionOf, sessionBalance } from './game-session.ts';
export { recoveryJob } from './recovery.ts';
export { refusingBadBets } from './table-bet-refusal.ts';
export { type Caller, demoOwnerOf, houseCaller, moveDemoMoney, sessionCaller } from './wallet.ts';
