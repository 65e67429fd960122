import type { FastifyInstance } from 'fastify';

/** The console's brand page's calls (issue 19). */
export function brandOps(_app: FastifyInstance) {}
