import { describe, expect, it } from 'vitest';
import { scrubAuditData } from './scrub.js';

describe('an erased candidate’s audit rows', () => {
  it('keep ids, statuses and kinds; lose names, addresses, subjects, tags, file names and reasons', () => {
    expect(
      scrubAuditData({
        application_id: '3f0c…',
        job_title: 'Driver',
        subject: 'Hello Ada',
        template: 'seeker_message',
        status: 'interviewed',
        from: 'new',
        tags: ['ada-lovelace'],
        file_name: 'Ada Lovelace CV.pdf',
        bytes: 1234,
        reason: 'Checking Ada’s profile',
        user: 'Ada Lovelace',
        to: 'ada@example.com',
        nested: { name: 'Ada' },
      }),
    ).toEqual({
      application_id: '3f0c…',
      template: 'seeker_message',
      status: 'interviewed',
      from: 'new',
      bytes: 1234,
      erased: true,
    });
  });

  it('never keeps an address or long text, whatever the key', () => {
    expect(scrubAuditData({ status: 'ada@example.com', seeker_id: 'x'.repeat(65) })).toEqual({ erased: true });
  });
});
