import type { FastifyInstance } from 'fastify';
import { crashRoutes } from '../crash/routes.ts';
import { startCrashRunner } from '../crash/runner.ts';
import { startRecovery } from './recovery.ts';
import { playRoutes } from './routes.ts';

/** The in-house games' API (the pages this server hosts play through it). */
export default async function play(app: FastifyInstance) {
  await app.register(playRoutes);
  await app.register(crashRoutes);
  startRecovery(app);
  // Tests move the crash round themselves, at the moments they choose.
  if (app.config.env !== 'test') {
    const stop = startCrashRunner(app);
    app.addHook('onClose', stop);
  }
}
