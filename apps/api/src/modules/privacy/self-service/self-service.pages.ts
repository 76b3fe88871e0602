import { interpolate, type Locale } from '@talent/contract';
import { escapeHtml, postButton, publicPage } from '../../../platform/public-page.js';
import { CONSENT_PATH, MANAGE_PATH } from '../consent/paths.js';
import { privacyTexts } from '../texts/index.js';
import type { LinkView } from './self-service.service.js';

/** The pages behind a candidate's privacy links, in their language (RTL for Arabic), no script. */

const t = (locale: Locale) => privacyTexts[locale].privacyConsent;

/** Catalogue text with its values filled in, escaped as a whole (names and addresses are other people's text). */
const say = (text: string, params: Record<string, string | number>) => escapeHtml(interpolate(text, params));

const noticeLink = (view: LinkView) =>
  view.noticeHref
    ? `<p><a href="${escapeHtml(view.noticeHref)}">${escapeHtml(t(view.locale).manageNoticeLink)}</a></p>`
    : '';

/** Expired, tampered, replayed, another tenant's, an erased candidate's: one page for all. */
export const invalidPage = (locale: Locale) =>
  publicPage({ locale, title: t(locale).invalidTitle, body: `<p>${escapeHtml(t(locale).invalidText)}</p>` });

export const noticeMissingPage = (locale: Locale) =>
  publicPage({
    locale,
    title: t(locale).noticeMissingTitle,
    body: `<p>${escapeHtml(t(locale).noticeMissingText)}</p>`,
  });

export function noticePage(v: {
  locale: Locale;
  site: string;
  version: number;
  publishedAt: Date;
  title: string;
  body: string;
}) {
  const date = new Intl.DateTimeFormat(v.locale, { dateStyle: 'long', timeZone: 'UTC' }).format(v.publishedAt);
  return publicPage({
    locale: v.locale,
    title: v.title,
    site: v.site,
    body: `<div class="notice">${escapeHtml(v.body)}</div>
  <p class="note">${say(t(v.locale).noticeVersion, { version: v.version, date })}</p>`,
  });
}

export function managePage(view: LinkView) {
  const text = t(view.locale);
  return publicPage({
    locale: view.locale,
    title: text.manageTitle,
    site: view.site,
    body: `<p>${say(text.manageFor, { email: view.email })}</p>
  ${noticeLink(view)}
  <h2>${escapeHtml(text.exportHeading)}</h2>
  <p>${escapeHtml(text.exportText)}</p>
  ${postButton(MANAGE_PATH, { token: view.token, action: 'export' }, text.exportButton)}
  <h2>${escapeHtml(text.eraseHeading)}</h2>
  <p>${escapeHtml(text.eraseText)}</p>
  ${postButton(MANAGE_PATH, { token: view.token, action: 'erase' }, text.eraseButton, 'danger')}`,
  });
}

export function exportQueuedPage(view: LinkView) {
  const text = t(view.locale);
  return publicPage({
    locale: view.locale,
    title: text.exportQueuedTitle,
    site: view.site,
    body: `<p>${escapeHtml(text.exportQueuedText)}</p>`,
  });
}

export function eraseConfirmPage(view: LinkView) {
  const text = t(view.locale);
  const goes = [text.eraseGoesProfile, text.eraseGoesApplications, text.eraseGoesFiles, text.eraseGoesMail];
  return publicPage({
    locale: view.locale,
    title: text.eraseConfirmTitle,
    site: view.site,
    body: `<p>${say(text.manageFor, { email: view.email })}</p>
  <p>${escapeHtml(text.eraseConfirmIntro)}</p>
  <ul>${goes.map((g) => `<li>${escapeHtml(g)}</li>`).join('')}</ul>
  <p>${escapeHtml(text.eraseKeeps)}</p>
  ${postButton(MANAGE_PATH, { token: view.token, action: 'erase_confirm' }, text.eraseConfirmButton, 'danger')}
  <p><a href="${escapeHtml(`${MANAGE_PATH}?token=${encodeURIComponent(view.token)}`)}">${escapeHtml(text.eraseBack)}</a></p>`,
  });
}

export function erasedPage(view: { locale: Locale; site: string }) {
  const text = t(view.locale);
  return publicPage({
    locale: view.locale,
    title: text.erasedTitle,
    site: view.site,
    body: `<p>${escapeHtml(text.erasedText)}</p>`,
  });
}

export function consentPage(view: LinkView & { version: number; title: string; body: string }) {
  const text = t(view.locale);
  return publicPage({
    locale: view.locale,
    title: text.consentTitle,
    site: view.site,
    body: `<p>${say(text.consentIntro, { site: view.site })}</p>
  <h2>${escapeHtml(view.title)}</h2>
  <div class="notice">${escapeHtml(view.body)}</div>
  ${postButton(CONSENT_PATH, { token: view.token }, text.consentButton)}`,
  });
}

export function consentDonePage(view: { locale: Locale; site: string; version: number }) {
  const text = t(view.locale);
  return publicPage({
    locale: view.locale,
    title: text.consentDoneTitle,
    site: view.site,
    body: `<p>${say(text.consentDoneText, { version: view.version })}</p>`,
  });
}
