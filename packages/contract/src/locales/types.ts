import type { EmployerType } from '../employers.js';
import type { ErrorCode, FieldMessage } from '../errors.js';
import type { JobStatus } from '../jobs.js';

export type MessageCatalogue = {
  errors: Record<ErrorCode, string>;
  fields: Record<FieldMessage, string>;
  messages: {
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
    inviteSubject: string;
    inviteBody: string;
    memberAddedSubject: string;
    memberAddedBody: string;
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
  labels: {
    employerTypes: Record<EmployerType, string>;
    jobStatuses: Record<JobStatus, string>;
  };
};
