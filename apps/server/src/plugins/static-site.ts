import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Sends the page for a history-mode path: the in-house games' play.html under /play/,
     * the staff console's console.html under /console, else the site's index.html;
     * undefined when not built.
     */
    sendSiteIndex?: (reply: FastifyReply, path: string) => FastifyReply;
  }
}

/**
 * Serves the built site: hashed assets under /assets cache for a year, everything else
 * (index.html above all) is revalidated so a deploy shows at once. Vite's build writes
 * .br/.gz twins (scripts/precompress.mjs), served instead of compressing per request.
 * Unknown non-API paths fall back to index.html so /vip reloads fine (see envelope.ts).
 */
export default fp(
  async (app) => {
    const root = app.config.webDist;
    if (!fs.existsSync(path.join(root, 'index.html'))) {
      app.log.warn({ root }, 'the site is not built (npm run build): serving the API only');
      return;
    }
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      preCompressed: true,
      index: false,
      setHeaders(reply, filePath) {
        const immutable = filePath.startsWith(path.join(root, 'assets') + path.sep);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    const playPage = fs.existsSync(path.join(root, 'play.html'));
    const consolePage = fs.existsSync(path.join(root, 'console.html'));
    const isConsole = (p: string) => p === '/console' || p.startsWith('/console/');
    app.decorate('sendSiteIndex', (reply: FastifyReply, urlPath: string) => {
      const page =
        playPage && urlPath.startsWith('/play/')
          ? 'play.html'
          : consolePage && isConsole(urlPath)
            ? 'console.html'
            : 'index.html';
      return reply.header('cache-control', 'no-cache').sendFile(page);
    });
  },
  { name: 'static-site', dependencies: ['envelope'] },
);
