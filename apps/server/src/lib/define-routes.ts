import type { CallDef, output, Schema, ValueOf } from '@gamehall/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from './app-error.ts';

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
   * A hot path answering a small JSON read (status is polled by every visitor and
   * benchmarked): skip the zod check of the answer on the way out (typed code builds it
   * from validated data; tests still check the shape against the contract), and skip the
   * document security headers and compression, which do nothing for a tiny JSON body.
   */
  hotPath?: boolean;
}

/**
 * E calls: a plaintext body is refused; the encrypted envelope is replaced by the body it
 * carries before the call's own schema validates it.
 */
async function decryptBody(req: FastifyRequest) {
  const body = req.body;
  if (typeof body !== 'object' || body === null || !('enc' in body)) {
    throw new AppError('ENCRYPTION_REQUIRED', 'This call needs an encrypted body');
  }
  req.body = req.server.decryptPayload(body);
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
    preValidation: call.encrypted && call.body ? decryptBody : undefined,
    preHandler: call.token ? app.authenticate : undefined,
    ...(options.hotPath
      ? {
          serializerCompiler: () => (data: unknown) => JSON.stringify(data),
          helmet: false,
          compress: false,
        }
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
