import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { paymentProviderKeys } from '../../db/schema/cashier.ts';
import { hmacHex, signatureMatches } from '../../lib/hmac.ts';

/**
 * The string a payment callback signs: its fields as key=value, sorted by key, joined
 * by '&' — the scheme most payment providers use, so no raw body is needed.
 */
export function signingString(fields: Record<string, string | number>): string {
  return Object.keys(fields)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');
}

export function sign(secret: string, fields: Record<string, string | number>): string {
  return hmacHex(secret, signingString(fields));
}

export function fieldsSignatureMatches(
  secret: string,
  fields: Record<string, string | number>,
  given: string | undefined,
): boolean {
  return signatureMatches(secret, signingString(fields), given);
}

async function readSecret(q: Queryable, provider: string) {
  const [row] = await q
    .select({ secret: paymentProviderKeys.secret })
    .from(paymentProviderKeys)
    .where(eq(paymentProviderKeys.provider, provider));
  return row?.secret ?? null;
}

/**
 * The provider's secret, made on first use. Read first, so a callback costs one select,
 * not a write; two instances creating it at once both insert and the first row stays.
 */
export async function providerSecret(q: Queryable, provider: string): Promise<string> {
  const existing = await readSecret(q, provider);
  if (existing) return existing;
  await q
    .insert(paymentProviderKeys)
    .values({ provider, secret: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const made = await readSecret(q, provider);
  if (!made) throw new Error(`no secret for payment provider ${provider}`);
  return made;
}
