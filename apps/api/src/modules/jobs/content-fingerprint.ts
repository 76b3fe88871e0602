import { createHash } from 'node:crypto';
import type { JobContent as ApiJobContent, Job } from '@talent/contract';

/** What a visitor reads in the advert: what review looks at. */
export type JobContent = {
  title: string;
  description: string;
  workType: string | null;
  payType: string | null;
  payMin: number | null;
  payMax: number | null;
  currency: string | null;
  keySellingPoints: string[];
  links: { label: string; url: string }[];
  banner: string | null;
  referenceNumber: string | null;
  classifications: string[];
};

/**
 * A sha-256 of the advert's content, stored as `approved_fingerprint` whenever content is approved
 * (review, a staff edit, or going live on a site that did not review it). Relisting compares the
 * current content with it, so "changed since approved" means changed, not merely saved again; a
 * pair of approved-at / edited-at stamps would send an unchanged re-save back to review, and would
 * need every write path to stamp the edit. Dates, product, tags and consultant are left out: they
 * are the listing's terms and the staff's bookkeeping, not what a moderator reads. Links are
 * reduced to pairs because jsonb does not keep an object's key order.
 */
export function contentFingerprint(c: JobContent): string {
  const canonical = JSON.stringify([
    c.title,
    c.description,
    c.workType,
    c.payType,
    c.payMin,
    c.payMax,
    c.currency,
    c.keySellingPoints,
    c.links.map((l) => [l.label, l.url]),
    c.banner,
    c.referenceNumber,
    c.classifications,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

/** The content of a job, or of an edit waiting for review (the API's shape). */
export const contentOfJob = (job: ApiJobContent): JobContent => ({
  title: job.title,
  description: job.description,
  workType: job.work_type,
  payType: job.pay_type,
  payMin: job.pay_min,
  payMax: job.pay_max,
  currency: job.currency,
  keySellingPoints: job.key_selling_points,
  links: job.links,
  banner: job.banner,
  referenceNumber: job.reference_number,
  classifications: job.classifications,
});

/** The API's shape of content, as an edit waiting for review stores and shows it. */
export const apiContentOf = (c: JobContent): ApiJobContent => ({
  title: c.title,
  description: c.description,
  work_type: c.workType as Job['work_type'],
  pay_type: c.payType as Job['pay_type'],
  pay_min: c.payMin,
  pay_max: c.payMax,
  currency: c.currency,
  key_selling_points: c.keySellingPoints,
  links: c.links,
  banner: c.banner,
  reference_number: c.referenceNumber,
  classifications: c.classifications,
});
