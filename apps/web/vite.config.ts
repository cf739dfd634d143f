import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { messageCatalogs } from './build/message-catalogs.ts';
import { precompress } from './build/precompress.ts';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [messageCatalogs(), react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    chunkSizeWarningLimit: 1000,
    // Chunks by hash alone: the entry lists every lazy chunk's file name (for preloading), so
    // readable names cost the first page a few hundred bytes for nobody's benefit.
    rollupOptions: { output: { chunkFileNames: 'assets/[hash].js' } },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: true, ws: true },
    },
  },
});
