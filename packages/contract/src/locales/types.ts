import type { ApplicationStatus } from '../applications.js';
import type { EmployerType } from '../employers.js';
import type { ErrorCode, FieldMessage } from '../errors.js';
import type { SsoErrorCode } from '../identity-providers.js';
import type { JobStatus } from '../jobs.js';
import type { NotificationKind } from '../notifications.js';
import type { SeekerSort } from '../seekers.js';
import type { StandardRoleKey } from '../standard-roles.js';

export type MessageCatalogue = {
  errors: Record<ErrorCode, string>;
  fields: Record<FieldMessage, string>;
  messages: {
    /** The public form's answer after a submission. */
    siteFormThanks: string;
    resetLinkSent: string;
    passwordReset: string;
    passwordChanged: string;
  };
  mail: {
    resetSubject: string;
    resetBody: string;
    employerRejectedSubject: string;
    employerRejectedBody: string;
    jobRejectedSubject: string;
    jobRejectedBody: string;
    /** To an employer whose edit of an approved job was refused; {{name}} {{title}} {{site}} {{reason}}. */
    jobEditRejectedSubject: string;
    jobEditRejectedBody: string;
    inviteSubject: string;
    inviteBody: string;
    /** To someone who already signs in: an offer to accept or decline in the portal. */
    offerSubject: string;
    offerBody: string;
    /** To the owner of an employer registered through a site form; {{name}} {{employer}} {{brand}} {{days}} {{link}}. */
    registrationInviteSubject: string;
    registrationInviteBody: string;
    /** The same registration for an address that already signs in; {{accept}} {{decline}} instead of {{link}}. */
    registrationOfferSubject: string;
    registrationOfferBody: string;
    /** To an employer whose registration was approved; {{name}} {{site}}. */
    employerApprovedSubject: string;
    employerApprovedBody: string;
    /** The link that turns a public application into one; {{job}} {{employer}} {{site}} {{link}} {{hours}}. */
    applicationConfirmSubject: string;
    applicationConfirmBody: string;
    /** The link that makes a job rating count; {{job}} {{employer}} {{site}} {{link}} {{hours}}. */
    feedbackConfirmSubject: string;
    feedbackConfirmBody: string;
    /** To the person whose second factor changed; {{name}} {{brand}} {{left}} (recovery codes left). */
    twoFactorEnabledSubject: string;
    twoFactorEnabledBody: string;
    twoFactorDisabledSubject: string;
    twoFactorDisabledBody: string;
    recoveryCodeUsedSubject: string;
    recoveryCodeUsedBody: string;
    /** To an account's owners when an identity provider changes; {{name}} {{actor}} {{provider}} {{account}} {{brand}}. */
    identityProviderAddedSubject: string;
    identityProviderChangedSubject: string;
    identityProviderRemovedSubject: string;
    identityProviderBody: string;
    /** To a person on their first sign-in through a provider; {{name}} {{provider}} {{brand}}. */
    ssoFirstSignInSubject: string;
    ssoFirstSignInBody: string;
    /** {{name}} {{brand}} {{passkey}} {{host}} */
    passkeyAddedSubject: string;
    passkeyAddedBody: string;
    passkeyRemovedSubject: string;
    passkeyRemovedBody: string;
    /** To a candidate when their application's status changes; {{name}}, {{job}}, {{employer}}, {{site}}. */
    applicationStatus: Record<ApplicationStatus, { subject: string; body: string }>;
    /** The footer line of mail one can unsubscribe from, in the text part; {{url}}. */
    unsubscribeLine: string;
    /** The same footer's link in the HTML part. */
    unsubscribeLink: string;
  };
  /** In-app notifications; {{employer}} {{site}} {{job}} {{reason}} {{quantity}} {{seeker}} {{actor}} {{place}} {{role}} {{person}}. */
  notifications: Record<NotificationKind, { subject: string; content: string }>;
  /** Why "test connection" of an identity provider failed; {{status}} is an HTTP status. */
  ssoTest: {
    not_public: string;
    https_only: string;
    discovery_failed: string;
    issuer_mismatch: string;
    jwks_failed: string;
    no_keys: string;
  };
  testCheckout: {
    title: string;
    credits: string;
    subtotal: string;
    discount: string;
    total: string;
    pay: string;
    cancel: string;
    settled: string;
    note: string;
  };
  /** The page behind the mailed link (served by the API); {{job}} {{employer}} {{site}} {{email}}. */
  applicationConfirm: {
    title: string;
    intro: string;
    address: string;
    confirm: string;
    ignore: string;
    confirmedTitle: string;
    confirmedText: string;
    alreadyTitle: string;
    alreadyText: string;
    closedTitle: string;
    closedText: string;
    invalidTitle: string;
  };
  /** The page behind a mail's unsubscribe link (served by the API); {{site}}. */
  unsubscribe: {
    title: string;
    intro: string;
    still: string;
    button: string;
    doneTitle: string;
    doneText: string;
    /** Offered once unsubscribed, over the "subscribe again" button. */
    changedMind: string;
    resubscribe: string;
    /** The page asks again once they subscribed again. */
    againTitle: string;
    againText: string;
    invalidTitle: string;
  };
  /** The page behind a rating's mailed link (served by the API); {{job}} {{employer}} {{site}} {{rating}}. */
  feedbackConfirm: {
    title: string;
    intro: string;
    confirm: string;
    ignore: string;
    confirmedTitle: string;
    confirmedText: string;
    closedTitle: string;
    closedText: string;
    invalidTitle: string;
    invalidText: string;
  };
  labels: {
    employerTypes: Record<EmployerType, string>;
    jobStatuses: Record<JobStatus, string>;
    applicationStatuses: Record<ApplicationStatus, string>;
    seekerSorts: Record<SeekerSort, string>;
    /** The portal's own roles (`standard-roles.ts`); English is their names there. */
    roles: Record<StandardRoleKey, string>;
  };
};

/** What only the server says: mails, notifications and the pages it renders itself. */
export type ServerTextKey =
  | 'mail'
  | 'notifications'
  | 'ssoTest'
  | 'testCheckout'
  | 'applicationConfirm'
  | 'unsubscribe'
  | 'feedbackConfirm';
/**
 * The error messages the web app words itself: the single sign-on round trip's (`/login?sso_error=`),
 * a dead reset link, and the credits dialog's own check. Every other error reaches the web app
 * worded by the server in the caller's language, so its text stays with the server: the login
 * page, which loads the catalogue first, does not carry a hundred messages it never shows.
 */
export type ScreenErrorCode = SsoErrorCode | 'reset_token_invalid' | 'credits_exceed_balance';
export type ServerTexts = Pick<MessageCatalogue, ServerTextKey> & {
  errors: Record<Exclude<ErrorCode, ScreenErrorCode>, string>;
};
/** What the web app loads (one language at a time, on its first screen): the rest. */
export type ScreenCatalogue = Omit<MessageCatalogue, ServerTextKey | 'errors'> & {
  errors: Record<ScreenErrorCode, string>;
};
