import type { IncomingMessage } from 'node:http';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/** A Host header fit to name in a policy: a name or address and a port, nothing else. */
const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/**
 * ws:// and wss:// of the host the page was loaded from ('self' covers them in current
 * browsers, not in all): the site's own socket, and no other (issue 12).
 */
function ownSocketOrigins(req: IncomingMessage): string {
  const host = req.headers.host;
  return host && HOST.test(host) ? `ws://${host} wss://${host}` : '';
}

/**
 * Whether the browser counts the page's origin as potentially trustworthy (https, or
 * loopback over http). Elsewhere — plain http on an address, how an operator first opens
 * a fresh install — it ignores Cross-Origin-Opener-Policy and says so in the console on
 * every page, so the header is left off there (decision 017).
 */
export function trustworthy(protocol: string, hostname: string): boolean {
  if (protocol === 'https') return true;
  // Fastify's hostname has no port; an IPv6 address keeps its brackets.
  const host = hostname.replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127\./.test(host)
  );
}

/**
 * Security headers and compression for everything we serve. The CSP allows no inline
 * script: the site is built into files, and /docs (Swagger UI) gets its own hashes from
 * @fastify/swagger-ui's staticCSP.
 */
export default fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'"],
          // React and libraries set style attributes; styles cannot run code.
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:'],
          'font-src': ["'self'", 'data:'],
          // Own origin only, its WebSocket form included (the crash feed): never any host.
          'connect-src': ["'self'", ownSocketOrigins],
          'frame-src': ["'self'"],
          'object-src': ["'none'"],
          'base-uri': ["'self'"],
          'form-action': ["'self'"],
          'frame-ancestors': ["'self'"],
        },
      },
      crossOriginEmbedderPolicy: false,
      // Set below, only where the browser honours it.
      crossOriginOpenerPolicy: false,
    });
    app.addHook('onRequest', async (req, reply) => {
      if (trustworthy(req.protocol, req.hostname)) {
        reply.header('cross-origin-opener-policy', 'same-origin');
      }
    });
    // Only dynamic answers are compressed here; built assets come precompressed.
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  },
  { name: 'security' },
);
