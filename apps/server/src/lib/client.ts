import type { FastifyRequest } from 'fastify';

/** Who is calling, as the audit log, sessions and known IPs record it. */
export interface Client {
  ip: string;
  userAgent: string | null;
}

export function clientOf(req: FastifyRequest): Client {
  const ua = req.headers['user-agent'];
  return { ip: req.ip, userAgent: typeof ua === 'string' ? ua.slice(0, 512) : null };
}
