import { describe, expect, it } from 'vitest';
import { ApplicationStatusChange, ChangeApplicationStatusBody } from './applications.js';
import { EmployerRejection, RejectEmployersBody } from './employers.js';
import { fieldProblemOf } from './field-problems.js';
import { ImpersonateBody } from './impersonation.js';
import { BulkTagJobsBody, JobRejection, JobTagChange, RejectJobsBody } from './jobs.js';
import { BulkTagSeekersBody, SeekerTagChange } from './seekers.js';

const job = '0b5f8d1e-6a4c-4f6e-9d8a-2f1c3b4a5d6e';
const never = () => {
  throw new Error('expected an issue');
};

/** The part a dialog checks and the bulk body the API checks hold the same rules. */
describe('dialog parts of bulk bodies', () => {
  it('a tag change needs a tag to add or remove, alone and inside the bulk body', () => {
    for (const [part, body] of [
      [JobTagChange, BulkTagJobsBody],
      [SeekerTagChange, BulkTagSeekersBody],
    ] as const) {
      const nothing = part.safeParse({ add: [], remove: [] }).error?.issues[0] ?? never();
      expect([nothing.path, fieldProblemOf(nothing).rule]).toEqual([['add'], 'required']);
      expect(body.safeParse({ ids: [job], add: [], remove: [] }).error?.issues[0]?.path).toEqual(['add']);
      expect(body.parse({ ids: [job], add: [' urgent '] })).toEqual({ ids: [job], add: ['urgent'], remove: [] });
    }
  });

  it('a rejection reason is required and bounded the same way in the dialog and the body', () => {
    // A job's decision names the version seen as well (SECURITY 34).
    for (const [part, body, chosen] of [
      [JobRejection, RejectJobsBody, { jobs: [{ id: job, version: 'a'.repeat(64) }] }],
      [EmployerRejection, RejectEmployersBody, { ids: [1] }],
    ] as const) {
      expect(part.safeParse({ reason: '  ' }).success).toBe(false);
      expect(body.safeParse({ ...chosen, reason: '  ' }).success).toBe(false);
      expect(body.parse({ ...chosen, reason: ' Spam ' })).toEqual({ ...chosen, reason: 'Spam' });
    }
    expect(RejectJobsBody.safeParse({ ids: [job], reason: 'Spam' }).success).toBe(false);
  });

  it('a reason with a least length left blank is missing, not wrong', () => {
    const rule = (reason: string) =>
      fieldProblemOf(ImpersonateBody.safeParse({ reason }, { reportInput: true }).error?.issues[0] ?? never()).rule;
    expect(rule('   ')).toBe('required');
    expect(rule('ok')).toBe('invalid');
  });

  it('a status change names a known status, and e-mails the candidates unless told not to', () => {
    expect(ApplicationStatusChange.safeParse({ status: null }).success).toBe(false);
    expect(ChangeApplicationStatusBody.parse({ ids: [job], status: 'offered' })).toEqual({
      ids: [job],
      status: 'offered',
      email_candidates: true,
    });
    expect(ApplicationStatusChange.parse({ status: 'offered', email_candidates: false }).email_candidates).toBe(false);
  });
});
