import type { FastifyReply, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';

/**
 * What every live feed (crash, the live tables) keeps to itself on each instance: its
 * sockets within limits, and the same-origin rule for browsers (decision 012).
 */

/** A socket that has not taken this much of what it was sent is too slow to keep. */
export const MAX_BUFFERED = 1 << 20;
/** Sockets one address may hold open on an instance (tabs, a household behind one NAT). */
export const SOCKETS_PER_IP = 20;
/** Sockets one instance holds in all: past it a new one is told to come back later. */
export const SOCKETS_PER_INSTANCE = 5_000;
/** WebSocket close code 1008: policy violation. */
const TOO_MANY = 1008;
/** WebSocket close code 1013: try again later. */
const TRY_LATER = 1013;

/**
 * The sockets an instance keeps, within its limits: per address (1008) and in all (1013).
 * A socket past either is closed at once and not kept.
 */
export function socketRegistry(limits = { perInstance: SOCKETS_PER_INSTANCE }) {
  const sockets = new Set<WebSocket>();
  const perIp = new Map<string, number>();
  return {
    sockets,
    /** A socket to keep sending to, until it closes; false (and closed) past a limit. */
    add(socket: WebSocket, ip: string) {
      if (sockets.size >= limits.perInstance) {
        socket.close(TRY_LATER, 'The live feed is full, please try again later');
        return false;
      }
      const held = perIp.get(ip) ?? 0;
      if (held >= SOCKETS_PER_IP) {
        socket.close(TOO_MANY, 'Too many connections from this address');
        return false;
      }
      perIp.set(ip, held + 1);
      sockets.add(socket);
      socket.on('close', () => {
        sockets.delete(socket);
        const left = (perIp.get(ip) ?? 1) - 1;
        if (left > 0) perIp.set(ip, left);
        else perIp.delete(ip);
      });
      return true;
    },
  };
}

/**
 * A browser opening the feed from another site's page sends that site's Origin: refused
 * before the upgrade (403). Clients that send no Origin (not browsers) are not pages of
 * another site and may listen — the feed is public.
 */
export async function sameOriginOnly(req: FastifyRequest, reply: FastifyReply) {
  const origin = req.headers.origin;
  if (origin === undefined) return;
  let host: string | null = null;
  try {
    host = new URL(origin).host;
  } catch {
    host = null;
  }
  if (host === null || host !== req.headers.host) {
    return reply.code(403).send({
      success: false,
      code: 'FORBIDDEN',
      message: 'The live feed is for this site’s own pages',
    });
  }
}
