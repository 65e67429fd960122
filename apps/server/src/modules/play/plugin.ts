import type { FastifyInstance } from 'fastify';
import { playRoutes } from './routes.ts';

/** The in-house games' API (the pages this server hosts play through it). */
export default async function play(app: FastifyInstance) {
  await app.register(playRoutes);
}
