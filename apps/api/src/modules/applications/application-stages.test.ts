import { describe, expect, it } from 'vitest';
import { applicationStagesOf, effectiveStage, stageImpliedBy } from './application-stages.js';

const label = (en: string) => ({ en, fr: en, ar: en });

describe('the stage a status implies', () => {
  it('follows the default pipeline, and closed statuses imply none', () => {
    const stages = applicationStagesOf({}, 'en');
    expect(Object.fromEntries(stages.map((s) => [s.key, s.statuses]))).toEqual({
      inbox: ['new', 'applied', 'registered'],
      review: ['screening', 'shortlisted'],
      interview: ['invited', 'interviewed'],
      offer: ['offered'],
      hired: [],
    });
    expect(stageImpliedBy(stages, 'shortlisted')).toBe('review');
    expect(stageImpliedBy(stages, 'unsuccessful')).toBeNull();
    expect(stageImpliedBy(stages, 'withdrawn')).toBeNull();
  });

  it('keeps the first stage that lists a status when stored settings list it twice', () => {
    const stages = applicationStagesOf(
      {
        application_stages: [
          { key: 'a', label: label('A'), statuses: ['new', 'screening'] },
          { key: 'b', label: label('B'), statuses: ['screening', 'offered'] },
        ],
      },
      'en',
    );
    expect(stages.map((s) => s.statuses)).toEqual([['new', 'screening'], ['offered']]);
    expect(stageImpliedBy(stages, 'screening')).toBe('a');
  });

  it('places an application without a known stage in the first one', () => {
    const stages = applicationStagesOf({}, 'en');
    expect(effectiveStage(stages, null)).toBe('inbox');
    expect(effectiveStage(stages, 'gone')).toBe('inbox');
    expect(effectiveStage(stages, 'offer')).toBe('offer');
  });
});
