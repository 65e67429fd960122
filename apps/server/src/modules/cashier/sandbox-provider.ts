import { randomBytes } from 'node:crypto';
import { fromMinor, sandboxDepositCallback, toMinor } from '@gamehall/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { handle } from '../../lib/define-routes.ts';
import { findDeposit } from './deposit-repo.ts';
import { settleDeposit } from './deposit-service.ts';
import { payPage, resultPage } from './sandbox-page.ts';
import { payKeyMatches, SANDBOX } from './sandbox-pay-key.ts';
import { fieldsSignatureMatches, providerSecret, sign } from './signing.ts';

const Params = z.object({ orderNo: z.string().regex(/^[A-Z0-9]{8,64}$/) });
const Key = z.object({ key: z.string().max(128).optional() });
const Form = z.object({ action: z.enum(['pay', 'fail']), key: z.string().max(128).optional() });

const page = (reply: FastifyReply, status: number, html: string) =>
  reply.code(status).type('text/html; charset=utf-8').send(html);

/**
 * The sandbox payment provider, built in so a fresh site takes deposits end to end —
 * outside production only: cashier/index.ts does not register it there (decision 020).
 * Its pay page is served here; when the order's owner pays, it calls the site's callback
 * exactly as an outside provider would — a signed request through the full HTTP route
 * (inject), so the callback path a real provider uses is the one exercised.
 */
export async function sandboxProvider(app: FastifyInstance) {
  /**
   * The order of the pay page when the link's key is the order's own, and whether its
   * time to be paid is over. A wrong key reads as an unknown order: the page tells a
   * stranger nothing, not even that the order exists.
   */
  async function orderOf(params: unknown, key: string | undefined) {
    const parsed = Params.safeParse(params);
    if (!parsed.success) return null;
    const { orderNo } = parsed.data;
    if (!(await payKeyMatches(app, orderNo, key))) return null;
    const order = await findDeposit(app.database.db, orderNo);
    if (!order) return null;
    const minutes = (await app.settings.get()).settings.money.depositExpiryMinutes;
    return { order, expired: Date.now() - order.createdAt.getTime() > minutes * 60_000 };
  }

  app.get('/sandbox-pay/:orderNo', { schema: { hide: true } }, async (req, reply) => {
    const query = Key.safeParse(req.query);
    const key = query.success ? query.data.key : undefined;
    const found = await orderOf(req.params, key);
    if (!found || !key) return page(reply, 404, 'Unknown order');
    return page(reply, 200, payPage(found.order, found.expired, key));
  });

  app.post('/sandbox-pay/:orderNo', { schema: { hide: true } }, async (req, reply) => {
    const form = Form.safeParse(req.body);
    if (!form.success) return page(reply, 400, 'Choose Pay or Decline');
    const found = await orderOf(req.params, form.data.key);
    if (!found) return page(reply, 404, 'Unknown order');
    const { order, expired } = found;
    const fields = {
      orderNo: order.orderNo,
      amount: fromMinor(order.amount),
      status: form.data.action === 'pay' && !expired ? 'PAID' : 'FAILED',
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
      return page(reply, 502, 'The site refused the payment callback');
    }
    const value = (res.json() as { value: { orderNo: string; status: string } }).value;
    return page(reply, 200, resultPage(value));
  });

  handle(app, sandboxDepositCallback, async ({ body, req }) => {
    const secret = await providerSecret(app.database.db, SANDBOX);
    const signature = req.headers['x-signature'];
    if (
      !fieldsSignatureMatches(secret, body, typeof signature === 'string' ? signature : undefined)
    ) {
      throw new AppError('SIGNATURE_INVALID', 'The callback signature is missing or wrong');
    }
    const order = await settleDeposit(app, { ...body, amount: toMinor(body.amount) });
    return { orderNo: order.orderNo, status: order.status };
  });
}
