import type { FastifyInstance } from 'fastify';
import { memberRoutes } from './routes.ts';
import { securityRoutes } from './security-routes.ts';

/** The member area: registration, passwords, member info and the security centre. */
export default async function member(app: FastifyInstance) {
  await app.register(memberRoutes);
  await app.register(securityRoutes);
}
