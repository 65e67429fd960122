import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler of every token call (spec §7 "T"). */
    authenticate: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/**
 * Until sessions exist (accounts issue) no token can be valid, so every token call
 * answers 401 — refusing is the safe default, never letting through.
 */
export default fp(
  async (app) => {
    app.decorate('authenticate', async () => {
      throw new AppError('UNAUTHORIZED', 'You are not logged in, please login');
    });
  },
  { name: 'auth' },
);
