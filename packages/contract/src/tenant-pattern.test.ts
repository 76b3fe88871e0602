import { describe, expect, it } from 'vitest';
import { SiteFormDraftBody, submissionSchemaOf } from './site-form-rules.js';
import { SITE_FORM_TEXT_MAX, TENANT_PATTERN_MAX } from './site-forms.js';
import { re2SyntaxOf, TENANT_PATTERN_INPUT_MAX, tenantPatternProblem, tenantPatternTest } from './tenant-pattern.js';

const timed = <T>(work: () => T) => {
  const start = Date.now();
  const result = work();
  return { result, ms: Date.now() - start };
};

describe('tenant patterns run on RE2 (SECURITY 31)', () => {
  it('answers `^(a|a)*$` on the longest answer in linear time', () => {
    expect(tenantPatternTest('^(a|a)*$', 'aaaa')).toBe(true);
    // The best of three (shared test machines); a backtracking engine would not finish one.
    const runs = [1, 2, 3].map(() =>
      timed(() => tenantPatternTest('^(a|a)*$', `${'a'.repeat(TENANT_PATTERN_INPUT_MAX - 1)}!`)),
    );
    expect(runs.map((r) => r.result)).toEqual([false, false, false]);
    expect(Math.min(...runs.map((r) => r.ms))).toBeLessThan(50);
  });

  it('never runs on more than the longest answer a text field takes', () => {
    expect(SITE_FORM_TEXT_MAX).toBeLessThanOrEqual(TENANT_PATTERN_INPUT_MAX);
    expect(tenantPatternTest('a', 'a'.repeat(TENANT_PATTERN_INPUT_MAX))).toBe(true);
    expect(tenantPatternTest('a', 'a'.repeat(TENANT_PATTERN_INPUT_MAX + 1))).toBe(false);
  });

  it('reads RE2 syntax unanchored, like RegExp#test, and JavaScript’s \\u escapes', () => {
    expect(tenantPatternTest('\\d{3}', 'ref 123!')).toBe(true);
    expect(tenantPatternTest('^\\d{3}$', 'ref 123!')).toBe(false);
    expect(tenantPatternTest('^[\\u0600-\\u06FF ]+$', 'مرحبا بك')).toBe(true);
    expect(tenantPatternTest('^[\\u0600-\\u06FF ]+$', 'hello')).toBe(false);
    expect(tenantPatternTest('^\\u{1F600}$', '😀')).toBe(true);
    expect(tenantPatternTest('^\\uD83D\\uDE00$', '😀')).toBe(true);
    expect(tenantPatternTest('^\\p{L}+$', 'Zoë')).toBe(true);
    // An escaped backslash before u is a backslash, not an escape.
    expect(re2SyntaxOf('\\\\u0041')).toBe('\\\\u0041');
    expect(re2SyntaxOf('\\u0041\\d')).toBe('\\x{41}\\d');
  });

  it.each([
    ['a backreference', '^(a)\\1$', 'pattern_unsupported'],
    ['a named backreference', '(?<x>a)\\k<x>', 'pattern_unsupported'],
    ['a lookahead', '^(?=.*\\d).+$', 'pattern_unsupported'],
    ['a negative lookahead', '^(?!admin).*$', 'pattern_unsupported'],
    ['a lookbehind', '(?<=@)x', 'pattern_unsupported'],
    ['a negative lookbehind', '(?<!x)y', 'pattern_unsupported'],
    ['a repeat over 1000', 'a{1001}', 'pattern_too_complex'],
    ['nested repeats', '(a{100}){100}', 'pattern_too_complex'],
    ['a program too large', '(?:\\w\\W?){1,900}', 'pattern_too_complex'],
    ['a syntax error', '([a-z]', 'invalid'],
  ])('refuses %s', (_what, pattern, rule) => {
    expect(tenantPatternProblem(pattern)?.rule).toBe(rule);
    // Never run: the caller skips the check.
    expect(tenantPatternTest(pattern, 'anything')).toBeNull();
  });

  it('caps a pattern at TENANT_PATTERN_MAX characters', () => {
    expect(tenantPatternProblem('a'.repeat(TENANT_PATTERN_MAX))).toBeNull();
    expect(tenantPatternProblem('a'.repeat(TENANT_PATTERN_MAX + 1))).toEqual({
      rule: 'too_long',
      params: { max: TENANT_PATTERN_MAX },
    });
  });
});

describe('patterns in the forms’ schemas', () => {
  const label = { en: 'A', fr: 'A', ar: 'A' };
  const draft = (pattern: string, knockout?: string) => ({
    name: 'F',
    fields: [
      { key: 'a', type: 'short_text', label, pattern: '^x' },
      { key: 'b', type: 'short_text', label, pattern, ...(knockout ? { knockout: { pattern: knockout } } : {}) },
    ],
  });

  it('a draft names each field or knockout pattern RE2 cannot run, with other problems too', () => {
    const parsed = SiteFormDraftBody.safeParse({
      ...draft('(?=a)', '(a)\\1'),
      fields: [...draft('(?=a)', '(a)\\1').fields, { key: 'a', type: 'short_text', label }],
    });
    expect(parsed.success).toBe(false);
    const issues = parsed.error!.issues.map((i) => [
      i.path.join('.'),
      (i as { params?: { rule?: string } }).params?.rule,
    ]);
    expect(issues).toEqual([
      ['fields.2.key', 'invalid'],
      ['fields.1.pattern', 'pattern_unsupported'],
      ['fields.1.knockout.pattern', 'pattern_unsupported'],
    ]);
    expect(SiteFormDraftBody.safeParse(draft('^(a+)+$', '^[a-z]+$')).success).toBe(true);
  });

  it('an answer checks its pattern within its length only; a stored pattern RE2 cannot run checks nothing', () => {
    const field = (pattern: string) =>
      ({ key: 'a', type: 'short_text', label, required: true, max_length: 10, pattern }) as const;
    const issues = (pattern: string, a: string) =>
      submissionSchemaOf([field(pattern)])
        .safeParse({ a })
        .error?.issues.map((i) => i.code) ?? [];
    expect(issues('^a+$', 'aaa')).toEqual([]);
    expect(issues('^a+$', 'aab')).toEqual(['custom']);
    expect(issues('^a+$', 'b'.repeat(11))).toEqual(['too_big']);
    expect(issues('^(?=a)b', 'anything')).toEqual([]);
  });
});
