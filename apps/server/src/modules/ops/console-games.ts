import type { FastifyInstance } from 'fastify';

/** The console's games page's calls (issue 19). */
export function gameConsoleOps(_app: FastifyInstance) {}
