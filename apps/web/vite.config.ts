import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { LAZY_AREAS } from './src/lib/i18n/lazy-areas.ts';

const api = 'http://localhost:8080';
const textsChunk = /\/src\/locales\/(\w+)\/([^/]+)\.json$/;
const textsName = (id: string) => {
  const [, lang, area] = textsChunk.exec(id) ?? [];
  if (!lang || !area) return null;
  return LAZY_AREAS.has(area) ? `texts-${lang}-${area}` : `texts-${lang}`;
};

export default defineConfig({
  plugins: [react()],
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
    proxy: { '/wps': api, '/lgw': api, '/lotto': api, '/media': api, '/docs': api },
  },
});
