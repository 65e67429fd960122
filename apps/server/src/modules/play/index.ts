import type { FastifyInstance } from 'fastify';
import { playRoutes } from './routes.ts';

/** The in-house games' API (the pages this server hosts play through it). */
export default async function play(app: FastifyInstance) {
  await app.register(playRoutes);
}
export { type GameSession, gameSessionOf, sessionBalance } from './game-session.ts';
export { recoveryJob } from './recovery.ts';
export { type Caller, demoOwnerOf, houseCaller, moveDemoMoney, sessionCaller } from './wallet.ts';
