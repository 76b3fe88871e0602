// @vitest-environment jsdom
import { type Job, SaveJobBody } from '@talent/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.js';
import { BuyCreditsSearch } from '../../credits/search.js';
import {
  bodyOf,
  EMPTY_JOB,
  type JobFormValues,
  jobFormErrors,
  newJobValues,
  valuesOf,
  versionToEdit,
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
  screening_form_uuid: null,
  status: 'draft',
  rating: { average: null, count: 0 },
  rejection_reason: null,
  unlisted: null,
  awaiting_employer: false,
  review: null,
  pending_edit: null,
  rejected_edit: null,
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

// The messages come from the contract's catalogue and the form's namespace, loaded per language.
beforeAll(() => initI18n('en', ['job-form']));
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
    expect(bodyOf({ ...valid, pay_min: 1234.5, currency: 'EUR' }, false).pay_min).toBe(123450);
    expect(bodyOf({ ...valid, pay_min: 1500, currency: 'JPY' }, false).pay_min).toBe(1500);
  });

  it('sends empties as null, drops blank links and names the employer for staff', () => {
    const body = bodyOf(
      {
        ...valid,
        employer_id: '7',
        description: '<p></p>',
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
      links: [],
    });
  });
});

describe('job form validation', () => {
  it('accepts a draft with only a title', () => {
    expect(keys(jobFormErrors(valid, opts))).toEqual([]);
  });

  it('asks for the title, and staff for the employer', () => {
    expect(keys(jobFormErrors(EMPTY_JOB, { staff: true, publishing: false }))).toEqual(['employer_id', 'title']);
  });

  it('asks for what publishing needs', () => {
    expect(keys(jobFormErrors(valid, { staff: false, publishing: true }))).toEqual([
      'description',
      'product',
      'work_type',
    ]);
  });

  it('refuses a maximum below the minimum and an end not after the start', () => {
    const errors = jobFormErrors(
      { ...valid, pay_min: 30, pay_max: 20, start_date: '2026-12-10', end_date: '2026-12-10' },
      opts,
    );
    expect(keys(errors)).toEqual(['end_date', 'pay_max']);
  });

  it('puts link problems under the right input, counting the blank links the body drops', () => {
    const errors = jobFormErrors(
      {
        ...valid,
        title: '',
        links: [
          { label: 'Ok', url: 'https://ok.test' },
          { label: '', url: '' },
          { label: 'Bad', url: 'javascript:alert(1)' },
          { label: '', url: 'https://x.test' },
        ],
      },
      opts,
    );
    expect(keys(errors)).toEqual(['links.2.url', 'links.3.label', 'title']);
  });

  it('drops a selling point left blank, by the contract’s rule (the API does the same)', () => {
    const values = { ...valid, key_selling_points: ['Free coffee', ' ', ''] };
    expect(jobFormErrors(values, { ...opts, publishing: true })).not.toHaveProperty('key_selling_points.1');
    expect(SaveJobBody.parse(bodyOf(values, false)).key_selling_points).toEqual(['Free coffee']);
  });

  it('says in the form’s own words why the pay range is wrong', () => {
    expect(jobFormErrors({ ...valid, pay_min: 30, pay_max: 20 }, opts).pay_max).toBe(
      'The maximum may not be below the minimum.',
    );
  });

  it('needs a currency with an amount', () => {
    expect(keys(jobFormErrors({ ...valid, currency: '', pay_min: 10 }, opts))).toEqual(['currency']);
    expect(keys(jobFormErrors({ ...valid, currency: 'EURO', pay_min: 10 }, opts))).toEqual(['currency']);
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

describe('versionToEdit', () => {
  const waiting = {
    ...JOB,
    status: 'live' as const,
    pending_edit: {
      id: '1b7d5c1e-8f3a-4c2e-9d6b-1a2b3c4d5e6f',
      version: 'a'.repeat(64),
      submitted_at: '2026-11-02T00:00:00.000Z',
      content: { ...JOB, title: 'Head barista', pay_min: 1800 },
      changed: ['title' as const, 'pay_min' as const],
    },
  };
  it('gives the employer its edit waiting for review, and staff the live version', () => {
    expect(valuesOf(versionToEdit(waiting, true))).toMatchObject({
      title: 'Head barista',
      pay_min: 18,
      tags: ['cafe'],
    });
    expect(valuesOf(versionToEdit(waiting, false))).toMatchObject({ title: 'Barista', pay_min: 15.5 });
    expect(versionToEdit(JOB, true)).toBe(JOB);
  });
});
