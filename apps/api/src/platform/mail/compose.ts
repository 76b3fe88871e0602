import { catalogues, interpolate, isLocale } from '@talent/contract';
import { type MailBrand, renderMailHtml } from './mail-html.js';
import type { OutgoingMail } from './transport.js';

/** A message as the outbox holds it, ready to send. */
export type QueuedMail = {
  id: number;
  to: string;
  subject: string;
  text: string;
  locale: string;
  replyTo: string | null;
  listUnsubscribe: string | null;
};

/**
 * What goes on the wire for a queued message: its text, and the HTML part rendered from it in the
 * brand; Reply-To when someone wrote it; for candidate mail, the one-click unsubscribe headers
 * (RFC 8058) and the same link at the foot of both parts, in the message's language.
 */
export function composeMail(mail: QueuedMail, brand: MailBrand, from: string): OutgoingMail {
  const locale = isLocale(mail.locale) ? mail.locale : 'en';
  const words = catalogues[locale].mail;
  const unsubscribe = mail.listUnsubscribe;
  const line = unsubscribe ? interpolate(words.unsubscribeLine, { url: unsubscribe }) : '';
  // Into the footer after "--" when the message has one (the privacy links), else a footer of its own.
  const text = line ? `${mail.text}${/\n--[ \t]*\n/.test(mail.text) ? '\n' : '\n\n--\n'}${line}` : mail.text;
  return {
    id: mail.id,
    from,
    to: mail.to,
    subject: mail.subject,
    text,
    html: renderMailHtml({
      subject: mail.subject,
      text: mail.text,
      locale,
      brand,
      footerLink: unsubscribe ? { url: unsubscribe, label: words.unsubscribeLink } : null,
    }),
    replyTo: mail.replyTo,
    listUnsubscribe: unsubscribe,
  };
}
