import { BRAND_STYLESHEET_MAX_BYTES, BRAND_STYLESHEET_TYPES, type FieldMessage } from '@talent/contract';
import * as csstree from 'css-tree';
import { AppError, invalidFields } from '../errors.js';

/**
 * Brand stylesheets (SECURITY 22, 38): CSS a tenant uploads runs on every page of its host, the
 * login form included. CSS alone can read what people type (`input[value^="a"]` with a
 * background from elsewhere), so a stylesheet may style the portal and nothing more: no
 * @import, no address outside the portal, nothing that runs script. The CSP (no `https:`
 * source) blocks the same loads in the browser; this check refuses them before they are stored.
 *
 * The stylesheet is parsed with css-tree (values, custom properties and at-rule preludes too) and
 * its tree walked against an allow-list; names are judged decoded (`u\72l`, `@\69mport`):
 * - `url()`: only a file of the portal (a path on its origin, as WHATWG URL parsing resolves it);
 * - every string, wherever it stands: read as the address a browser would make of it, it must not
 *   leave the portal either. A custom property's string can reach any address slot through
 *   `var()` (`:root{--u:"https://x"} … image-set(var(--u) 1x)`), so no string may hold one;
 * - no `@import`, no `attr()` where an address is read, nothing that runs script.
 * What the parser keeps as raw tokens is judged token by token; what it cannot read is refused.
 */

export type StylesheetProblem = Extract<
  FieldMessage,
  'stylesheet_syntax' | 'stylesheet_import' | 'stylesheet_url' | 'stylesheet_script'
>;

/** Functions whose arguments are addresses the browser loads. */
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
/** Schemes a browser loads something from (or makes a document of): a string of another loads nothing. */
const LOADING_PROTOCOLS = new Set(['http:', 'https:', 'ftp:', 'ws:', 'wss:', 'data:', 'blob:', 'filesystem:', 'file:']);
// Any base on an origin of its own: a reference that stays on it is one of the portal's files.
const BASE = new URL('https://portal.invalid/portal/uploads/brand-stylesheets/brand.css');

const nameOf = (raw: string) => csstree.ident.decode(raw).toLowerCase();

/** The URL a browser makes of `value` relative to the stylesheet (tabs, line breaks, backslashes and all), or null. */
function resolved(value: string): URL | null {
  try {
    return new URL(value, BASE);
  } catch {
    return null;
  }
}

/** A url(): a file of the portal itself (a path on the same origin), or why not. */
function urlProblem(value: string): StylesheetProblem | null {
  const url = resolved(value);
  if (url && SCRIPT_PROTOCOLS.has(url.protocol)) return 'stylesheet_script';
  // An empty address means the stylesheet itself: nothing a brand needs.
  return url && value.trim() !== '' && url.origin === BASE.origin ? null : 'stylesheet_url';
}

/**
 * A string (`content: "…"`, a custom property, a font name, an image-set entry): read as an
 * address, it must stay on the portal, so none can be used to load something elsewhere. A string
 * no browser could read as an address (or an empty one) loads nothing.
 */
function stringProblem(value: string): StylesheetProblem | null {
  // The whole string as a browser reads it, then each word: none may hold an address elsewhere.
  for (const candidate of [value, ...value.split(/\s+/)]) {
    const url = resolved(candidate);
    if (!url) continue;
    if (SCRIPT_PROTOCOLS.has(url.protocol)) return 'stylesheet_script';
    // Text such as "Tip: …" reads as an address of a scheme no browser loads from: it loads nothing.
    if (LOADING_PROTOCOLS.has(url.protocol) && url.origin !== BASE.origin) return 'stylesheet_url';
  }
  return null;
}

/**
 * Text the parser kept unstructured (an unknown pseudo-element's argument, what follows a syntax
 * error), judged by its CSS tokens. `\75 rl(…)` is a url token to a browser, though css-tree reads a
 * function: a url or src function without a string is refused as an address it cannot read.
 */
function rawProblem(text: string): StylesheetProblem | null {
  const T = csstree.tokenTypes;
  const tokens: { type: number; text: string }[] = [];
  csstree.tokenize(text, (type, start, end) => {
    if (type !== T.Comment && type !== T.WhiteSpace) tokens.push({ type, text: text.slice(start, end) });
  });
  for (const [i, { type, text: token }] of tokens.entries()) {
    let problem: StylesheetProblem | null = null;
    if (type === T.AtKeyword && nameOf(token.slice(1)) === 'import') problem = 'stylesheet_import';
    else if (type === T.Ident && SCRIPT_IDENTS.has(nameOf(token))) problem = 'stylesheet_script';
    else if (type === T.Url) problem = urlProblem(csstree.url.decode(token));
    else if (type === T.String) problem = stringProblem(csstree.string.decode(token));
    else if (type === T.Function) {
      const name = nameOf(token.slice(0, -1));
      if (SCRIPT_FUNCTIONS.has(name)) problem = 'stylesheet_script';
      else if ((name === 'url' || name === 'src') && tokens[i + 1]?.type !== T.String) problem = 'stylesheet_url';
    }
    if (problem) return problem;
  }
  return null;
}

type Node = csstree.CssNode;

/** The first problem of a parsed stylesheet, walking its tree in order. */
function treeProblem(ast: Node): StylesheetProblem | null {
  let problem: StylesheetProblem | null = null;
  // The functions open around the node being visited, innermost last; custom property declarations.
  const functions: string[] = [];
  let customProperty = 0;
  const judge = (node: Node): StylesheetProblem | null => {
    switch (node.type) {
      case 'Atrule':
        return nameOf(node.name) === 'import' ? 'stylesheet_import' : null;
      case 'Declaration':
        return SCRIPT_IDENTS.has(nameOf(node.property)) ? 'stylesheet_script' : null;
      case 'Identifier':
        return SCRIPT_IDENTS.has(nameOf(node.name)) ? 'stylesheet_script' : null;
      case 'Url':
        return urlProblem(node.value);
      case 'String':
        return stringProblem(node.value);
      case 'Raw':
        return rawProblem(node.value);
      case 'Function': {
        const name = nameOf(node.name);
        if (SCRIPT_FUNCTIONS.has(name)) return 'stylesheet_script';
        // An attribute's value (what people type, mirrored into `value`) must not become an address.
        const addressSlot = customProperty > 0 || functions.some((f) => URL_FUNCTIONS.has(f));
        return name === 'attr' && addressSlot ? 'stylesheet_url' : null;
      }
      default:
        return null;
    }
  };
  csstree.walk(ast, {
    enter(node: Node) {
      if (problem) return csstree.walk.break;
      problem = judge(node);
      if (node.type === 'Function') functions.push(nameOf(node.name));
      if (node.type === 'Declaration' && node.property.startsWith('--')) customProperty++;
      return undefined;
    },
    leave(node: Node) {
      if (node.type === 'Function') functions.pop();
      if (node.type === 'Declaration' && node.property.startsWith('--')) customProperty--;
    },
  });
  return problem;
}

/** The first problem of a stylesheet's text, or null when it may be served. */
export function stylesheetProblem(css: string): StylesheetProblem | null {
  let syntax = false;
  const ast = csstree.parse(css, {
    parseValue: true,
    parseCustomProperty: true,
    parseAtrulePrelude: true,
    parseRulePrelude: true,
    onParseError: () => {
      syntax = true;
    },
  });
  // What a parser cannot read, a browser may read otherwise: refused, after naming anything worse in it.
  return treeProblem(ast) ?? (syntax ? 'stylesheet_syntax' : null);
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
