/** The sportsbook's pure parts (issue 18): its words, the settlement math, the demo model. */

export * from './demo/index.ts';
export * from './settle/index.ts';
export * from './types.ts';
