import type { JobOptions } from '@talent/contract';
import type { AppContext } from '../../platform/context.js';
import type { SiteScope } from '../../platform/tenancy/selection.js';
import { basePricingOf } from '../credits/pricing.js';
import { siteSettings } from '../employers/employers.repo.js';
import { screeningFormOptions } from '../screening/screening.repo.js';
import { jobClassificationsOf, jobProductsOf } from './job-settings.js';

/** What the job form offers at this site: its products, classifications, currency and screening forms. */
export async function jobOptions(ctx: AppContext, scope: SiteScope): Promise<JobOptions> {
  const { settings } = await siteSettings(ctx.db, scope);
  return {
    products: jobProductsOf(settings),
    classifications: jobClassificationsOf(settings),
    currency: basePricingOf(settings).currency,
    screening_forms: await screeningFormOptions(ctx.db, scope),
  };
}
