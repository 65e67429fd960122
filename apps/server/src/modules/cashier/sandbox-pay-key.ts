import type { FastifyInstance } from 'fastify';
import { hmacHex, signatureMatches } from '../../lib/hmac.ts';
import type { DepositRow } from './deposit-repo.ts';
import { providerSecret } from './signing.ts';

export const SANDBOX = 'SANDBOX';

const keyText = (orderNo: string) => `sandbox-pay-page:${orderNo}`;

/**
 * The pay links of a player's orders. The link carries a key made from the sandbox
 * provider's secret and the order number; only the order's owner receives it (the
 * cashier's token calls), so nobody else can pay or decline the order even knowing its
 * number. In production the sandbox does not exist, so there is no link (decision 020).
 */
export async function payLinks(app: FastifyInstance): Promise<(row: DepositRow) => string | null> {
  if (app.config.env === 'production') return () => null;
  const secret = await providerSecret(app.database.db, SANDBOX);
  return (row) =>
    row.status === 'PENDING'
      ? `/sandbox-pay/${row.orderNo}?key=${hmacHex(secret, keyText(row.orderNo))}`
      : null;
}

/** Whether `key` is the pay key of the order (constant-time). */
export async function payKeyMatches(app: FastifyInstance, orderNo: string, key?: string) {
  const secret = await providerSecret(app.database.db, SANDBOX);
  return signatureMatches(secret, keyText(orderNo), key);
}
