import { catalogues, interpolate, type Locale } from '@talent/contract';
import { escapeHtml, postButton, publicPage } from '../../platform/public-page.js';
import type { UnsubscribeView } from './unsubscribe.service.js';
import { RESUBSCRIBE_PATH, UNSUBSCRIBE_PATH } from './unsubscribe-links.js';

/**
 * The unsubscribe link's page in the candidate's language (the visitor's, for a link that is not
 * valid): the question with a button that posts the one-click form to the link itself (GET; after
 * subscribing again, saying so first), or that they are unsubscribed (after the POST, or on a later
 * visit) with a button to subscribe again, posted with the same token.
 */
export function unsubscribePage(view: UnsubscribeView, token: string, visitorLocale: Locale): string {
  const locale = view.kind === 'invalid' ? visitorLocale : view.locale;
  const text = catalogues[locale].unsubscribe;
  const query = `?token=${encodeURIComponent(token)}`;
  switch (view.kind) {
    case 'ask': {
      const again = view.again ? `<p>${escapeHtml(interpolate(text.againText, { site: view.site }))}</p>\n  ` : '';
      return publicPage({
        locale,
        title: view.again ? text.againTitle : text.title,
        site: view.site,
        body: `${again}<p>${escapeHtml(interpolate(text.intro, { site: view.site }))}</p>
  <p class="note">${escapeHtml(text.still)}</p>
  ${postButton(`${UNSUBSCRIBE_PATH}${query}`, { 'List-Unsubscribe': 'One-Click' }, text.button)}`,
      });
    }
    case 'done':
      return publicPage({
        locale,
        title: text.doneTitle,
        site: view.site,
        body: `<p>${escapeHtml(interpolate(text.doneText, { site: view.site }))}</p>
  <p class="note">${escapeHtml(text.changedMind)}</p>
  ${postButton(`${RESUBSCRIBE_PATH}${query}`, { subscribe: 'again' }, text.resubscribe)}`,
      });
    case 'invalid':
      return publicPage({
        locale,
        title: text.invalidTitle,
        body: `<p>${escapeHtml(catalogues[locale].errors.unsubscribe_link_invalid)}</p>`,
      });
  }
}
