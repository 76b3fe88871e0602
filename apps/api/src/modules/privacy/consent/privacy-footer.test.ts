import { describe, expect, it } from 'vitest';
import { withFooter } from './privacy-footer.js';

// The footer's text comes from privacyFooter (exercised through every mail kind in
// consent-capture.test.ts); here, how it joins a mail's text and HTML.
describe('withFooter', () => {
  const footer =
    '\n\n--\nHow we use your data: http://localhost/portal/public/privacy/notice?site=1&lang=en\nTo get a copy of your data or have it erased: http://localhost/portal/public/privacy/manage?token=a.b';

  it('appends to the text, and to the HTML escaped with its links clickable', () => {
    const mail = withFooter({ to: 'x@example.test', text: 'Hello', html: '<p>Hello</p>' }, footer);
    expect(mail.text).toBe(`Hello${footer}`);
    expect(mail.html).toBe(
      '<p>Hello</p><hr><p>How we use your data: <a href="http://localhost/portal/public/privacy/notice?site=1&amp;lang=en">http://localhost/portal/public/privacy/notice?site=1&amp;lang=en</a><br>To get a copy of your data or have it erased: <a href="http://localhost/portal/public/privacy/manage?token=a.b">http://localhost/portal/public/privacy/manage?token=a.b</a></p>',
    );
  });

  it('leaves a mail without HTML without it, and an empty footer changes nothing', () => {
    expect(withFooter({ text: 'Hi' }, footer)).toEqual({ text: `Hi${footer}` });
    const mail = { text: 'Hi', html: '<p>Hi</p>' };
    expect(withFooter(mail, '')).toBe(mail);
  });
});
