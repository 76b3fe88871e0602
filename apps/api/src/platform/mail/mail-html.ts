import { contrastRatio, isHexColor, type Locale, MIN_TEXT_CONTRAST, RTL_LOCALES } from '@talent/contract';
import { escapeHtml } from '../public-page.js';

/** Whose mail it is: the account's brand, or the platform's for mail about no account. */
export type MailBrand = {
  name: string;
  /** `#rrggbb`; anything else is replaced by the platform's colour. */
  color: string;
  /** An absolute http(s) URL of the square logo, or null for none. */
  logoUrl: string | null;
};

/** The platform's own brand (the web app's default colour), for mail about no account. */
export const PLATFORM_MAIL_BRAND: MailBrand = { name: 'Talent Portal', color: '#a02fff', logoUrl: null };

// Links, and the text that carries them: http(s) only, ended before whitespace, quotes and angle
// brackets; sentence punctuation right after a link is not part of it.
const URL_IN_TEXT = /https?:\/\/[^\s<>"'“”«»]+/g;
const TRAILING = /[.,;:!?)\]}’]+$/;

/** One line of text as HTML: every character escaped, every http(s) address a link. */
function lineHtml(line: string, linkColor: string): string {
  let html = '';
  let last = 0;
  for (const match of line.matchAll(URL_IN_TEXT)) {
    const url = match[0].replace(TRAILING, '');
    const start = match.index;
    html += `${escapeHtml(line.slice(last, start))}<a href="${escapeHtml(url)}" style="color:${linkColor};word-break:break-all">${escapeHtml(url)}</a>`;
    last = start + url.length;
  }
  return html + escapeHtml(line.slice(last));
}

/** Paragraphs (blank lines between) of lines (`<br>` between), each line through `lineHtml`. */
const paragraphs = (text: string, style: string, linkColor: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map(
      (p) =>
        `<p style="${style}">${p
          .split('\n')
          .map((line) => lineHtml(line, linkColor))
          .join('<br>')}</p>`,
    )
    .join('\n');

// A mail's footer (the privacy links) follows a line of "--" alone, as a signature does.
const FOOTER_MARK = /\n--[ \t]*\n/;

/** White or near-black, whichever reads better on `background`. */
const inkOn = (background: string) =>
  contrastRatio('#ffffff', background) >= contrastRatio('#111111', background) ? '#ffffff' : '#111111';

const FONT = "font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif";

/**
 * The HTML part of a message, rendered from its text (the only body callers write): each line
 * escaped, http(s) addresses as links, blank lines as paragraphs, a footer after "--" in small
 * print, inside the brand's band (logo, name, colour). No markup of anyone's comes through: staff
 * messages, names and job titles are text here. `lang` and `dir` follow the message's language;
 * styles are inline (clients drop `<style>`), with a dark scheme for clients that honour
 * `prefers-color-scheme`, and the layout is symmetric, so it reads the same right to left.
 */
export function renderMailHtml(mail: {
  subject: string;
  text: string;
  locale: Locale;
  brand: MailBrand;
  /** An extra footer link (the unsubscribe link of candidate mail). */
  footerLink?: { url: string; label: string } | null;
}): string {
  const dir = RTL_LOCALES.includes(mail.locale) ? 'rtl' : 'ltr';
  const color = isHexColor(mail.brand.color) ? mail.brand.color : PLATFORM_MAIL_BRAND.color;
  // A brand colour too light for text on white (links) gives way to a readable blue.
  const link = contrastRatio(color, '#ffffff') >= MIN_TEXT_CONTRAST ? color : '#1c5fd4';
  const [body = '', footer = ''] = mail.text.replace(/\r\n/g, '\n').split(FOOTER_MARK, 2);
  const extra =
    mail.footerLink && /^https?:\/\//.test(mail.footerLink.url)
      ? `<p style="margin:0 0 8px"><a href="${escapeHtml(mail.footerLink.url)}" style="color:${link}">${escapeHtml(mail.footerLink.label)}</a></p>`
      : '';
  const small = `${paragraphs(footer, 'margin:0 0 8px', link)}\n${extra}`.trim();
  const logo =
    mail.brand.logoUrl && /^https?:\/\//.test(mail.brand.logoUrl)
      ? `<img src="${escapeHtml(mail.brand.logoUrl)}" alt="" width="32" height="32" style="vertical-align:middle;border:0;border-radius:6px;margin-inline-end:10px">`
      : '';
  return `<!doctype html>
<html lang="${mail.locale}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${escapeHtml(mail.subject)}</title>
<style>
  :root { color-scheme: light dark; supported-color-schemes: light dark; }
  @media (prefers-color-scheme: dark) {
    .mail-page { background: #121212 !important; }
    .mail-card { background: #1e1e1e !important; color: #e8e8e8 !important; border-color: #3a3a3a !important; }
    .mail-card a { color: #9ec1ff !important; }
    .mail-foot { color: #b4b4b4 !important; border-color: #3a3a3a !important; }
  }
</style>
</head>
<body class="mail-page" dir="${dir}" style="margin:0;padding:0;background:#f4f4f5">
<table role="presentation" class="mail-page" dir="${dir}" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f4f4f5">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;border-collapse:separate">
<tr><td style="background:${color};color:${inkOn(color)};padding:16px 24px;border-radius:8px 8px 0 0;${FONT};font-size:18px;font-weight:600;line-height:1.3">${logo}${escapeHtml(mail.brand.name)}</td></tr>
<tr><td class="mail-card" style="background:#ffffff;color:#1f1f1f;padding:24px;border:1px solid #e4e4e7;border-top:0;border-radius:0 0 8px 8px;${FONT};font-size:16px;line-height:1.5">
${paragraphs(body, 'margin:0 0 16px', link)}
${small ? `<div class="mail-foot" style="margin-top:24px;padding-top:12px;border-top:1px solid #e4e4e7;color:#52525b;font-size:13px;line-height:1.5">\n${small}\n</div>` : ''}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}
