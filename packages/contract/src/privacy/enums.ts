/** What a privacy request asks for: the candidate's data erased, or a copy of it. */
export const PRIVACY_REQUEST_KINDS = ['erasure', 'export'] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

/** Who started it: site staff, the candidate through a signed link, or the retention sweep. */
export const PRIVACY_REQUEST_ORIGINS = ['staff', 'candidate', 'retention'] as const;
export type PrivacyRequestOrigin = (typeof PRIVACY_REQUEST_ORIGINS)[number];

/** Exports are built in the background; erasures run at once and are recorded `done`. */
export const PRIVACY_REQUEST_STATUSES = ['pending', 'running', 'done', 'failed'] as const;
export type PrivacyRequestStatus = (typeof PRIVACY_REQUEST_STATUSES)[number];

/** Anonymise (the default: applications keep status, dates, job and stage) or delete the rows too. */
export const ERASURE_MODES = ['anonymise', 'delete'] as const;
export type ErasureMode = (typeof ERASURE_MODES)[number];

/** How a consent was given: with an application, through a hosted form, by the keep link, or by a re-consent request. */
export const CONSENT_SOURCES = ['application', 'form', 'keep', 'reconsent'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/** Why the sweep marked a candidate: the retention rule, or no valid consent to the current notice. */
export const ERASURE_SCHEDULE_REASONS = ['retention', 'no_consent'] as const;
export type ErasureScheduleReason = (typeof ERASURE_SCHEDULE_REASONS)[number];

/**
 * What a signed link in a candidate's e-mail lets its holder do. `keep`: keep the data another
 * period; `manage`: open the privacy page (erase, export); `download`: fetch a finished export;
 * `consent`: accept the current privacy notice; `feedback`: confirm a job rating sent from the address;
 * `unsubscribe`: stop the site's mail about applications and staff messages (List-Unsubscribe, RFC 8058).
 */
export const SIGNED_LINK_PURPOSES = ['keep', 'manage', 'download', 'consent', 'feedback', 'unsubscribe'] as const;
export type SignedLinkPurpose = (typeof SIGNED_LINK_PURPOSES)[number];
