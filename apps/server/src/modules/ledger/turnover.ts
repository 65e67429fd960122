import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { walletTurnover } from '../../db/schema/ledger.ts';

/** The wagering an amount adds when the brand asks for `multiple` times it (to the cent). */
export function turnoverFor(amount: bigint, multiple: number): bigint {
  return (amount * BigInt(Math.round(multiple * 100))) / 100n;
}

/** Adds wagering owed (`required`, by deposits and bonuses) or played (`done`, by bets). */
export async function addTurnover(
  q: Queryable,
  memberId: number,
  add: { required?: bigint; done?: bigint },
) {
  const required = add.required ?? 0n;
  const done = add.done ?? 0n;
  if (required === 0n && done === 0n) return;
  const t = walletTurnover;
  await q
    .insert(t)
    .values({ memberId, required, done })
    .onConflictDoUpdate({
      target: t.memberId,
      set: { required: sql`${t.required} + ${required}`, done: sql`${t.done} + ${done}` },
    });
}

export async function turnoverOf(q: Queryable, memberId: number) {
  const [row] = await q
    .select({ required: walletTurnover.required, done: walletTurnover.done })
    .from(walletTurnover)
    .where(eq(walletTurnover.memberId, memberId));
  const required = row?.required ?? 0n;
  const done = row?.done ?? 0n;
  return { required, done, remaining: required > done ? required - done : 0n };
}
