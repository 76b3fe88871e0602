import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|svg|json|txt|map)$/;

/**
 * Writes `.br` and `.gz` beside every compressible file of the build, once, at the highest
 * levels: the API serves them (`@fastify/static` `preCompressed`) instead of the raw files.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const path = join(dir, name);
          return statSync(path).isDirectory() ? walk(path) : [path];
        });
      for (const file of walk(outDir).filter((f) => COMPRESSIBLE.test(f) && !f.includes('/.vite/'))) {
        const raw = readFileSync(file);
        if (raw.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(raw, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
          }),
        );
      }
    },
  };
}

/**
 * In `npm run dev` Vite serves index.html, not the API, so the runtime settings the API
 * injects in production are added here from the same environment variables.
 */
function devPortalConfig(): Plugin {
  return {
    name: 'portal-dev-config',
    apply: 'serve',
    transformIndexHtml: (html) => {
      const settings = {
        enterpriseId: process.env.PORTAL_ENTERPRISE_ID ?? 'talent-portal',
        paymentProvider: process.env.PAYMENT_PROVIDER ?? 'test',
        publicUrl: process.env.PUBLIC_URL ?? 'http://localhost:5173',
      };
      const content = JSON.stringify(settings).replace(/"/g, '&quot;');
      return html.replace('</head>', `<meta name="portal-config" content="${content}"></head>`);
    },
  };
}

export default defineConfig({
  plugins: [react(), devPortalConfig(), precompress()],
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
    // Read by scripts/check-bundle-budget.mjs to know which files each screen loads.
    manifest: true,
    rolldownOptions: {
      // zod's schema builders have no side effects: a module whose schemas nothing uses (a
      // contract module imported for its constants) then brings no zod along.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        // What the first screen needs in one file rather than forty: each file is compressed on
        // its own, so many small ones cost about a tenth more.
        // The contract's message catalogues stay apart: the app fetches the one of its language.
        codeSplitting: {
          groups: [
            {
              name: 'boot',
              tags: ['$initial'],
              test: (id) => !/contract[\\/]src[\\/](locales[\\/]..|errors)\.ts$/.test(id),
            },
          ],
        },
      },
    },
  },
});
