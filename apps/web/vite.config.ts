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

/*
 * Chunks by hand where splitting by sharing left many small files, which a phone on
 * HTTP/1.1 (six connections to a host) fetches a round trip per six (issue 20, decision
 * 025). A group takes only the modules it names (includeDependenciesRecursively: false).
 * scripts/first-load-size.mjs (in npm test) holds the first visit to its budget and
 * refuses a chunk through which the in-house games' page would load the site's entry.
 */
/** The lobbies (live, slots, fish, cards): their pages, game grid and tiles, the jackpot banner. */
const LOBBY =
  /\/src\/(features\/lobby\/|app\/groups\/(live|egame|fish|pvp)\.tsx$|features\/jackpot\/(components\/jackpot-(banner|winners)|model\/time-ago)\.)/;
/** …but not the game list call and launch rules, which the header's nav (first load) uses… */
const LOBBY_IN_FIRST_LOAD =
  /\/features\/lobby\/(api\/get-game-list|api\/get-hot-games|model\/launch)\.ts$/;
/** …nor what boot asks for the lobby's first games with, beside its code (a chunk apart). */
const LOBBY_PREFETCH = /\/features\/lobby\/(prefetch-lobby|model\/lobbies)\.ts$/;
/**
 * The jackpot's call and counting figure: the header's ticker, the home card, the banner.
 * Not the call's declaration, which the in-house games' page shares (and must not reach
 * the site's entry through this chunk, which imports it).
 */
const JACKPOT =
  /\/src\/features\/jackpot\/(prefetch|api\/get-jackpot|hooks\/use-count-up|components\/jackpot-(amount|icon))\./;
/** What most lazily loaded screens and the in-house games' page share: money, dates, mutations. */
const SCREEN_KIT =
  /\/(src\/components\/ui\/money|src\/lib\/format-date|@tanstack\/(react-query\/build\/modern\/useMutation|query-core\/build\/modern\/mutationObserver))\./;
/** …and the site's screens alone: dialogs and paging. */
const DIALOG_KIT =
  /\/src\/components\/ui\/(dialog|modal-stack|use-modal|pagination|pagination-items)\./;
/**
 * The small modules the site's first load shares with the in-house games' page or with
 * lazy screens, which came as seven files of under 4 KB each: ahead of the vendor chunk on
 * a phone's six connections, they held it back by a round trip.
 */
const BOOT_KIT =
  /(\/node_modules\/(react\/(index|jsx-runtime)\.js|react\/cjs\/react(-jsx-runtime)?\.production\.js|zustand\/esm\/(vanilla|react)\.mjs)$|\/packages\/contract\/src\/image-host\.ts$|\/src\/(lib\/(session-cache|first-screen)|features\/system\/api\/get-(status|whitelabel))\.ts$)/;

const CHUNK_GROUPS = [
  {
    name: 'lobby',
    test: (id: string) =>
      LOBBY.test(id) && !LOBBY_IN_FIRST_LOAD.test(id) && !LOBBY_PREFETCH.test(id),
  },
  { name: 'lobby-prefetch', test: LOBBY_PREFETCH },
  { name: 'jackpot', test: JACKPOT },
  { name: 'screen-kit', test: SCREEN_KIT },
  { name: 'dialog-kit', test: DIALOG_KIT },
  { name: 'boot-kit', test: BOOT_KIT },
];

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
          // Groups take the modules they name, not what those import (CHUNK_GROUPS).
          includeDependenciesRecursively: false,
          // A language's first-load areas load together (texts-<lang>); each lazy area of a
          // lazily loaded screen is a file of its own (texts-<lang>-<area>). Then CHUNK_GROUPS.
          groups: [{ name: (id) => textsName(id), test: textsChunk }, ...CHUNK_GROUPS],
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
