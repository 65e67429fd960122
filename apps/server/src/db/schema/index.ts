/**
 * Every table, gathered for drizzle-kit and the query builder. One file per owner: a
 * module's tables are in the file of its name (settings and limits are infrastructure),
 * and another module reads them through that module's functions (docs/architecture.md).
 */

export * from './agent.ts';
export * from './captcha.ts';
export * from './cashier.ts';
export * from './crash.ts';
export * from './games.ts';
export * from './jackpot.ts';
export * from './kyc.ts';
export * from './ledger.ts';
export * from './limits.ts';
export * from './live.ts';
export * from './lottery.ts';
export * from './mailbox.ts';
export * from './member.ts';
export * from './missions.ts';
export * from './ops.ts';
export * from './play.ts';
export * from './points.ts';
export * from './promotions.ts';
export * from './protection.ts';
export * from './provider.ts';
export * from './pvp.ts';
export * from './session.ts';
export * from './settings.ts';
export * from './sports.ts';
export * from './staff.ts';
export * from './system.ts';
export * from './verification.ts';
