import type { AuditAction } from '@talent/contract';

/** The `site_form.*` audit actions without their subject, as the forms' services name them. */
export type SiteFormVerb = AuditAction extends infer A ? (A extends `site_form.${infer V}` ? V : never) : never;
