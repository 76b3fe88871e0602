import { describe, expect, it } from 'vitest';
import { fieldProblemOf } from './field-problems.js';
import { PublishableJob } from './job-publish.js';
import { SaveJobBody } from './jobs.js';

/** field → rules, as a 422 of the API would name them. */
function problems(value: unknown) {
  const parsed = PublishableJob.safeParse(value, { reportInput: true });
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), fieldProblemOf(i).rule]));
}

// A draft as saved: only the title is needed to save it.
const draft = SaveJobBody.parse({ title: 'Barista' });

describe('PublishableJob: what a draft needs before it is published', () => {
  it('refuses a saved draft that holds only a title, naming each missing field as required', () => {
    expect(problems(draft)).toEqual({ description: 'required', work_type: 'required', product: 'required' });
  });

  it('counts a description of empty paragraphs and spaces as missing', () => {
    const blank = { ...draft, description: '<p> </p><p><br></p>', work_type: 'part_time', product: 'standard' };
    expect(problems(blank)).toEqual({ description: 'required' });
    expect(problems({ ...blank, product: '  ' })).toEqual({ description: 'required', product: 'required' });
  });

  it('refuses a work type the contract does not know', () => {
    expect(problems({ description: '<p>Coffee</p>', work_type: 'gig', product: 'standard' })).toEqual({
      work_type: 'invalid',
    });
  });

  it('accepts a complete job and leaves its other fields alone', () => {
    const complete = { ...draft, description: '<p>Coffee</p>', work_type: 'part_time', product: 'standard' };
    expect(problems(complete)).toEqual({});
    expect(PublishableJob.parse(complete)).toEqual({
      description: '<p>Coffee</p>',
      work_type: 'part_time',
      product: 'standard',
    });
  });
});
