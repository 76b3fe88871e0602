import { catalogues, interpolate, type Locale } from '@talent/contract';
import { escapeHtml, postButton, publicPage } from '../../platform/public-page.js';
import { FEEDBACK_CONFIRM_PATH, type FeedbackConfirmView } from './feedback-confirm.service.js';

/** What the page says: the question (with the button), the outcome, or that the link is not valid. */
export type FeedbackPageState =
  | { kind: 'ask'; view: FeedbackConfirmView; token: string }
  | { kind: 'confirmed' | 'closed'; view: FeedbackConfirmView }
  | { kind: 'invalid'; locale: Locale };

/** Fills the placeholders with escaped values (the job's and employer's names are other people's text). */
const say = (text: string, view: FeedbackConfirmView) =>
  escapeHtml(
    interpolate(text, { job: view.job, employer: view.employer, site: view.site, rating: String(view.rating) }),
  );

/**
 * The page behind a rating's mailed link: plain server-rendered HTML in the visitor's language, no
 * script. Opening it confirms nothing; the button posts the token back (a mail scanner that follows
 * links never presses it).
 */
export function feedbackConfirmPage(state: FeedbackPageState): string {
  const locale = state.kind === 'invalid' ? state.locale : state.view.locale;
  const text = catalogues[locale].feedbackConfirm;
  if (state.kind === 'invalid')
    return publicPage({ locale, title: text.invalidTitle, body: `<p>${escapeHtml(text.invalidText)}</p>` });
  const { view } = state;
  const [title, body] = ((): [string, string] => {
    switch (state.kind) {
      case 'ask':
        return [
          text.title,
          `<p>${say(text.intro, view)}</p>
  ${postButton(FEEDBACK_CONFIRM_PATH, { token: state.token }, text.confirm)}
  <p class="note">${escapeHtml(text.ignore)}</p>`,
        ];
      case 'confirmed':
        return [text.confirmedTitle, `<p>${say(text.confirmedText, view)}</p>`];
      case 'closed':
        return [text.closedTitle, `<p>${say(text.closedText, view)}</p>`];
    }
  })();
  return publicPage({ locale, title, site: view.site, body });
}
