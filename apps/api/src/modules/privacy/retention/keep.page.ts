import { interpolate, type Locale } from '@talent/contract';
import { escapeHtml, postButton, publicPage } from '../../../platform/public-page.js';
import { privacyTexts } from '../texts/index.js';
import type { KeepView } from './keep.service.js';
import { KEEP_PATH } from './retention-mail.js';
import { formatDay } from './retention-rules.js';

/**
 * The keep link's page in the candidate's language (or the visitor's, for a link that is not
 * valid): the question with its button (GET), the thanks with the new date (POST), or "not valid".
 */
export function keepPage(view: KeepView, token: string, visitorLocale: Locale): string {
  const locale = view.kind === 'invalid' ? visitorLocale : view.locale;
  const text = privacyTexts[locale].privacyRetention;
  const say = (line: string, params: Record<string, string>) => escapeHtml(interpolate(line, params));
  switch (view.kind) {
    case 'ask': {
      const params = { site: view.site, date: view.dueAt ? formatDay(locale, view.dueAt) : '' };
      const intro = view.dueAt ? `<p>${say(text.keepIntro, params)}</p>\n  ` : '';
      return publicPage({
        locale,
        title: text.keepTitle,
        site: view.site,
        body: `${intro}<p>${say(text.keepMeans, params)}</p>
  ${postButton(KEEP_PATH, { token }, text.keepButton)}`,
      });
    }
    case 'kept':
      return publicPage({
        locale,
        title: text.keptTitle,
        site: view.site,
        body: `<p>${say(text.keptText, { site: view.site, date: formatDay(locale, view.keptUntil) })}</p>`,
      });
    case 'invalid':
      return publicPage({ locale, title: text.invalidTitle, body: `<p>${escapeHtml(text.invalidText)}</p>` });
  }
}
