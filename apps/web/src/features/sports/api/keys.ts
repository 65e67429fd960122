/** The sportsbook's query keys: every one under ['sports'], so a reconnect asks them all again. */
export const SPORTS = ['sports'] as const;
export const SPORTS_MATCHES = [...SPORTS, 'matches'] as const;
export const SPORTS_MATCH = [...SPORTS, 'match'] as const;
export const SPORTS_BETS = [...SPORTS, 'bets'] as const;
