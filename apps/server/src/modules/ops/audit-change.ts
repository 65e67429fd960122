import type { FastifyRequest } from 'fastify';
import type { StaffPrincipal } from '../staff/index.ts';
import { SERVICE_KEY } from './audit-search.ts';

/**
 * What the ops guard and a handler tell the audit row of a request: the staff member it
 * acted as, and what it changed (as it was, as it became). The row is written as the
 * answer leaves (routes.ts), whatever the answer.
 */
const staffOfRequest = new WeakMap<FastifyRequest, StaffPrincipal>();
const changeOfRequest = new WeakMap<FastifyRequest, { before: unknown; after: unknown }>();

export const actAs = (req: FastifyRequest, who: StaffPrincipal) => staffOfRequest.set(req, who);
export const actingStaff = (req: FastifyRequest) => staffOfRequest.get(req) ?? null;

/** A handler's change, for the audit: what it was and what it is now. */
export const recordChange = (req: FastifyRequest, before: unknown, after: unknown) =>
  changeOfRequest.set(req, { before, after });
export const changeOf = (req: FastifyRequest) => changeOfRequest.get(req) ?? null;

/** Who acted, as rows that name it keep it: the staff account, or the CLI's service key. */
export const actorName = (req: FastifyRequest) => actingStaff(req)?.account ?? SERVICE_KEY;
