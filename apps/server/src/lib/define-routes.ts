import {
  type CallDef,
  changePassword,
  type output,
  type Schema,
  type ValueOf,
} from '@gamehall/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, serverBusy } from './app-error.ts';
import { AGENT_TYPES, type AuthMember, type LimitRule, TRIAL_TYPE } from './platform-types.ts';
import { decryptBudget } from './process-budget.ts';

type Parsed<S> = S extends Schema ? output<S> : undefined;

export interface HandlerContext<C extends CallDef> {
  query: Parsed<NonNullable<C['query']>>;
  body: Parsed<NonNullable<C['body']>>;
  /** The logged-in member on token calls; null on the others (see `memberOf`). */
  member: AuthMember | null;
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
  /**
   * Limits counted per client IP before anything else runs, so a flood costs no RSA
   * decryption or password hashing (E calls also share a general per-IP limit).
   */
  ipLimits?: LimitRule[];
  /** A larger body than the app's 1 MB limit (e.g. a proof image). */
  bodyLimit?: number;
  /**
   * True when the costly work behind the call cannot be taken now (the password pool's
   * queue is full): the call answers 503 SERVER_BUSY before anything else, no counter,
   * no decryption — shedding a flood must itself be cheap (decision 014).
   */
  shedWhen?: () => boolean;
}

/** Every E call from one IP: decryption is the costly part an attacker could abuse. */
export const encryptedCallsPerIp: LimitRule = {
  name: 'e-call-ip',
  points: 60,
  windowSec: 60,
  message: 'Too many requests, please try again later',
};

async function noStore(_req: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
}

/** The member of a token call's context (authenticate has run, so it is there). */
export function memberOf(ctx: { member: AuthMember | null }): AuthMember {
  if (!ctx.member) throw new AppError('UNAUTHORIZED', 'You are not logged in, please login');
  return ctx.member;
}

/** Product §4/§6: trial accounts are refused real-account actions; agent calls refuse others. */
function checkRole(call: CallDef) {
  return async (req: FastifyRequest) => {
    const member = req.member;
    if (!member) throw new AppError('UNAUTHORIZED', 'You are not logged in, please login');
    if (call.agentOnly && !AGENT_TYPES.has(member.type)) {
      throw new AppError('NOT_AGENT', 'Non-agents cannot log in');
    }
    if (call.refuseTrial && member.type === TRIAL_TYPE) {
      throw new AppError('TRIAL_ACCOUNT', 'Please register a real account to do this');
    }
    if (call.refuseTrial && member.mustChangePassword && call.path !== changePassword.path) {
      throw new AppError('PASSWORD_CHANGE_REQUIRED', 'Please change your password first');
    }
  };
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
  await decryptBudget.spend();
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
  const limits = [...(call.encrypted ? [encryptedCallsPerIp] : []), ...(options.ipLimits ?? [])];
  // Per-address limits, then the token and the role, all before the body is parsed,
  // decrypted or validated: a caller without a valid token learns nothing about a call's
  // fields and costs no RSA work (401 before any 400).
  const shedWhen = options.shedWhen;
  const guards = [
    ...(shedWhen
      ? [
          async () => {
            if (shedWhen()) throw serverBusy();
          },
        ]
      : []),
    ...(limits.length
      ? [
          async (req: FastifyRequest) => {
            for (const rule of limits) await app.limiter.hit(rule, req.ip);
          },
        ]
      : []),
    // A token answer is one person's: no shared or browser cache may keep it.
    ...(call.token ? [noStore, app.authenticate] : []),
    ...(call.token && (call.refuseTrial || call.agentOnly) ? [checkRole(call)] : []),
  ];
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
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(call.staff ? { config: { staff: call.staff } } : {}),
    onRequest: guards.length ? guards : undefined,
    preValidation: call.encrypted && call.body ? decryptBody : undefined,
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
        member: req.member ?? null,
        req,
        reply,
      });
      return { success: true, value };
    },
  });
}
