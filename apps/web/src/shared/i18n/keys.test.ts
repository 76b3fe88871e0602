import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import common from '../../locales/en/common.json';
import jobs from '../../locales/en/jobs.json';

// The English catalogues type every `t` (resources.d.ts), so a key that does not exist fails `tsc`:
// the directives below are errors themselves if that typing is ever lost. At run time an unknown
// key comes back as written.
describe('translation keys are typed', () => {
  it('refuses a key English does not have, in the namespace the `t` uses', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'en', resources: { en: { common, jobs } }, defaultNS: 'common' });
    const t = i18n.getFixedT('en', 'common');
    const tJobs = i18n.getFixedT('en', 'jobs');
    expect(t('loading')).toBe(common.loading);
    // @ts-expect-error: no such key in common
    expect(t('no.such.key')).toBe('no.such.key');
    // @ts-expect-error: a key of another namespace than the `t`'s
    expect(tJobs('scrollToTop')).toBe('scrollToTop');
    // @ts-expect-error: a namespace prefix the `t` was not given
    expect(t('jobs:no.such.key')).toBe('no.such.key');
  });
});
