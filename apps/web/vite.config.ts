import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = 'http://localhost:8080';
const textsChunk = /\/src\/locales\/(\w+)\/[^/]+\.json$/;
const textsName = (id: string) => {
  const lang = textsChunk.exec(id)?.[1];
  return lang ? `texts-${lang}` : null;
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
          // A language's area catalogues always load together: one texts-<lang> file each.
          groups: [{ name: (id) => textsName(id), test: textsChunk }],
        },
      },
    },
  },
  server: {
    proxy: { '/wps': api, '/lgw': api, '/lotto': api, '/media': api, '/docs': api },
  },
});
