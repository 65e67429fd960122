import type { FastifyInstance } from 'fastify';
import { crashRoutes } from './routes.ts';

/**
 * Crash (decision 012): one live round for every instance, its calls and its socket. Its
 * bets go through the play module's game sessions and wallet callers.
 */
export default async function crash(app: FastifyInstance) {
  await app.register(crashRoutes);
}
