/** Every table, gathered for drizzle-kit and the query builder. One file per module. */

export * from './cashier.ts';
export * from './catalog.ts';
export * from './crash.ts';
export * from './ledger.ts';
export * from './play.ts';
export * from './provider.ts';
export * from './session.ts';
export * from './settings.ts';
export * from './system.ts';
export * from './verification.ts';
