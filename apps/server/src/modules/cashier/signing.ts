import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { paymentProviderKeys } from '../../db/schema/index.ts';

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
  return createHmac('sha256', secret).update(signingString(fields)).digest('hex');
}

export function signatureMatches(
  secret: string,
  fields: Record<string, string | number>,
  given: string | undefined,
): boolean {
  if (!given || !/^[0-9a-f]{64}$/i.test(given)) return false;
  return timingSafeEqual(Buffer.from(sign(secret, fields), 'hex'), Buffer.from(given, 'hex'));
}

/** The provider's secret, made on first use (every instance reads the same row). */
export async function providerSecret(q: Queryable, provider: string): Promise<string> {
  await q
    .insert(paymentProviderKeys)
    .values({ provider, secret: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await q
    .select({ secret: paymentProviderKeys.secret })
    .from(paymentProviderKeys)
    .where(eq(paymentProviderKeys.provider, provider));
  if (!row) throw new Error(`no secret for payment provider ${provider}`);
  return row.secret;
}
