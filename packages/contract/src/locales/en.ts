import { englishErrors, FIELD_MESSAGES } from '../errors.js';
import { STANDARD_ROLE_NAMES } from '../standard-roles.js';
import type { ScreenCatalogue } from './types.js';

/** en: what the screens read too (errors, field messages, labels); the server-only texts are in en-server.ts. */
export const en: ScreenCatalogue = {
  // English is the catalogue's own words (errors.ts): all of them, since the web app bundles errors.ts anyway.
  errors: englishErrors(),
  fields: { ...FIELD_MESSAGES },
  messages: {
    siteFormThanks: 'Thank you! Your answer has been sent.',
    resetLinkSent: 'If an account exists for that e-mail address, we have sent a link to reset its password.',
    passwordReset: 'Your password has been reset. You can now sign in.',
    passwordChanged: 'Your password has been changed. Your other sessions were signed out.',
  },
  labels: {
    employerTypes: { business: 'Business', household: 'Household' },
    jobStatuses: {
      draft: 'Draft',
      on_hold: 'In review',
      live: 'Live',
      unlisted: 'Unlisted',
      expired: 'Expired',
      rejected: 'Rejected',
    },
    applicationStatuses: {
      new: 'New',
      applied: 'Applied',
      registered: 'Registered',
      invited: 'Invited',
      screening: 'Screening',
      shortlisted: 'Shortlisted',
      interviewed: 'Interviewed',
      offered: 'Offered',
      unsuccessful: 'Unsuccessful',
      withdrawn: 'Withdrawn',
    },
    seekerSorts: {
      '-created_at': 'Newest first',
      created_at: 'Oldest first',
      '-last_active_at': 'Recently active',
      last_active_at: 'Least recently active',
      last_name: 'Last name A–Z',
      '-last_name': 'Last name Z–A',
    },
    roles: STANDARD_ROLE_NAMES,
  },
};
