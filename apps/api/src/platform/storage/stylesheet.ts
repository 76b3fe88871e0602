import { BRAND_STYLESHEET_MAX_BYTES, BRAND_STYLESHEET_TYPES, type FieldMessage } from '@talent/contract';
import * as csstree from 'css-tree';
import { AppError, invalidFields } from '../errors.js';

/**
 * Brand stylesheets (SECURITY 22): CSS a tenant uploads runs on every page of its host, the
 * login form included. CSS alone can read what people type (`input[value^="a"]` with a
 * background from elsewhere), so a stylesheet may style the portal and nothing more: no
 * @import, no address outside the portal, nothing that runs script. The CSP (no `https:`
 * source) blocks the same loads in the browser; this check refuses them before they are stored.
 *
 * The text is read token by token with css-tree's CSS Syntax tokenizer (the one browsers
 * follow), escapes decoded as browsers decode them, so `u\72l(…)` or `@\69mport` is judged as
 * what it means; then it must parse as CSS without a single error.
 */

export type StylesheetProblem = Extract<
  FieldMessage,
  'stylesheet_syntax' | 'stylesheet_import' | 'stylesheet_url' | 'stylesheet_script'
>;

const T = csstree.tokenTypes;
/** Functions whose string arguments are addresses the browser loads. */
const URL_FUNCTIONS = new Set([
  'url',
  'src',
  'image',
  'image-set',
  '-webkit-image-set',
  'cross-fade',
  '-webkit-cross-fade',
]);
/** Old browsers' ways for CSS to run script or bind behaviour. */
const SCRIPT_IDENTS = new Set(['behavior', '-ms-behavior', '-moz-binding', 'binding']);
const SCRIPT_FUNCTIONS = new Set(['expression', '-ms-expression']);
const SCRIPT_PROTOCOLS = new Set(['javascript:', 'vbscript:']);
// Any base on an origin of its own: a reference that stays on it is one of the portal's files.
const BASE = new URL('https://portal.invalid/portal/uploads/brand-stylesheets/brand.css');

/** The URL a browser makes of `value` (WHATWG parsing: tabs, line breaks, backslashes and all), or null. */
function parse(value: string, base?: URL): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

/** A url() or image address: a file of the portal itself (a path on the same origin), or why not. */
function addressProblem(value: string): StylesheetProblem | null {
  const url = parse(value, BASE);
  if (url && SCRIPT_PROTOCOLS.has(url.protocol)) return 'stylesheet_script';
  // An empty address means the stylesheet itself: nothing a brand needs.
  return url && value.trim() !== '' && url.origin === BASE.origin ? null : 'stylesheet_url';
}

/** Text elsewhere (e.g. `content: "…"`) loads nothing, but a script address has no place in it. */
const isScriptAddress = (value: string) => SCRIPT_PROTOCOLS.has(parse(value)?.protocol ?? '');

type Token = { type: number; text: string };

function tokensOf(css: string): Token[] {
  const tokens: Token[] = [];
  csstree.tokenize(css, (type, start, end) => {
    if (type !== T.Comment && type !== T.WhiteSpace) tokens.push({ type, text: css.slice(start, end) });
  });
  return tokens;
}

/** The first problem of a stylesheet's text, or null when it may be served. */
export function stylesheetProblem(css: string): StylesheetProblem | null {
  const tokens = tokensOf(css);
  // The functions open around each token, innermost last (a plain `(` opens an unnamed one).
  const open: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const { type, text } = tokens[i]!;
    switch (type) {
      case T.BadString:
      case T.BadUrl:
        return 'stylesheet_syntax';
      case T.AtKeyword:
        if (csstree.ident.decode(text.slice(1)).toLowerCase() === 'import') return 'stylesheet_import';
        break;
      case T.Ident:
        if (SCRIPT_IDENTS.has(csstree.ident.decode(text).toLowerCase())) return 'stylesheet_script';
        break;
      case T.Url: {
        const problem = addressProblem(csstree.url.decode(text));
        if (problem) return problem;
        break;
      }
      case T.Function: {
        const name = csstree.ident.decode(text.slice(0, -1)).toLowerCase();
        if (SCRIPT_FUNCTIONS.has(name)) return 'stylesheet_script';
        // `url(` is only a function token when a string follows (`url("…")`); anything else
        // here, e.g. `\75 rl(https://…)`, is a url token to a browser: refuse what cannot be read.
        if ((name === 'url' || name === 'src') && tokens[i + 1]?.type !== T.String) return 'stylesheet_url';
        open.push(name);
        break;
      }
      case T.LeftParenthesis:
        open.push('');
        break;
      case T.RightParenthesis:
        open.pop();
        break;
      case T.String: {
        const value = csstree.string.decode(text);
        const inside = open[open.length - 1];
        if (inside !== undefined && URL_FUNCTIONS.has(inside)) {
          const problem = addressProblem(value);
          if (problem) return problem;
        } else if (isScriptAddress(value)) return 'stylesheet_script';
        break;
      }
      default:
        break;
    }
  }
  // Then the whole must be CSS: what a parser cannot read, a browser may read otherwise.
  let syntax = false;
  csstree.parse(css, {
    onParseError: () => {
      syntax = true;
    },
  });
  return syntax ? 'stylesheet_syntax' : null;
}

/**
 * Checks an uploaded stylesheet: declared as CSS, at most BRAND_STYLESHEET_MAX_BYTES (else 413),
 * UTF-8, and free of the problems above (else 422 on `field`). Returns its text.
 */
export function checkStylesheet(bytes: Buffer, declaredType: string, field = 'file'): string {
  if (bytes.length === 0) throw invalidFields({ [field]: [{ rule: 'required' }] });
  if (bytes.length > BRAND_STYLESHEET_MAX_BYTES) throw new AppError('payload_too_large');
  const refuse = (rule: StylesheetProblem) => invalidFields({ [field]: [{ rule }] });
  const declared = declaredType.toLowerCase().split(';')[0]!.trim();
  if (!(BRAND_STYLESHEET_TYPES as readonly string[]).includes(declared)) throw refuse('stylesheet_syntax');
  let css: string;
  try {
    css = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw refuse('stylesheet_syntax');
  }
  const problem = stylesheetProblem(css);
  if (problem) throw refuse(problem);
  return css;
}
