import { type Locale, RTL_LOCALES } from '@talent/contract';

/**
 * The pages a candidate opens from an e-mail (confirm an application, keep or erase their data,
 * download an export): plain server-rendered HTML in their language, no script at all. This is
 * their one shell, so they look and behave alike.
 */

/** Their CSP: no script, the inline style, and forms posting back to this origin only. */
export const PUBLIC_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A form posting `fields` (hidden) back to `action` with one submit button: GET never acts (mail scanners open links). */
export function postButton(
  action: string,
  fields: Record<string, string>,
  label: string,
  tone: 'primary' | 'danger' = 'primary',
) {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n    ');
  return `<form method="post" action="${escapeHtml(action)}">
    ${inputs}
    <button type="submit" class="${tone}">${escapeHtml(label)}</button>
  </form>`;
}

/**
 * The whole page. `title` and `site` are text (escaped here); `body` is HTML the caller built
 * with `escapeHtml` around every value that is not its own.
 */
export function publicPage(page: { locale: Locale; title: string; site?: string | null; body: string }): string {
  const dir = RTL_LOCALES.includes(page.locale) ? 'rtl' : 'ltr';
  const site = page.site ? ` · ${escapeHtml(page.site)}` : '';
  return `<!doctype html>
<html lang="${page.locale}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)}${site}</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: Canvas; color: CanvasText; }
  main { width: min(460px, 92vw); border: 1px solid color-mix(in srgb, CanvasText 20%, transparent); border-radius: 12px; padding: 28px; box-sizing: border-box; }
  h1 { font-size: 1.3rem; margin: 0 0 12px; }
  h2 { font-size: 1.05rem; margin: 24px 0 8px; }
  .site { margin: -8px 0 20px; opacity: .75; }
  p, li { margin: 0 0 16px; line-height: 1.5; overflow-wrap: anywhere; }
  ul { padding-inline-start: 20px; margin: 0 0 16px; }
  form { margin: 8px 0 20px; }
  label { display: block; margin: 0 0 6px; }
  textarea { box-sizing: border-box; inline-size: 100%; font: inherit; padding: 8px; border-radius: 8px; }
  button { font: inherit; padding: 10px 18px; border-radius: 8px; border: 1px solid #1c5fd4; background: #1c5fd4; color: #fff; cursor: pointer; }
  button.danger { border-color: #b42318; background: #b42318; }
  button:focus-visible, a:focus-visible { outline: 3px solid color-mix(in srgb, #1c5fd4 50%, CanvasText); outline-offset: 2px; }
  a { color: LinkText; }
  .note { font-size: .9rem; opacity: .8; margin: 0; }
  .notice { white-space: pre-wrap; }
</style>
</head>
<body>
<main>
  <h1>${escapeHtml(page.title)}</h1>
  ${page.site ? `<p class="site">${escapeHtml(page.site)}</p>` : ''}
  ${page.body}
</main>
</body>
</html>`;
}
