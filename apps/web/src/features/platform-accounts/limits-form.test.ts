import { SavePlatformAccountLimitsBody } from '@talent/contract';
import { describe, expect, it } from 'vitest';
import { formField, toBody, valuesOf } from './limits-form.js';

const plan = {
  limits: { max_sites: 3, max_people: null, max_live_jobs: 10, max_storage_mb: null },
  usage: { sites: 1, people: 4, live_jobs: 2, storage_bytes: 0 },
  new_site_defaults: {
    credit_pricing: { currency: 'EUR', unit_price: 1850 },
    discount_tiers: [{ min_quantity: 10, unit_price: null, percent_off: 15 }],
  },
};

describe('the console’s limits form', () => {
  it('round-trips a plan: empty limits are unlimited, prices typed in major units are sent in minor ones', () => {
    const values = valuesOf(plan);
    expect(values.limits).toEqual({ max_sites: 3, max_people: '', max_live_jobs: 10, max_storage_mb: '' });
    expect(values.unit_price).toBe(18.5);
    const body = SavePlatformAccountLimitsBody.parse(toBody(values));
    expect(body).toEqual({ limits: plan.limits, new_site_defaults: plan.new_site_defaults });
  });

  it('sends no default price when both currency and price are empty, and refuses one without the other', () => {
    const values = { ...valuesOf(plan), currency: '', unit_price: '' };
    expect(toBody(values).new_site_defaults.credit_pricing).toBeNull();
    const half = SavePlatformAccountLimitsBody.safeParse(toBody({ ...values, unit_price: 20 }));
    expect(half.success).toBe(false);
    expect(half.error?.issues.map((i) => formField(i.path.join('.')))).toEqual(['currency']);
  });

  it('shows the server’s errors under the form’s own fields', () => {
    expect(formField('limits.max_sites')).toBe('limits.max_sites');
    expect(formField('new_site_defaults.discount_tiers.2.unit_price')).toBe('tiers.2.value');
    expect(formField('new_site_defaults.discount_tiers.0.min_quantity')).toBe('tiers.0.min');
    expect(formField('new_site_defaults.credit_pricing.unit_price')).toBe('unit_price');
  });
});
