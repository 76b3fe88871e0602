import { ERRORS, FIELD_MESSAGES } from '../errors.js';
import type { MessageCatalogue } from './types.js';

export const en: MessageCatalogue = {
  errors: Object.fromEntries(Object.entries(ERRORS).map(([k, v]) => [k, v.message])) as MessageCatalogue['errors'],
  fields: { ...FIELD_MESSAGES },
  messages: {
    resetLinkSent: 'If an account exists for that e-mail address, we have sent a link to reset its password.',
    passwordReset: 'Your password has been reset. You can now sign in.',
    passwordChanged: 'Your password has been changed. Your other sessions were signed out.',
  },
  mail: {
    resetSubject: 'Reset your {{brand}} password',
    resetBody:
      'Hello {{name}},\n\nWe received a request to reset your password. Open this link within {{minutes}} minutes to choose a new one:\n\n{{link}}\n\nIf you did not ask for this, ignore this e-mail; your password stays the same.',
    employerRejectedSubject: 'Your employer registration on {{site}} was not approved',
    employerRejectedBody:
      'Hello {{name}},\n\nYour registration as an employer on {{site}} was reviewed and not approved, for this reason:\n\n{{reason}}\n\nYou may reply to this e-mail if you have questions.',
  },
  labels: {
    employerTypes: { business: 'Business', household: 'Household' },
  },
};
