import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { FirstScreen } from '../modules/system/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Sends the page for a history-mode path: the in-house games' play.html under /play/,
     * the staff console's console.html under /console, else the site's index.html;
     * undefined when not built.
     */
    sendSiteIndex?: (reply: FastifyReply, path: string) => FastifyReply | Promise<FastifyReply>;
  }
}

/**
 * Serves the built site: hashed assets under /assets cache for a year, everything else
 * (index.html above all) is revalidated so a deploy shows at once. Vite's build writes
 * .br/.gz twins (scripts/precompress.mjs), served instead of compressing per request.
 * Unknown non-API paths fall back to index.html so /vip reloads fine (see envelope.ts).
 */
export interface StaticSiteOptions {
  /** What a page shows before its script runs, for the site's index.html (decision 025). */
  firstScreen?: (path: string) => Promise<FirstScreen | null>;
}

/** Where index.html takes the first screen: its head's end and the shell's main area. */
const HEAD_END = '</head>';
const SCREEN_SLOT = '<!--first-screen-->';

export default fp<StaticSiteOptions>(
  async (app, { firstScreen }) => {
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
    // Read once: a new build comes with a restart. Sent from memory with the page's first
    // screen written in (compressed like any dynamic answer).
    const siteIndex = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
    const sendIndex = async (reply: FastifyReply, urlPath: string) => {
      // Without its first screen (the database away) the page still loads, as before.
      const screen = await firstScreen?.(urlPath).catch((err: unknown) => {
        reply.log.warn({ err }, 'the first screen could not be read');
        return null;
      });
      // Replaced by functions: a `$` in an image address is text, not a pattern.
      const html = screen
        ? siteIndex
            .replace(HEAD_END, () => `${screen.head}${HEAD_END}`)
            .replace(SCREEN_SLOT, () => screen.body)
        : siteIndex;
      return reply.type('text/html; charset=utf-8').send(html);
    };
    app.decorate('sendSiteIndex', (reply: FastifyReply, urlPath: string) => {
      reply.header('cache-control', 'no-cache');
      if (playPage && urlPath.startsWith('/play/')) return reply.sendFile('play.html');
      if (consolePage && isConsole(urlPath)) return reply.sendFile('console.html');
      return sendIndex(reply, urlPath);
    });
  },
  { name: 'static-site', dependencies: ['envelope'] },
);
