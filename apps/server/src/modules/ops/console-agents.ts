import type { FastifyInstance } from 'fastify';

/** The console's agents page's calls (issue 19). */
export function agentConsoleOps(_app: FastifyInstance) {}
