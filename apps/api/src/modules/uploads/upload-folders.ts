import type { UploadPurpose } from '@talent/contract';

/** Folder of each purpose (served under /portal/uploads/<folder>/). */
export const UPLOAD_FOLDERS: Record<UploadPurpose, string> = {
  employer_logo: 'employer-logos',
  job_banner: 'job-banners',
  consultant_photo: 'consultant-photos',
  brand_logo: 'brand-logos',
  brand_stylesheet: 'brand-stylesheets',
};
