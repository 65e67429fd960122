import { changeProtection, createDeposit, type ProtectionChange } from '@gamehall/contract';
import { expect } from 'vitest';
import { call } from '../helpers/accounts.ts';
import type { TestApp } from '../helpers/app.ts';
import { type Player, requestId } from '../helpers/money.ts';

/** A player's change of their own protection, answering the protection after it. */
export async function change(t: TestApp, p: Player, body: ProtectionChange) {
  const res = await call(t.app, changeProtection, body, p.as());
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as import('@gamehall/contract').Protection;
}

/** A deposit order asked for (not paid), answering the raw reply. */
export const askDeposit = (t: TestApp, p: Player, amount: number) =>
  call(t.app, createDeposit, { channelId: 'sandbox-bank', amount, requestId: requestId() }, p.as());

/** The limit of this kind and period in a protection answer. */
export const limitOf = (
  protection: import('@gamehall/contract').Protection,
  kind: string,
  period: string,
) => protection.limits.find((l) => l.kind === kind && l.period === period);
