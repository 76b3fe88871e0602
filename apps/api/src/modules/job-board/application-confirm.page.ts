import { type ApplicationConfirmOutcome, catalogues, interpolate, type Locale } from '@talent/contract';
import { escapeHtml, PUBLIC_PAGE_CSP, postButton, publicPage } from '../../platform/public-page.js';
import type { ConfirmView } from './application-confirm.service.js';
import { CONFIRM_PATH } from './application-confirm.service.js';

/** What the page says: the question (with the button), an outcome, or that the link is not valid. */
export type ConfirmPageState =
  | { kind: 'ask'; view: ConfirmView; token: string }
  | { kind: ApplicationConfirmOutcome; view: ConfirmView }
  | { kind: 'invalid'; locale: Locale };

/** Kept under its old name for the routes that send it. */
export const CONFIRM_PAGE_CSP = PUBLIC_PAGE_CSP;

/** Fills the placeholders with escaped values (the job's and employer's names are other people's text). */
const say = (text: string, view: ConfirmView | null) =>
  escapeHtml(
    interpolate(text, view ? { job: view.job, employer: view.employer, site: view.site, email: view.email } : {}),
  );

/**
 * The page behind the mailed link: plain server-rendered HTML in the applicant's language, no
 * script. Opening it confirms nothing; the button posts the token back (a mail scanner that follows
 * links never presses it).
 */
export function applicationConfirmPage(state: ConfirmPageState): string {
  const locale = state.kind === 'invalid' ? state.locale : state.view.locale;
  const view = state.kind === 'invalid' ? null : state.view;
  const text = catalogues[locale].applicationConfirm;
  const [title, body] = ((): [string, string] => {
    switch (state.kind) {
      case 'ask':
        return [
          text.title,
          `<p>${say(text.intro, view)}</p>
  <p>${say(text.address, view)}</p>
  ${postButton(CONFIRM_PATH, { token: state.token }, text.confirm)}
  <p class="note">${escapeHtml(text.ignore)}</p>`,
        ];
      case 'confirmed':
        return [text.confirmedTitle, `<p>${say(text.confirmedText, view)}</p>`];
      case 'already_applied':
        return [text.alreadyTitle, `<p>${say(text.alreadyText, view)}</p>`];
      case 'closed':
        return [text.closedTitle, `<p>${say(text.closedText, view)}</p>`];
      case 'invalid':
        return [text.invalidTitle, `<p>${escapeHtml(catalogues[locale].errors.confirmation_link_invalid)}</p>`];
    }
  })();
  return publicPage({ locale, title, site: view?.site ?? null, body });
}
