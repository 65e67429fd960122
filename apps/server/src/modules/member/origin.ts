import type { FastifyRequest } from 'fastify';

const LOCAL = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * The site origin for links in e-mails: the host the player used. A Host header is
 * attacker-chosen, so it is only trusted when it is one of the brand's domains (or a
 * local one); otherwise the first brand domain is used, and a forged request can never
 * e-mail a player a reset link pointing somewhere else.
 */
export function siteOrigin(req: FastifyRequest, domains: readonly string[]): string {
  const hostname = req.hostname.toLowerCase();
  if (domains.includes(hostname) || LOCAL.has(hostname) || domains.length === 0) {
    return `${req.protocol}://${req.host}`;
  }
  return `https://${domains[0]}`;
}
