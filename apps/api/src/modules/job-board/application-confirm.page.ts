import { type ApplicationConfirmOutcome, catalogues, interpolate, type Locale, RTL_LOCALES } from '@talent/contract';
import type { ConfirmView } from './application-confirm.service.js';
import { CONFIRM_PATH } from './application-confirm.service.js';

/** What the page says: the question (with the button), an outcome, or that the link is not valid. */
export type ConfirmPageState =
  | { kind: 'ask'; view: ConfirmView; token: string }
  | { kind: ApplicationConfirmOutcome; view: ConfirmView }
  | { kind: 'invalid'; locale: Locale };

/** The page's own CSP: no script at all, its inline style, and its form posting back here only. */
export const CONFIRM_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Fills the placeholders with escaped values (the job's and employer's names are other people's text). */
const say = (text: string, view: ConfirmView | null) =>
  escapeHtml(
    interpolate(text, view ? { job: view.job, employer: view.employer, site: view.site, email: view.email } : {}),
  );

/**
 * The page behind the mailed link: plain server-rendered HTML in the applicant's language, no
 * script. Opening it confirms nothing; the button posts the token back (a mail scanner that follows
 * links never presses it).
 */
export function applicationConfirmPage(state: ConfirmPageState): string {
  const locale = state.kind === 'invalid' ? state.locale : state.view.locale;
  const view = state.kind === 'invalid' ? null : state.view;
  const text = catalogues[locale].applicationConfirm;
  const dir = RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr';
  const [title, body] = ((): [string, string] => {
    switch (state.kind) {
      case 'ask':
        return [
          text.title,
          `<p>${say(text.intro, view)}</p>
  <p>${say(text.address, view)}</p>
  <form method="post" action="${CONFIRM_PATH}">
    <input type="hidden" name="token" value="${escapeHtml(state.token)}">
    <button type="submit">${escapeHtml(text.confirm)}</button>
  </form>
  <p class="note">${escapeHtml(text.ignore)}</p>`,
        ];
      case 'confirmed':
        return [text.confirmedTitle, `<p>${say(text.confirmedText, view)}</p>`];
      case 'already_applied':
        return [text.alreadyTitle, `<p>${say(text.alreadyText, view)}</p>`];
      case 'closed':
        return [text.closedTitle, `<p>${say(text.closedText, view)}</p>`];
      case 'invalid':
        return [text.invalidTitle, `<p>${escapeHtml(catalogues[locale].errors.confirmation_link_invalid)}</p>`];
    }
  })();
  const site = view?.site ? ` · ${escapeHtml(view.site)}` : '';
  return `<!doctype html>
<html lang="${locale}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}${site}</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: Canvas; color: CanvasText; }
  main { width: min(460px, 92vw); border: 1px solid color-mix(in srgb, CanvasText 20%, transparent); border-radius: 12px; padding: 28px; box-sizing: border-box; }
  h1 { font-size: 1.3rem; margin: 0 0 12px; }
  .site { margin: -8px 0 20px; opacity: .75; }
  p { margin: 0 0 16px; line-height: 1.5; overflow-wrap: anywhere; }
  form { margin: 8px 0 20px; }
  button { font: inherit; padding: 10px 18px; border-radius: 8px; border: 1px solid #1c5fd4; background: #1c5fd4; color: #fff; cursor: pointer; }
  button:focus-visible { outline: 3px solid color-mix(in srgb, #1c5fd4 50%, CanvasText); outline-offset: 2px; }
  .note { font-size: .9rem; opacity: .8; margin: 0; }
</style>
</head>
<body>
<main>
  <h1>${escapeHtml(title)}</h1>
  ${view?.site ? `<p class="site">${escapeHtml(view.site)}</p>` : ''}
  ${body}
</main>
</body>
</html>`;
}
