import type { CallDef, output, Schema, ValueOf } from '@gamehall/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

type Parsed<S> = S extends Schema ? output<S> : undefined;

export interface HandlerContext<C extends CallDef> {
  query: Parsed<NonNullable<C['query']>>;
  body: Parsed<NonNullable<C['body']>>;
  req: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<C extends CallDef> = (
  ctx: HandlerContext<C>,
) => Promise<ValueOf<C>> | ValueOf<C>;

export interface HandleOptions {
  /**
   * Skip the zod check of the answer on the way out and go straight to JSON.stringify.
   * Only for hot paths whose answer typed code builds from already-validated data; their
   * tests still check the shape against the contract.
   */
  uncheckedResponse?: boolean;
}

/**
 * Registers a contract call: validation, the success envelope, token and encryption
 * checks and the OpenAPI entry all come from the declaration, so handlers stay thin.
 */
export function handle<C extends CallDef>(
  app: FastifyInstance,
  call: C,
  handler: Handler<C>,
  options: HandleOptions = {},
) {
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
    ...(options.uncheckedResponse
      ? { serializerCompiler: () => (data: unknown) => JSON.stringify(data) }
      : {}),
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
