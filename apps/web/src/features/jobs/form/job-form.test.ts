// @vitest-environment jsdom
import type { Job } from '@talent/contract';
import { SaveJobBody } from '@talent/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadMessages } from '../../../shared/i18n/messages.js';
import { BuyCreditsSearch } from '../../credits/search.js';
import {
  bodyOf,
  EMPTY_JOB,
  firstErrorKey,
  type JobFormValues,
  newJobValues,
  toMinor,
  validate,
  valuesOf,
} from './job-form.js';
import { forgetPendingJob, readPendingJob, rememberPendingJob } from './pending-job.js';

const JOB: Job = {
  id: '0b7d5c1e-8f3a-4c2e-9d6b-1a2b3c4d5e6f',
  site_id: 1,
  employer: { id: 7, name: 'Northwind' },
  consultant_id: null,
  consultant: null,
  title: 'Barista',
  description: '<p>Coffee</p>',
  work_type: 'part_time',
  pay_type: 'hourly',
  pay_min: 1550,
  pay_max: 2000,
  currency: 'EUR',
  start_date: '2026-12-01',
  end_date: null,
  key_selling_points: ['Free coffee'],
  links: [{ label: 'Careers', url: 'https://northwind.test/careers' }],
  banner: null,
  reference_number: 'NW-1',
  classifications: ['hospitality'],
  tags: ['cafe'],
  product: 'standard',
  status: 'draft',
  rating: { average: null, count: 0 },
  rejection_reason: null,
  unlisted: null,
  awaiting_employer: false,
  published_at: null,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
};

const valid: JobFormValues = { ...newJobValues('EUR'), title: 'Barista' };
const opts = { staff: false, publishing: false };
const keys = (errors: Record<string, string | undefined>) =>
  Object.keys(errors)
    .filter((k) => errors[k])
    .sort();

// The messages come from the contract's catalogue, which the app loads per language.
beforeAll(() => loadMessages('en'));
describe('job form values and body', () => {
  it('round-trips a job: pay in major units on screen, minor units in the body', () => {
    const values = valuesOf(JOB);
    expect([values.pay_min, values.pay_max]).toEqual([15.5, 20]);
    const body = SaveJobBody.parse(bodyOf(values, false));
    expect(body).toMatchObject({
      title: 'Barista',
      pay_min: 1550,
      pay_max: 2000,
      currency: 'EUR',
      start_date: '2026-12-01',
      end_date: null,
      links: JOB.links,
      reference_number: 'NW-1',
      product: 'standard',
    });
    expect(body).not.toHaveProperty('employer_id');
  });

  it('uses the currency’s own minor unit', () => {
    expect(toMinor(1234.5, 'EUR')).toBe(123450);
    expect(toMinor(1500, 'JPY')).toBe(1500);
  });

  it('sends empties as null, drops blank list items and names the employer for staff', () => {
    const body = bodyOf(
      {
        ...valid,
        employer_id: '7',
        description: '<p></p>',
        key_selling_points: [' '],
        links: [{ label: '', url: '' }],
      },
      true,
    );
    expect(body).toMatchObject({
      employer_id: 7,
      description: '',
      work_type: null,
      pay_min: null,
      currency: null,
      key_selling_points: [],
      links: [],
    });
  });
});

describe('job form validation', () => {
  it('accepts a draft with only a title', () => {
    expect(keys(validate(valid, opts))).toEqual([]);
  });

  it('asks for the title, and staff for the employer', () => {
    expect(keys(validate(EMPTY_JOB, { staff: true, publishing: false }))).toEqual(['employer_id', 'title']);
  });

  it('asks for what publishing needs', () => {
    expect(keys(validate(valid, { staff: false, publishing: true }))).toEqual(['description', 'product', 'work_type']);
  });

  it('refuses a maximum below the minimum and an end not after the start', () => {
    const errors = validate(
      { ...valid, pay_min: 30, pay_max: 20, start_date: '2026-12-10', end_date: '2026-12-10' },
      opts,
    );
    expect(keys(errors)).toEqual(['end_date', 'pay_max']);
  });

  it('puts link problems under the right input and focuses the first in form order', () => {
    const errors = validate(
      {
        ...valid,
        title: '',
        links: [
          { label: 'Ok', url: 'https://ok.test' },
          { label: 'Bad', url: 'javascript:alert(1)' },
          { label: '', url: 'https://x.test' },
        ],
      },
      opts,
    );
    expect(keys(errors)).toEqual(['links.1.url', 'links.2.label', 'title']);
    expect(firstErrorKey(errors)).toBe('title');
    expect(firstErrorKey({ 'links.2.label': 'x', 'links.1.url': 'x', tags: 'x' })).toBe('links.1.url');
  });

  it('needs a currency with an amount', () => {
    expect(keys(validate({ ...valid, currency: '', pay_min: 10 }, opts))).toEqual(['currency']);
    expect(keys(validate({ ...valid, currency: 'EURO', pay_min: 10 }, opts))).toEqual(['currency']);
  });
});

describe('pending job memory', () => {
  it('keeps the title of the same job and forgets it', () => {
    rememberPendingJob(JOB.id, 'Barista');
    rememberPendingJob(JOB.id);
    expect(readPendingJob()).toEqual({ id: JOB.id, title: 'Barista' });
    forgetPendingJob();
    expect(readPendingJob()).toBeNull();
  });
});

describe('buy credits for a job', () => {
  it('keeps a job uuid from the URL and drops anything else', () => {
    expect(BuyCreditsSearch.parse({ job: JOB.id })).toEqual({ job: JOB.id });
    expect(BuyCreditsSearch.parse({ job: 'nope' })).toEqual({ job: undefined });
    expect(BuyCreditsSearch.parse({})).toEqual({ job: undefined });
  });
});
