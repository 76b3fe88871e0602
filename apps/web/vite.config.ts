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
 * Mantine's CSS per component, in the chunk that uses the component: every Mantine core module of
 * class names (`esm/…/X.module.mjs`, imported by component X alone) gets an import of X's own style
 * sheet, so a screen carries the CSS of the components it renders, not all of `styles.css` (41 KB
 * gzipped). The `.layer.css` files put Mantine in `@layer mantine`: the app's own rules win whatever
 * order lazy chunks add their sheets in. The global sheets (baseline, variables, global) are in
 * main.tsx. In `npm run dev` dependencies are pre-bundled and not transformed, so there the entry
 * gets the whole package sheet instead.
 */
function mantineCssPerComponent(): Plugin {
  const module = /@mantine[\\/]core[\\/]esm[\\/].*[\\/](\w+)\.module\.mjs$/;
  let serve = false;
  return {
    name: 'portal-mantine-css-per-component',
    configResolved: (config) => {
      serve = config.command === 'serve';
    },
    transform(code, id) {
      if (serve) return /[\\/]src[\\/]main\.tsx$/.test(id) ? `import '@mantine/core/styles.layer.css';\n${code}` : null;
      const name = id.match(module)?.[1];
      if (!name) return null;
      // After the module's "use client" directive, which must stay first.
      const [directive, rest] = code.startsWith('"use client";') ? ['"use client";', code.slice(13)] : ['', code];
      return { code: `${directive}import '@mantine/core/styles/${name}.layer.css';${rest}`, map: null };
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
  plugins: [react(), mantineCssPerComponent(), devPortalConfig(), precompress()],
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
        // A few well-sized chunks rather than a hundred small ones (each file is compressed on its
        // own, so many small ones cost about a tenth more, and each is a request):
        // - boot: what the first screen needs, guest pages included, in one file;
        // - portal: the app chunk (router, query cache, guards) with everything it imports;
        // - MainLayout: the signed-in layout with what it imports beyond the app chunk (header
        //   menus, navigation, floating-ui), which every signed-in screen but the error pages loads.
        // Screens keep Rolldown's automatic split: merging the Mantine components they share into
        // one chunk made each screen load the others' components (measured: median screen +3 KB,
        // lightest +80 KB gzipped). The contract's message catalogues stay apart: the app fetches
        // the one of its language.
        codeSplitting: {
          groups: [
            {
              name: 'boot',
              tags: ['$initial'],
              test: (id) => !/contract[\\/]src[\\/](locales[\\/]..|errors)\.ts$/.test(id),
            },
            // Named after the module they hold: scripts/bundle-budget.mjs finds them by that name.
            { name: 'portal', test: /src[\\/]app[\\/]portal\.tsx$/ },
            { name: 'MainLayout', test: /src[\\/]app[\\/]layouts[\\/]MainLayout\.tsx$/ },
          ],
        },
      },
    },
  },
});
