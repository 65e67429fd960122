import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The staff console (issue 19, src/console): built after the site into the same dist
 * (its files hashed under assets/, console.html beside index.html), as a bundle of its
 * own, so nothing it uses changes how the site's first load is split.
 */
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      input: { console: fileURLToPath(new URL('./console.html', import.meta.url)) },
    },
  },
});
