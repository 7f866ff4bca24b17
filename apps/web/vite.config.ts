import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API server runs separately (npm run dev, port 3000); in production it serves dist/.
const apiTarget = 'http://localhost:3000';
const proxied = ['/api', '/installation/api', '/healthz', '/docs'];

export default defineConfig({
  plugins: [react()],
  server: {
    // Keep the Host header so the server picks the site from it (site11.localhost:5173 -> site 11).
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiTarget, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // The shared domain rules, and the shared layer below the features, each in one chunk: left to
        // themselves they split into some twenty files of a few hundred bytes, and a page waited on
        // every one of them before it could start.
        codeSplitting: {
          groups: [
            { name: 'domain', test: /[\\/]packages[\\/]domain[\\/]/ },
            { name: 'shared', test: /[\\/]apps[\\/]web[\\/]src[\\/](lib|ui)[\\/]/ },
          ],
        },
      },
    },
  },
  // @eb/domain is TypeScript source linked by the workspace; Vite compiles it like our own files.
  optimizeDeps: { exclude: ['@eb/domain'] },
});
