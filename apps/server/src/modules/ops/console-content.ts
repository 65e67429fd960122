import type { FastifyInstance } from 'fastify';

/** The console's content page's calls (issue 19). */
export function contentOps(_app: FastifyInstance) {}
