import { describe, expect, it } from 'vitest';
import { PLATFORM_MAIL_BRAND, renderMailHtml } from './mail-html.js';

const render = (text: string, more: Partial<Parameters<typeof renderMailHtml>[0]> = {}) =>
  renderMailHtml({ subject: 'S', text, locale: 'en', brand: PLATFORM_MAIL_BRAND, ...more });

describe('the HTML part rendered from a text', () => {
  it('makes paragraphs of blank lines and line breaks of the rest', () => {
    const html = render('Hello Ana,\n\nLine one\nLine two\n\n\nBye');
    expect(html).toContain('<p style="margin:0 0 16px">Hello Ana,</p>');
    expect(html).toContain('<p style="margin:0 0 16px">Line one<br>Line two</p>');
    expect(html).toContain('<p style="margin:0 0 16px">Bye</p>');
  });

  it('links http(s) addresses only, escaped, without the punctuation that ends a sentence', () => {
    const html = render(
      'See https://a.test/x?y=1&z=<2>. Or (http://b.test/p). Not javascript:alert(1), data:text/html,x, ftp://c.test or //d.test',
    );
    expect(html).toContain('<a href="https://a.test/x?y=1&amp;z=" style="color:');
    expect(html).toContain('&lt;2&gt;.');
    expect(html).toContain('<a href="http://b.test/p" style="color:');
    expect(html).toContain('http://b.test/p</a>).');
    expect(html.match(/<a /g)).toHaveLength(2);
  });

  it('writes right to left for Arabic, and a footer after "--" in small print', () => {
    const html = render('مرحبا\n\n--\nhttps://p.test/manage', { locale: 'ar' });
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<body class="mail-page" dir="rtl"');
    const foot = html.slice(html.indexOf('class="mail-foot"'));
    expect(foot).toContain('<a href="https://p.test/manage"');
  });

  it('keeps text readable whatever the brand colour: ink by contrast, links in a readable blue on a light brand', () => {
    const yellow = render('x https://a.test', { brand: { name: 'Sun', color: '#ffeb3b', logoUrl: null } });
    expect(yellow).toContain('background:#ffeb3b;color:#111111');
    expect(yellow).toContain('style="color:#1c5fd4;');
    const green = render('x https://a.test', { brand: { name: 'Acme', color: '#0b6e4f', logoUrl: null } });
    expect(green).toContain('background:#0b6e4f;color:#ffffff');
    expect(green).toContain('style="color:#0b6e4f;');
    // A colour that is not a plain #rrggbb never reaches the markup.
    const odd = render('x', { brand: { name: 'Odd', color: 'red;background:url(x)', logoUrl: null } });
    expect(odd).not.toContain('url(x)');
    expect(odd).toContain(`background:${PLATFORM_MAIL_BRAND.color}`);
  });

  it('shows a logo only from an http(s) address, and the footer link only when it is one', () => {
    const brand = { name: 'B', color: '#0b6e4f', logoUrl: 'javascript:alert(1)' };
    const html = render('x', { brand, footerLink: { url: 'javascript:alert(1)', label: 'Stop' } });
    expect(html).not.toContain('<img');
    expect(html).not.toContain('javascript:');
    const ok = render('x', {
      brand: { ...brand, logoUrl: 'https://b.test/logo.png' },
      footerLink: { url: 'https://b.test/u?t=1', label: 'Stop <these>' },
    });
    expect(ok).toContain('<img src="https://b.test/logo.png" alt=""');
    expect(ok).toContain('<a href="https://b.test/u?t=1" style="color:#0b6e4f">Stop &lt;these&gt;</a>');
  });
});
