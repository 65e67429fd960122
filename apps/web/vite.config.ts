import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { LAZY_AREAS } from './src/lib/i18n/lazy-areas.ts';

const api = 'http://localhost:8080';
const textsChunk = /\/src\/locales\/(\w+)\/([^/]+)\.json$/;
const textsName = (id: string) => {
  const [, lang, area] = textsChunk.exec(id) ?? [];
  if (!lang || !area) return null;
  return LAZY_AREAS.has(area) ? `texts-${lang}-${area}` : `texts-${lang}`;
};

/**
 * In development, /play/<engine> pages get play.html and /console pages console.html, as
 * the server sends them in production.
 */
const playPages: Plugin = {
  name: 'gamehall-play-pages',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      const url = req.url ?? '';
      const query = url.indexOf('?');
      const rest = query >= 0 ? url.slice(query) : '';
      if (url.startsWith('/play/') && !url.startsWith('/play/api/')) req.url = `/play.html${rest}`;
      else if (url === '/console' || url.startsWith('/console/') || url.startsWith('/console?'))
        req.url = `/console.html${rest}`;
      next();
    });
  },
};

export default defineConfig({
  plugins: [react(), playPages],
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    // dist/.vite/manifest.json: scripts/first-load-size.mjs measures the first visit from it.
    // Keep that first visit small: package.json "sideEffects" names only the global
    // stylesheet, so modules a barrel (components/ui/index.ts) re-exports but a chunk does
    // not use are dropped. A new import kept only for its side effect must be listed there.
    manifest: true,
    rolldownOptions: {
      // The site, and the in-house games' page the server sends for /play/… (src/play).
      // The staff console is a build of its own (vite.console.config.ts): as a third entry
      // here it would split the site's first-load chunks by what it shares with them.
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        play: fileURLToPath(new URL('./play.html', import.meta.url)),
      },
      output: {
        codeSplitting: {
          // A language's first-load areas load together (texts-<lang>); each lazy area of a
          // lazily loaded screen is a file of its own (texts-<lang>-<area>).
          groups: [{ name: (id) => textsName(id), test: textsChunk }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/wps': api,
      '/lgw': api,
      '/lotto': api,
      '/media': api,
      '/ops': api,
      '/docs': api,
      // The crash game's live socket is under /play/api too.
      '/play/api': { target: api, ws: true },
    },
  },
});
