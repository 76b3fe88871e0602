import { RE2JS, RE2JSSyntaxException } from 're2js';
import type { FieldProblem } from './field-problems.js';
import { TENANT_PATTERN_MAX } from './site-forms.js';

/**
 * Regular expressions tenants write (a site form field's `pattern`, a screening knockout's
 * `pattern`) run on what anonymous visitors type. A backtracking engine (JavaScript's RegExp) can
 * take exponential time on some of them (`^(a|a)*$` with a few dozen characters stalls the whole
 * API), so they only ever run on RE2 (re2js: pure JavaScript, linear in the text's length), and
 * this one module compiles and runs them for the API, the builder's preview and the hosted page
 * alike: all three answer the same.
 *
 * The syntax is RE2's (https://github.com/google/re2/wiki/Syntax), plus JavaScript's `\uXXXX` and
 * `\u{…}` escapes (which RE2 would refuse, so reading them changes no RE2 pattern). What RE2 cannot
 * run — backreferences, lookarounds — is refused with a field message when saved.
 */

/**
 * The longest text a pattern is run on: the longest answer a text field takes (SITE_FORM_TEXT_MAX).
 * Anything longer is "no match" without running: the engine never sees an unbounded string.
 */
export const TENANT_PATTERN_INPUT_MAX = 5000;
/**
 * The largest compiled program. RE2's time is linear in the text times the program's size; with
 * this cap and TENANT_PATTERN_INPUT_MAX a test stays within a few tens of milliseconds (measured:
 * ~50 ms for the worst patterns of this size on 5,000 characters, microseconds for usual ones).
 */
export const TENANT_PATTERN_PROGRAM_MAX = 1000;

/** RE2's parse errors (its `error` codes) that name something JavaScript has and RE2 does not. */
const UNSUPPORTED = new Set([
  'invalid escape sequence', // \1, \k<name>
  'invalid or unsupported Perl syntax', // (?=…), (?!…)
  'invalid named capture', // (?<=…), (?<!…)
]);
/** …and those that say it is too big to run. */
const TOO_COMPLEX = new Set(['invalid repeat count', 'expression too large', 'expression nests too deeply']);

const HEX = /\{([0-9A-Fa-f]{1,6})\}|([0-9A-Fa-f]{4})/y;

/** The pattern in RE2's syntax: JavaScript's `\uXXXX` (a surrogate pair as one) and `\u{…}` become `\x{…}`. */
export function re2SyntaxOf(pattern: string): string {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c !== '\\') {
      out += c;
      continue;
    }
    HEX.lastIndex = i + 2;
    const hex = pattern[i + 1] === 'u' ? HEX.exec(pattern) : null;
    if (!hex) {
      out += pattern.slice(i, i + 2); // any other escape stays as written
      i++;
      continue;
    }
    let code = Number.parseInt(hex[1] ?? hex[2]!, 16);
    let end = HEX.lastIndex;
    if (hex[2] && code >= 0xd800 && code <= 0xdbff && pattern.startsWith('\\u', end)) {
      HEX.lastIndex = end + 2;
      const low = HEX.exec(pattern)?.[2];
      const lowCode = low ? Number.parseInt(low, 16) : 0;
      if (lowCode >= 0xdc00 && lowCode <= 0xdfff) {
        code = 0x10000 + ((code - 0xd800) << 10) + (lowCode - 0xdc00);
        end = HEX.lastIndex;
      }
    }
    out += `\\x{${code.toString(16)}}`;
    i = end - 1;
  }
  return out;
}

type Compiled = { re: RE2JS } | { problem: FieldProblem };

const TOO_LONG: Compiled = { problem: { rule: 'too_long', params: { max: TENANT_PATTERN_MAX } } };

function compile(pattern: string): Compiled {
  let re: RE2JS;
  try {
    re = RE2JS.compile(re2SyntaxOf(pattern));
  } catch (error) {
    const code = error instanceof RE2JSSyntaxException ? error.error : '';
    if (UNSUPPORTED.has(code)) return { problem: { rule: 'pattern_unsupported' } };
    if (TOO_COMPLEX.has(code)) return { problem: { rule: 'pattern_too_complex' } };
    return { problem: { rule: 'invalid' } };
  }
  return re.programSize() > TENANT_PATTERN_PROGRAM_MAX ? { problem: { rule: 'pattern_too_complex' } } : { re };
}

/**
 * Compiled patterns by their text, the most recently used kept: a form's pattern is compiled once,
 * not on every answer. Bounded, so patterns written to fill it only cost their compile time.
 */
const CACHE_MAX = 256;
const cache = new Map<string, Compiled>();

function compiled(pattern: string): Compiled {
  if (pattern.length > TENANT_PATTERN_MAX) return TOO_LONG;
  const hit = cache.get(pattern);
  if (hit) {
    cache.delete(pattern);
    cache.set(pattern, hit);
    return hit;
  }
  const made = compile(pattern);
  if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
  cache.set(pattern, made);
  return made;
}

/** Why this pattern cannot be saved (too long, not RE2, too complex), or null when it can. */
export const tenantPatternProblem = (pattern: string): FieldProblem | null => {
  const c = compiled(pattern);
  return 'problem' in c ? c.problem : null;
};

/**
 * Whether `text` contains a match of `pattern` (unanchored, like RegExp#test: write `^…$` for the
 * whole answer). A text longer than TENANT_PATTERN_INPUT_MAX does not match. Null when the pattern
 * cannot run (one stored before these rules): callers then skip the check (ARCHITECTURE, Site forms).
 */
export function tenantPatternTest(pattern: string, text: string): boolean | null {
  const c = compiled(pattern);
  if ('problem' in c) return null;
  return text.length <= TENANT_PATTERN_INPUT_MAX && c.re.test(text);
}
