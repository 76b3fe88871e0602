import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../../platform/storage/local-storage.js';
import { scanFiles, scanMails, scanStorage } from './personal-data-scan.js';

// The file and mail halves of the scan (the table half runs in erasure-scan.test.ts against the
// real schema): what they find, and that they find nothing when a marker is absent.
describe('the personal-data scan', () => {
  it('finds a marker in a stored object, by name or content, through the folder or the storage interface', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tp-scan-'));
    const storage = createLocalStorage(dir);
    await storage.put('resumes/abc.pdf', Buffer.from('%PDF-1.4 (MarkerOne) Tj'), 'application/pdf');
    await storage.put('site-form-files/markertwo.pdf', Buffer.from('%PDF-1.4'), 'application/pdf');
    const wanted = ['markerone', 'markertwo', 'markerthree'];
    const byDir = await scanFiles(dir, wanted);
    expect(byDir.map((h) => [h.marker, h.where]).sort()).toEqual([
      ['markerone', 'file:resumes/abc.pdf'],
      ['markertwo', 'file:site-form-files/markertwo.pdf'],
    ]);
    const byStorage = await scanStorage(storage, ['resumes', 'site-form-files', 'avatars'], wanted);
    expect(byStorage.map((h) => h.where).sort()).toEqual(byDir.map((h) => h.where).sort());
    expect(await scanFiles(dir, ['absent'])).toEqual([]);
  });

  it('reads sent mail decoded: quoted-printable bodies and encoded subjects', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tp-scan-mail-'));
    writeFileSync(
      join(dir, '2026-01-01T00-00-00-000Z-7.eml'),
      [
        'To: someone@example.com',
        'Subject: =?UTF-8?Q?Bonjour_M=C3=A9rkerSubject?=',
        'Content-Transfer-Encoding: quoted-printable',
        '',
        'Line with a soft=',
        ' break: mark=',
        'erbody',
      ].join('\n'),
    );
    const hits = await scanMails(dir, ['mérkersubject', 'markerbody', 'absent']);
    expect(hits.map((h) => h.marker).sort()).toEqual(['markerbody', 'mérkersubject']);
  });
});
