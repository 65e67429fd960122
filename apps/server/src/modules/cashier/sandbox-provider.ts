import { randomBytes } from 'node:crypto';
import { fromMinor, sandboxDepositCallback } from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { findDeposit } from './deposit-repo.ts';
import { payPage, resultPage } from './sandbox-page.ts';
import { providerSecret, sign } from './signing.ts';

export const SANDBOX = 'SANDBOX';

const Params = z.object({ orderNo: z.string().regex(/^[A-Z0-9]{8,64}$/) });
const Form = z.object({ action: z.enum(['pay', 'fail']) });

/**
 * The sandbox payment provider, built in so a fresh site takes deposits end to end. Its
 * pay page is served here; when the player pays, it calls the site's callback exactly as
 * an outside provider would — a signed request through the full HTTP route (inject), so
 * the callback path a real provider uses is the one exercised.
 */
export async function sandboxProvider(app: FastifyInstance) {
  /** The order of the pay page, and whether its time to be paid is over. */
  async function orderOf(params: unknown) {
    const { orderNo } = Params.parse(params);
    const order = await findDeposit(app.database.db, orderNo);
    if (!order) return null;
    const minutes = (await app.settings.get()).settings.money.depositExpiryMinutes;
    return { order, expired: Date.now() - order.createdAt.getTime() > minutes * 60_000 };
  }

  app.get('/sandbox-pay/:orderNo', { schema: { hide: true } }, async (req, reply) => {
    const found = await orderOf(req.params);
    if (!found) return reply.code(404).type('text/html').send('Unknown order');
    return reply.type('text/html; charset=utf-8').send(payPage(found.order, found.expired));
  });

  app.post('/sandbox-pay/:orderNo', { schema: { hide: true } }, async (req, reply) => {
    const { action } = Form.parse(req.body);
    const found = await orderOf(req.params);
    if (!found) return reply.code(404).type('text/html').send('Unknown order');
    const { order, expired } = found;
    const fields = {
      orderNo: order.orderNo,
      amount: fromMinor(order.amount),
      status: action === 'pay' && !expired ? 'PAID' : 'FAILED',
      providerRef: `SBX${randomBytes(8).toString('hex').toUpperCase()}`,
    };
    const secret = await providerSecret(app.database.db, SANDBOX);
    const res = await app.inject({
      method: 'POST',
      url: sandboxDepositCallback.path,
      headers: { 'x-signature': sign(secret, fields), 'content-type': 'application/json' },
      payload: JSON.stringify(fields),
    });
    if (res.statusCode !== 200) {
      req.log.error({ status: res.statusCode, body: res.body }, 'sandbox callback refused');
      return reply.code(502).type('text/html').send('The site refused the payment callback');
    }
    const value = (res.json() as { value: { orderNo: string; status: string } }).value;
    return reply.type('text/html; charset=utf-8').send(resultPage(value));
  });
}
