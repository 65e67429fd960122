/** Every table, gathered for drizzle-kit and the query builder. One file per module. */
export * from './system.ts';
