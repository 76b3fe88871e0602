// What each screen of the built web app makes the browser load, gzipped (level 9), from the Vite
// manifest. Shared by the check in `npm test` (check-bundle-budget.mjs) and the benchmark report
// (bench/bundle.mjs). The model follows how the app loads (apps/web/src/main.tsx, app/Root.tsx):
//
// - a guest's first visit to a guest page (login, forgot / reset / set password) loads the entry
//   and its static imports only, plus the boot translations and the message catalogue of its
//   language;
// - every other screen also loads the app chunk (router, query cache) and everything it imports,
//   its layout, the screen's own chunk, what that chunk imports when it renders (e.g. the
//   dashboard's chart), and the translations of its language;
// - modules loaded only on a user's action are not part of any screen: ON_DEMAND says which.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { routeScreens } from './route-screens.mjs';

export const TARGET = { loginJs: 150 * 1024, screen: 250 * 1024 };
export const LANGUAGES = ['en', 'fr', 'ar'];

/** Chunks (by name) loaded on a user's action, not to show a screen; each with the reason. */
export const ON_DEMAND = {
  LanguageSwitcher: "the guest pages' language menu, fetched when its button is reached",
  SnackbarHost: 'the snackbar host, mounted with the first message',
  'guest-schemas': "the guest forms' contract schemas (zod), fetched when a form is first checked",
  RichDescriptionEditor: "the job description's rich-text editor, fetched on the field's first focus or touch",
  ShortcutsDialog: 'the list of keyboard shortcuts, fetched when `?` or its menu item asks for it',
  CustomiseTiles: "the header shortcut tiles' customise dialog, fetched when someone asks to customise them",
  'webauthn-ceremony': "the browser's passkey ceremonies, fetched when someone adds a passkey or signs in with one",
  IdentityProviderModal:
    'the identity provider dialog of the sign-in security page, fetched when Add or Change is pressed',
  'sso-error': "the login page's message for a failed single sign-on (`?sso_error=`), fetched only then",
  EditReviewModal: "the review queue's comparison of a waiting edit, fetched when a moderator opens one",
  LimitsFormModal: "the platform console's plan limits dialog, fetched when Edit limits is pressed",
  SiteModal:
    "the sites page's add and edit dialog, with the account's proven hosts, fetched when New site or Edit is pressed",
  CloseAccountModal: "the platform console's close dialog, fetched when Close is pressed",
};

const WEB = 'apps/web';
const GUEST_PAGES = ['LoginPage', 'SsoPage', 'ForgotPasswordPage', 'ResetPasswordPage', 'SetPasswordPage'];

/** `BOOT_NAMESPACES` of the web app's i18n set-up, read from its source so the two cannot drift. */
function bootNamespaces() {
  const source = readFileSync(join(WEB, 'src/shared/i18n/i18n.ts'), 'utf8');
  const list = source.match(/BOOT_NAMESPACES = \[([^\]]*)\]/)?.[1];
  if (!list) throw new Error('BOOT_NAMESPACES not found in apps/web/src/shared/i18n/i18n.ts');
  return [...list.matchAll(/'([^']+)'/g)].map((m) => m[1]);
}

/** Module (`src/…`) → the translation namespaces its screens load, from the route table (route-screens.mjs). */
function pageNamespaces() {
  const byModule = {};
  for (const { module, namespaces } of routeScreens())
    byModule[module] = [...new Set([...(byModule[module] ?? []), ...namespaces])];
  return byModule;
}

export function measure(dist = join(WEB, 'dist')) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const keys = Object.keys(manifest);
  const sizes = new Map();
  const gzipped = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
    return sizes.get(file);
  };
  const key = (suffix) => {
    // A module merged into a chunk group (vite.config.ts) is found by the group's name, its file's name.
    const name = suffix.replace(/^.*\//, '').replace(/\.tsx?$/, '');
    const found =
      keys.find((k) => k.endsWith(suffix)) ?? keys.find((k) => manifest[k].name === name && !manifest[k].src);
    if (!found) throw new Error(`${suffix} is not in the manifest of ${dist}`);
    return found;
  };

  /** A chunk and its static imports, recursively. */
  const closure = (start, seen = new Set()) => {
    if (seen.has(start)) return seen;
    seen.add(start);
    for (const imported of manifest[start].imports ?? []) closure(imported, seen);
    return seen;
  };
  const onDemand = (k) => manifest[k].name in ON_DEMAND;
  // The contract's message catalogues (`@talent/contract/locales/<language>`), one chunk each.
  const catalogues = Object.fromEntries(
    LANGUAGES.map((language) => {
      const found = keys.find((k) => manifest[k].name === language && !k.endsWith('.json'));
      if (!found) throw new Error(`The ${language} message catalogue is not in the manifest of ${dist}`);
      return [language, found];
    }),
  );
  const isTranslation = (k) => /\/locales\/[a-z]{2}\/[^/]+\.json$/.test(k) || Object.values(catalogues).includes(k);
  const entry = closure(keys.find((k) => manifest[k].isEntry));
  const portalKey = key('src/app/portal.tsx');
  const portal = closure(portalKey);
  const layoutSources = { main: 'src/app/layouts/MainLayout.tsx', blank: 'src/app/layouts/BlankLayout.tsx' };
  const layoutKeys = { main: key(layoutSources.main), blank: key(layoutSources.blank) };
  // What the app chunk loads lazily (screens, layouts, route prefetches, translations): none of it
  // is part of another screen's rendering.
  const routed = new Set([...portal].flatMap((k) => manifest[k].dynamicImports ?? []));
  // The screens: the route table's (route-screens.mjs), but the layouts. A route's prefetch module
  // is not counted apart: it only imports the screen's own query code.
  const moduleOf = (k) => k.replace(/\.tsx?$/, '').replace(/^.*?(src\/)/, '$1');
  // By source, not chunk: a layout may be merged into a named chunk group (vite.config.ts).
  const layoutModules = Object.values(layoutSources).map(moduleOf);
  // The guest pages are part of the boot chunk (a guest's first visit, counted apart).
  const screenModules = new Set(
    routeScreens()
      .filter((s) => !GUEST_PAGES.includes(s.name))
      .map((s) => s.module)
      .filter((m) => !layoutModules.includes(m)),
  );
  const routePages = [...routed].filter((k) => screenModules.has(moduleOf(k)));
  const found = new Set(routePages.map(moduleOf));
  const missing = [...screenModules].filter((m) => !found.has(m));
  if (missing.length > 0) throw new Error(`Screens of the route table not loaded lazily by the app chunk: ${missing}`);
  /** A chunk with what it imports and what it loads as it renders (not other screens, not on demand). */
  const rendered = (start) => {
    const seen = new Set();
    const queue = [start];
    while (queue.length > 0) {
      const k = queue.pop();
      if (seen.has(k)) continue;
      seen.add(k);
      queue.push(...(manifest[k].imports ?? []));
      for (const lazy of manifest[k].dynamicImports ?? [])
        if (!isTranslation(lazy) && !onDemand(lazy) && !routed.has(lazy) && !portal.has(lazy)) queue.push(lazy);
    }
    return seen;
  };
  const filesOf = (chunks) => {
    const files = new Set();
    for (const k of chunks) {
      files.add(manifest[k].file);
      for (const css of manifest[k].css ?? []) files.add(css);
    }
    return [...files];
  };
  const total = (files) => {
    const js = files.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipped(f), 0);
    const css = files.filter((f) => f.endsWith('.css')).reduce((sum, f) => sum + gzipped(f), 0);
    return { js, css, all: js + css };
  };
  const translations = (language, namespaces) => [
    catalogues[language],
    ...keys.filter((k) => {
      const m = k.match(/\/locales\/([a-z]{2})\/([^/]+)\.json$/);
      return m && m[1] === language && (namespaces === 'all' || namespaces.includes(m[2]));
    }),
  ];

  const layouts = { main: rendered(layoutKeys.main), blank: rendered(layoutKeys.blank) };
  const boot = bootNamespaces();
  const namespaces = pageNamespaces();
  const namespacesOf = (k) => namespaces[moduleOf(k)] ?? [];
  const pageName = (k) => k.replace(/^.*\/src\//, '').replace(/\.tsx?$/, '');

  const screens = [];
  for (const language of LANGUAGES) {
    for (const name of GUEST_PAGES) {
      const files = filesOf(new Set([...entry, ...translations(language, boot)]));
      screens.push({ screen: `features/auth/${name} (first visit)`, language, guest: true, ...total(files) });
    }
    for (const page of routePages) {
      const layout = page.includes('src/features/errors/') || page.includes('src/features/auth/') ? 'blank' : 'main';
      // Each part counts only what the parts before it did not bring.
      const parts = [
        ['boot chunk', entry],
        ['app chunk (router, query cache, guards) and its imports', portal],
        [`layout`, page.includes('src/features/auth/') ? [] : layouts[layout]],
        ['screen', rendered(page)],
        ['translations', translations(language, [...boot, ...namespacesOf(layoutKeys[layout]), ...namespacesOf(page)])],
      ];
      const counted = new Set();
      const breakdown = parts.map(([name, chunks]) => {
        const files = filesOf(chunks).filter((f) => !counted.has(f));
        for (const f of files) counted.add(f);
        return { name, ...total(files) };
      });
      const all = total([...counted]);
      screens.push({ screen: pageName(page), language, guest: false, ...all, breakdown });
    }
  }
  return screens;
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The figures the targets speak of: the login page's JavaScript and the lightest and heaviest screens. */
export function summary(screens) {
  const login = screens.filter((s) => s.guest && s.screen.includes('LoginPage'));
  const worstLogin = login.reduce((a, b) => (b.js > a.js ? b : a));
  const byTotal = [...screens].sort((a, b) => a.all - b.all);
  return { worstLogin, login, lightest: byTotal[0], heaviest: byTotal.at(-1), byTotal };
}
