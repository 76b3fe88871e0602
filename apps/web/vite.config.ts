import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // `source` makes workspace packages (e.g. @talent/contract) resolve to their TypeScript sources.
    conditions: ['source', ...defaultClientConditions],
  },
  server: {
    proxy: { '/portal': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
  },
});
