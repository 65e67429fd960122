import type { CallDef, ValueOf } from '@gamehall/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

export interface HandlerContext<C extends CallDef> {
  query: C['query'] extends z.ZodType ? z.output<C['query']> : undefined;
  body: C['body'] extends z.ZodType ? z.output<C['body']> : undefined;
  req: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<C extends CallDef> = (
  ctx: HandlerContext<C>,
) => Promise<ValueOf<C>> | ValueOf<C>;

/**
 * Registers a contract call: validation, the success envelope, token and encryption
 * checks and the OpenAPI entry all come from the declaration, so handlers stay thin.
 */
export function handle<C extends CallDef>(app: FastifyInstance, call: C, handler: Handler<C>) {
  app.route({
    method: call.method,
    url: call.path,
    schema: {
      tags: [call.tag],
      summary: call.summary,
      ...(call.query ? { querystring: call.query } : {}),
      ...(call.body ? { body: call.body } : {}),
      ...(call.token ? { security: [{ token: [] }] } : {}),
      response: { 200: z.object({ success: z.literal(true), value: call.value }) },
    },
    preHandler: call.token ? app.authenticate : undefined,
    handler: async (req, reply) => {
      const value = await handler({
        query: req.query as HandlerContext<C>['query'],
        body: req.body as HandlerContext<C>['body'],
        req,
        reply,
      });
      return { success: true, value };
    },
  });
}
