import type { FieldProblems } from '../../../platform/errors.js';
import { AppError } from '../../../platform/errors.js';
import { knockoutProblems } from '../../screening/knockout.js';
import { registerSiteFormHandler } from './registry.js';

/**
 * `job_application`: a job's screening questions (`modules/screening`). Its answers come with an
 * application (POST /public/jobs/{uuid}/applications, `answers`), which ties them to a job and an
 * applicant and confirms the address first; that is where they are checked, stored and knocked out.
 * A submission through the generic form endpoint would be answers to no job by nobody confirmed, so it
 * is refused (422 `form_answered_when_applying`) and nothing is stored.
 *
 * On publish: every knockout rule must fit its question and name a status to move to (not `new`), and
 * no question may ask for a file (applying is JSON; documents come with the application).
 */
registerSiteFormHandler({
  name: 'job_application',
  publishProblems(form) {
    const problems: FieldProblems = knockoutProblems(form.fields);
    form.fields.forEach((f, i) => {
      if (f.type === 'file') problems[`fields.${i}.type`] = [{ rule: 'screening_file' }];
    });
    return Object.keys(problems).length ? problems : null;
  },
  async handle() {
    throw new AppError('form_answered_when_applying');
  },
});
