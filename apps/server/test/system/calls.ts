import type { CallDef } from '@gamehall/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { z } from 'zod';

/** A visitor in London (GeoLite2 knows 81.2.69.142 as GB). */
export const LONDON_IP = '81.2.69.142';
/** A visitor in the United States. */
export const US_IP = '8.8.8.8';

/**
 * Calls a contract call the way the site does and checks the answer is the success
 * envelope whose value satisfies the call's own schema; returns the parsed value.
 */
export async function callValue<C extends CallDef>(
  app: FastifyInstance,
  call: C,
  query: Record<string, string> = {},
  headers: Record<string, string> = {},
): Promise<z.output<C['value']>> {
  const res = await app.inject({ method: call.method, url: call.path, query, headers });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/application\/json/);
  const body = z.object({ success: z.literal(true), value: z.unknown() }).parse(res.json());
  return z.parse(call.value, body.value) as z.output<C['value']>;
}

/** An error answer: the honest status and the error envelope with its code. */
export async function expectError(
  res: { statusCode: number; json: () => unknown },
  status: number,
  code: string,
) {
  expect(res.statusCode).toBe(status);
  const body = z
    .object({ success: z.literal(false), code: z.string(), message: z.string().min(1) })
    .parse(res.json());
  expect(body.code).toBe(code);
  return body;
}
