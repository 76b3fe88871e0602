import { englishErrors } from '../errors.js';
import type { ServerTexts } from './types.js';

/** en: what only the server says (mails, notifications, its own pages): the web app never loads it. */
export const enServer: ServerTexts = {
  errors: englishErrors(),
  mail: {
    resetSubject: 'Reset your {{brand}} password',
    resetBody:
      'Hello {{name}},\n\nWe received a request to reset your password. Open this link within {{minutes}} minutes to choose a new one:\n\n{{link}}\n\nIf you did not ask for this, ignore this e-mail; your password stays the same.',
    employerRejectedSubject: 'Your employer registration on {{site}} was not approved',
    employerRejectedBody:
      'Hello {{name}},\n\nYour registration as an employer on {{site}} was reviewed and not approved, for this reason:\n\n{{reason}}\n\nYou may reply to this e-mail if you have questions.',
    jobRejectedSubject: 'Your job “{{title}}” on {{site}} was not approved',
    jobRejectedBody:
      'Hello {{name}},\n\nYour job “{{title}}” on {{site}} was reviewed and not approved, for this reason:\n\n{{reason}}\n\nThe credit it used has been returned to your balance. You can clone the job, change it and submit it again.',
    jobEditRejectedSubject: 'Your changes to “{{title}}” on {{site}} were not approved',
    jobEditRejectedBody:
      'Hello {{name}},\n\nYour changes to the job “{{title}}” on {{site}} were reviewed and not approved, for this reason:\n\n{{reason}}\n\nThe job stays online as it was approved. You can edit it again and send new changes for review.',
    inviteSubject: '{{inviter}} invited you to {{employer}} on {{brand}}',
    inviteBody:
      'Hello {{name}},\n\n{{inviter}} invited you to work for {{employer}} on {{brand}} as {{role}}. Open this link within {{days}} days to choose your password:\n\n{{link}}\n\nAfterwards you sign in with this e-mail address. If you did not expect this, ignore this e-mail.',
    offerSubject: '{{inviter}} invited you to {{employer}} on {{brand}}',
    offerBody:
      'Hello {{name}},\n\n{{inviter}} invited you to work for {{employer}} on {{brand}} as {{role}}. Nothing changes until you answer: sign in with your usual password within {{days}} days to accept or decline.\n\nAccept: {{accept}}\n\nDecline: {{decline}}\n\nIf you did not expect this, decline it or ignore this e-mail.',
    registrationInviteSubject: 'Confirm your registration of {{employer}} on {{brand}}',
    registrationInviteBody:
      'Hello {{name}},\n\nYou registered {{employer}} as an employer on {{brand}}. Open this link within {{days}} days to confirm your e-mail address and choose your password:\n\n{{link}}\n\nThe site’s team reviews new registrations; you can sign in once they have approved yours. If you did not register, ignore this e-mail.',
    registrationOfferSubject: 'Confirm your registration of {{employer}} on {{brand}}',
    registrationOfferBody:
      'Hello {{name}},\n\nSomeone registered {{employer}} as an employer on {{brand}} with this e-mail address, as its {{role}}. Nothing changes until you answer: sign in with your usual password within {{days}} days to accept or decline.\n\nAccept: {{accept}}\n\nDecline: {{decline}}\n\nIf this was not you, decline it or ignore this e-mail.',
    employerApprovedSubject: 'Your employer registration on {{site}} was approved',
    employerApprovedBody:
      'Hello {{name}},\n\nYour registration as an employer on {{site}} was reviewed and approved. You can now sign in and post jobs.',
    applicationConfirmSubject: 'Confirm your application for {{job}}',
    applicationConfirmBody:
      'Hello,\n\nSomeone, we hope you, applied for {{job}} at {{employer}} on {{site}} with this e-mail address. To send the application, open this link within {{hours}} hours and press “Confirm my application”:\n\n{{link}}\n\nIf it was not you, ignore this e-mail: nothing is sent without your confirmation.',
    feedbackConfirmSubject: 'Confirm your rating of {{job}}',
    feedbackConfirmBody:
      'Hello,\n\nSomeone, we hope you, rated {{job}} at {{employer}} on {{site}} with this e-mail address. To make the rating count, open this link within {{hours}} hours and press “Confirm my rating”:\n\n{{link}}\n\nIf it was not you, ignore this e-mail: the rating does not count without your confirmation.',
    twoFactorEnabledSubject: 'Two-factor sign-in was turned on for {{brand}}',
    twoFactorEnabledBody:
      'Hello {{name}},\n\nTwo-factor sign-in was just turned on for your {{brand}} account. Each time you sign in, you will be asked for a code from your authenticator app after your password.\n\nIf this was not you, change your password and contact your administrator at once.',
    twoFactorDisabledSubject: 'Two-factor sign-in was turned off for {{brand}}',
    twoFactorDisabledBody:
      'Hello {{name}},\n\nTwo-factor sign-in was just turned off for your {{brand}} account: your password alone now signs you in.\n\nIf this was not you, change your password and contact your administrator at once.',
    recoveryCodeUsedSubject: 'A recovery code was used to sign in to {{brand}}',
    recoveryCodeUsedBody:
      'Hello {{name}},\n\nA recovery code was just used to sign in to {{brand}}. You have {{left}} left. You can make new ones in your profile’s security settings.\n\nIf this was not you, change your password and contact your administrator at once.',
    identityProviderAddedSubject: 'An identity provider was added to {{account}} on {{brand}}',
    identityProviderChangedSubject: 'An identity provider of {{account}} on {{brand}} was changed',
    identityProviderRemovedSubject: 'An identity provider was removed from {{account}} on {{brand}}',
    identityProviderBody:
      'Hello {{name}},\n\n{{actor}} changed how people sign in to {{account}} on {{brand}}: the identity provider “{{provider}}” was added, changed or removed. You can review the providers on the account’s sign-in security page.\n\nIf you did not expect this, check the account’s audit log and contact your administrator at once.',
    ssoFirstSignInSubject: 'You signed in to {{brand}} with {{provider}}',
    ssoFirstSignInBody:
      'Hello {{name}},\n\nYou just signed in to {{brand}} with {{provider}} for the first time. From now on you can use it to sign in.\n\nIf this was not you, contact your administrator at once.',
    passkeyAddedSubject: 'A new passkey was added to your {{brand}} account',
    passkeyAddedBody:
      'Hello {{name}},\n\nA new passkey, “{{passkey}}”, was just added to your {{brand}} account. It signs you in on {{host}} without your password.\n\nIf this was not you, remove it in your profile’s security settings, change your password and contact your administrator at once.',
    passkeyRemovedSubject: 'A passkey was removed from your {{brand}} account',
    passkeyRemovedBody:
      'Hello {{name}},\n\nThe passkey “{{passkey}}” was just removed from your {{brand}} account and no longer signs you in.\n\nIf this was not you, change your password and contact your administrator at once.',
    applicationStatus: {
      new: {
        subject: 'Your application for {{job}}',
        body: 'Hello {{name}},\n\nThank you for applying for {{job}} at {{employer}}. We have received your application and will be in touch.\n\n{{site}}',
      },
      applied: {
        subject: 'Your application for {{job}} is complete',
        body: 'Hello {{name}},\n\nYour application for {{job}} at {{employer}} is complete and with the hiring team.\n\n{{site}}',
      },
      registered: {
        subject: 'Your application for {{job}} is registered',
        body: 'Hello {{name}},\n\nYour application for {{job}} at {{employer}} has been registered with our consultants.\n\n{{site}}',
      },
      invited: {
        subject: 'You are invited to take the next step for {{job}}',
        body: 'Hello {{name}},\n\nGood news: {{employer}} would like you to take the next step for {{job}}. We will contact you with the details.\n\n{{site}}',
      },
      screening: {
        subject: 'Your application for {{job}} is being reviewed',
        body: 'Hello {{name}},\n\nYour application for {{job}} at {{employer}} is now being reviewed.\n\n{{site}}',
      },
      shortlisted: {
        subject: 'You have been shortlisted for {{job}}',
        body: 'Hello {{name}},\n\nCongratulations: you have been shortlisted for {{job}} at {{employer}}. We will be in touch about the next steps.\n\n{{site}}',
      },
      interviewed: {
        subject: 'Thank you for your interview for {{job}}',
        body: 'Hello {{name}},\n\nThank you for interviewing for {{job}} at {{employer}}. We will let you know the outcome.\n\n{{site}}',
      },
      offered: {
        subject: 'An offer for {{job}}',
        body: 'Hello {{name}},\n\nWe are delighted to tell you that {{employer}} would like to offer you the position of {{job}}. We will contact you with the details.\n\n{{site}}',
      },
      unsuccessful: {
        subject: 'Your application for {{job}}',
        body: 'Hello {{name}},\n\nThank you for your interest in {{job}} at {{employer}}. After careful consideration, we will not be taking your application further. We wish you every success.\n\n{{site}}',
      },
      withdrawn: {
        subject: 'Your application for {{job}} was withdrawn',
        body: 'Hello {{name}},\n\nYour application for {{job}} at {{employer}} has been withdrawn. You are welcome to apply again at any time.\n\n{{site}}',
      },
    },
    unsubscribeLine: 'Unsubscribe from these e-mails: {{url}}',
    unsubscribeLink: 'Unsubscribe from these e-mails',
  },
  notifications: {
    employer_on_hold: {
      subject: 'New employer waiting for approval',
      content: '{{employer}} registered on {{site}} and waits for your approval.',
    },
    job_on_hold: {
      subject: 'New job in the review queue',
      content: '{{employer}} submitted “{{job}}” on {{site}}; it is in the review queue.',
    },
    job_rejected: {
      subject: 'Job not approved',
      content: '“{{job}}” was not approved: {{reason}} The credit was refunded.',
    },
    job_edit_pending: {
      subject: 'Job changes in the review queue',
      content:
        '{{employer}} changed “{{job}}” on {{site}}; the changes wait in the review queue while the approved version stays live.',
    },
    job_edit_rejected: {
      subject: 'Job changes not approved',
      content: 'Your changes to “{{job}}” were not approved: {{reason}} The approved version stays live.',
    },
    job_flagged: {
      subject: 'Job reported',
      content: '“{{job}}” was reported: {{reason}}.',
    },
    credits_purchased: {
      subject: 'Credits purchased',
      content: '{{quantity}} credits were added to {{employer}}’s balance.',
    },
    application_received: {
      subject: 'New application',
      content: '{{seeker}} applied for “{{job}}”.',
    },
    impersonated: {
      subject: 'Someone acted as you',
      content: '{{actor}} signed in as you to help. Reason: {{reason}}',
    },
    invitation_received: {
      subject: 'Invitation to join {{place}}',
      content: '{{actor}} invited you to join {{place}} as {{role}}. Accept or decline it here.',
    },
    invitation_accepted: {
      subject: 'Invitation accepted',
      content: '{{person}} accepted your invitation to {{place}} as {{role}}.',
    },
    invitation_declined: {
      subject: 'Invitation declined',
      content: '{{person}} declined your invitation to {{place}} as {{role}}.',
    },
    webhook_failed: {
      subject: 'Webhook not delivered',
      content:
        'A form submission on {{site}} could not be sent to {{url}} after 24 hours of retries. You can resend it from the form’s delivery log.',
    },
  },
  ssoTest: {
    not_public:
      'The issuer’s address is on a private network or is not allowed: the portal only contacts public https identity providers.',
    https_only: 'The issuer must be an https:// address.',
    discovery_failed: 'The discovery document (/.well-known/openid-configuration) could not be read.',
    issuer_mismatch: 'The discovery document names another issuer: copy the issuer exactly as the provider gives it.',
    jwks_failed: 'The provider’s signing keys (JWKS) could not be read.',
    no_keys: 'The provider publishes no signing keys.',
  },
  testCheckout: {
    title: 'Test checkout',
    credits: 'Credits',
    subtotal: 'Subtotal',
    discount: 'Discount',
    total: 'Total',
    pay: 'Pay',
    cancel: 'Cancel',
    settled: 'This checkout is already closed.',
    note: 'Test payments: no card is charged.',
  },
  applicationConfirm: {
    title: 'Confirm your application',
    intro: 'Your application for {{job}} at {{employer}} ({{site}}) is ready to send.',
    address: 'It will be sent with the e-mail address {{email}}.',
    confirm: 'Confirm my application',
    ignore: 'If you did not apply, close this page: nothing is sent.',
    confirmedTitle: 'Application sent',
    confirmedText:
      'Thank you. Your application for {{job}} at {{employer}} has been sent; we have e-mailed you a copy.',
    alreadyTitle: 'Already applied',
    alreadyText: 'You had already applied for {{job}} at {{employer}}. Nothing else was sent.',
    closedTitle: 'Application not sent',
    closedText: 'This job is no longer taking applications, or this address can no longer apply on {{site}}.',
    invalidTitle: 'Link not valid',
  },
  unsubscribe: {
    title: 'Unsubscribe from e-mail',
    intro: 'Stop e-mails from {{site}} about the progress of your applications, and messages from its team?',
    still: 'You will still get the e-mails you need: links you ask for, and notices about your data and privacy.',
    button: 'Unsubscribe',
    doneTitle: 'You are unsubscribed',
    doneText: '{{site}} will no longer e-mail you about your applications or send you messages from its team.',
    changedMind: 'Changed your mind? You can get these e-mails again.',
    resubscribe: 'Subscribe again',
    againTitle: 'You are subscribed again',
    againText: '{{site}} will e-mail you about your applications again, and its team can send you messages.',
    invalidTitle: 'Link not valid',
  },
  feedbackConfirm: {
    title: 'Confirm your rating',
    intro: 'Your rating of {{job}} at {{employer}} ({{site}}): {{rating}} out of 5.',
    confirm: 'Confirm my rating',
    ignore: 'If you did not rate this job, close this page: the rating does not count.',
    confirmedTitle: 'Rating confirmed',
    confirmedText:
      'Thank you. Your rating of {{job}} at {{employer}} now counts; it replaces any rating you gave this job before.',
    closedTitle: 'Rating not counted',
    closedText: 'This job no longer takes ratings.',
    invalidTitle: 'Link not valid',
    invalidText: 'This link has expired, was already used, or does not belong to this site.',
  },
};
