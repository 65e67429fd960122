import type { ErrorEnvelope } from '@gamehall/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';

/** Paths that belong to the API: unknown ones answer a 404 envelope, never the site. */
export const apiPrefixes = [
  '/play/api/',
  '/wps/',
  '/lgw/',
  '/lotto/',
  '/ops/',
  '/provider/',
  '/media/',
  '/docs',
  '/healthz',
];

export function isApiPath(url: string): boolean {
  return apiPrefixes.some((p) => url.startsWith(p));
}

function send(reply: FastifyReply, status: number, body: ErrorEnvelope) {
  if (body.retryAfter !== undefined) reply.header('retry-after', String(body.retryAfter));
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

const fastifyCodes: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Body too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Unsupported content type',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'BAD_REQUEST', message: 'Empty JSON body' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'BAD_REQUEST', message: 'Malformed JSON' },
};

/** The one place where errors become envelopes (docs/architecture.md "The wire contract"). */
export function toErrorReply(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (err instanceof AppError) {
    return send(reply, err.status, {
      success: false,
      code: err.code,
      message: err.message,
      ...err.extra,
    });
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    const details = err.validation.map((v) => ({
      path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: v.message,
    }));
    const first = details[0];
    const where = first?.path ? `${err.validationContext ?? 'request'}.${first.path}` : '';
    return send(reply, 400, {
      success: false,
      code: 'VALIDATION_FAILED',
      message: `Invalid ${where || (err.validationContext ?? 'request')}: ${first?.message ?? 'bad input'}`,
      details,
    });
  }
  const known = err.code ? fastifyCodes[err.code] : undefined;
  if (known) return send(reply, known.status, { success: false, ...known });
  if (err.statusCode === 429) {
    return send(reply, 429, { success: false, code: 'TOO_MANY_REQUESTS', message: err.message });
  }
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    return send(reply, err.statusCode, {
      success: false,
      code: 'BAD_REQUEST',
      message: err.message,
    });
  }
  req.log.error({ err }, 'unexpected error');
  return send(reply, 500, {
    success: false,
    code: 'INTERNAL',
    message: `Unexpected error; quote request id ${req.id}`,
    requestId: String(req.id),
  });
}

/**
 * Unknown routes: API paths answer the 404 envelope. Other GETs get the site's
 * index.html once static-site has decorated `sendSiteIndex` (history-mode routing);
 * until the site is built they answer the same envelope.
 */
export function notFoundReply(req: FastifyRequest, reply: FastifyReply) {
  const path = req.url.split('?', 1)[0] ?? req.url;
  const site = req.server as {
    sendSiteIndex?: (reply: FastifyReply, path: string) => FastifyReply | Promise<FastifyReply>;
  };
  if (!isApiPath(path) && (req.method === 'GET' || req.method === 'HEAD') && site.sendSiteIndex) {
    return site.sendSiteIndex(reply, path);
  }
  return send(reply, 404, {
    success: false,
    code: 'NOT_FOUND',
    message: `No such path: ${req.method} ${path.slice(0, 200)}`,
  });
}

export default fp(
  async function envelope(app: FastifyInstance) {
    app.setErrorHandler(toErrorReply);
    app.setNotFoundHandler(notFoundReply);
    app.addHook('onSend', async (req, reply) => {
      reply.header('x-request-id', req.id);
    });
  },
  { name: 'envelope' },
);
