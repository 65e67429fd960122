/** Every table, gathered for drizzle-kit and the query builder. One file per module. */
export * from './catalog.ts';
export * from './session.ts';
export * from './system.ts';
export * from './verification.ts';
