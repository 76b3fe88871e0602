import type { AccessRule, UploadPurpose } from '@talent/contract';

/**
 * Who may upload for each purpose: whoever may save the form the file belongs to. The upload
 * route declares all of them (`anyOf`), so nobody without any reaches it; the purpose, a field of
 * the multipart body, then picks its own list inside the handler.
 */
export const UPLOAD_RIGHTS: Record<UploadPurpose, readonly AccessRule[]> = {
  // Staff creating or editing employers, or an employer user editing its own profile.
  employer_logo: [
    { action: 'create', subject: 'employers' },
    { action: 'update', subject: 'employers' },
    { action: 'update', subject: 'employer_profile' },
  ],
  job_banner: [
    { action: 'create', subject: 'jobs' },
    { action: 'update', subject: 'jobs' },
  ],
  consultant_photo: [
    { action: 'create', subject: 'consultants' },
    { action: 'update', subject: 'consultants' },
  ],
  brand_logo: [{ action: 'update', subject: 'accounts' }],
  brand_stylesheet: [{ action: 'update', subject: 'accounts' }],
};

/** Every right that lets someone upload for some purpose, once each: the route's declared access. */
export const ANY_UPLOAD_RIGHT: readonly AccessRule[] = Object.values(UPLOAD_RIGHTS)
  .flat()
  .filter((r, i, all) => all.findIndex((o) => o.action === r.action && o.subject === r.subject) === i);
