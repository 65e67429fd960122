import type { EditableSettingKey, SettingIssue } from '@gamehall/contract';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { lockSetting, writeSetting } from './repo.ts';
import { settingsShape } from './schema.ts';
import type { SettingsStore } from './store.ts';

/** A zod issue as the console places it: its path within the request body (decision 041). */
const issueOf = (issue: z.core.$ZodIssue): SettingIssue => ({
  path: ['value', ...issue.path.map(String)].join('.'),
  message: issue.message,
});

/**
 * Replaces one brand setting with `raw`, checked by the very schema the store loads it
 * with, so what the console saves is what every instance then reads without failing. A
 * refusal names each issue's path, and nothing is written.
 */
export async function changeSetting(
  db: Db,
  store: SettingsStore,
  key: EditableSettingKey,
  raw: unknown,
) {
  const schema = settingsShape[key];
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const details = parsed.error.issues.map(issueOf);
    const first = details[0];
    throw new AppError(
      'VALIDATION_FAILED',
      `Invalid ${first?.path ?? 'value'}: ${first?.message ?? 'bad input'}`,
      { details },
    );
  }
  const value = parsed.data;
  // The row is locked while it is replaced, as region changes do (ops/service.ts), so two
  // saves are ordered and the audit's `before` is the value each one replaced.
  const stored = await db.transaction(async (tx) => {
    const was = await lockSetting(tx, key);
    await writeSetting(tx, key, value);
    return was;
  });
  store.invalidate();
  // A row never written (money and accounts have defaults) was the default.
  const before = schema.safeParse(stored);
  return { before: before.success ? before.data : (stored ?? null), after: value };
}
