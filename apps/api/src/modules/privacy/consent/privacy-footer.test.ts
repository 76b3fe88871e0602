import { describe, expect, it } from 'vitest';
import { PLATFORM_MAIL_BRAND, renderMailHtml } from '../../../platform/mail/mail-html.js';
import { withFooter } from './privacy-footer.js';

// The footer's text comes from privacyFooter (exercised through every mail kind in
// consent-capture.test.ts); here, how it joins a mail's text, and how the HTML part shows it.
describe('withFooter', () => {
  const footer =
    '\n\n--\nHow we use your data: http://localhost/portal/public/privacy/notice?site=1&lang=en\nTo get a copy of your data or have it erased: http://localhost/portal/public/privacy/manage?token=a.b';

  it('appends to the text; the HTML part shows it as the small print, its links clickable and escaped', () => {
    const mail = withFooter({ to: 'x@example.test', text: 'Hello' }, footer);
    expect(mail).toEqual({ to: 'x@example.test', text: `Hello${footer}` });
    const html = renderMailHtml({ subject: 'Hi', text: mail.text, locale: 'en', brand: PLATFORM_MAIL_BRAND });
    const small = html.slice(html.indexOf('class="mail-foot"'));
    expect(small).toContain(
      'How we use your data: <a href="http://localhost/portal/public/privacy/notice?site=1&amp;lang=en"',
    );
    expect(small).toContain(
      '<br>To get a copy of your data or have it erased: <a href="http://localhost/portal/public/privacy/manage?token=a.b"',
    );
    expect(html).not.toContain('--');
  });

  it('changes nothing with an empty footer', () => {
    const mail = { text: 'Hi' };
    expect(withFooter(mail, '')).toBe(mail);
  });
});
