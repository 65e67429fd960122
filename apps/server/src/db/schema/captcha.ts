import { pgTable, text } from 'drizzle-orm/pg-core';
import { when } from './columns.ts';

/**
 * Image captchas by the key the site chose; an answer is checked once, then gone. The
 * answer is kept as is: it guards nothing after its two minutes, and tests read it.
 */
export const captchas = pgTable('captchas', {
  key: text('key').primaryKey(),
  answer: text('answer').notNull(),
  expiresAt: when('expires_at').notNull(),
});
