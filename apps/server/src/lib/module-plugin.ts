import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A module's plugin.ts: named, with the infrastructure plugins it stands on, so Fastify
 * refuses to start when app.ts registers it before them. Encapsulated like a plain
 * plugin: what a module decorates or hooks stays inside it.
 */
export function modulePlugin(
  name: string,
  dependencies: string[],
  register: (app: FastifyInstance) => Promise<void>,
) {
  return fp(register, { name, dependencies, encapsulate: true, fastify: '5.x' });
}
