import { randomBytes, randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { applications, jobs, seekers } from '../../../db/schema/index.js';
import type { Harness, Selection } from '../../../test/harness.js';
import { mailsDuring } from '../../../test/mail.js';
import { multipart } from '../../../test/multipart.js';

/**
 * A seeker with a unique marker in every field the portal keeps about a person, seeded through
 * the real routes (apply + confirm, résumé upload, tags, notes, a staff e-mail, hosted forms with a
 * file and a webhook, job feedback, a job report, impersonation). Only headline and skills are
 * written directly: no route sets them (imports and seeds do). The markers are lower-case letters
 * and digits with a random part, so a scan finds only this run's seeker.
 */

const MARKER_NAMES = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'location',
  'headline',
  'skill',
  'seekerTag',
  'resume',
  'resumeName',
  'coverLetter',
  'screeningAnswer',
  'formAnswer',
  'formFile',
  'note',
  'applicationTag',
  'message',
  'jobFeedback',
  'flagComment',
  'impersonationReason',
  'pendingCoverLetter',
] as const;
export type MarkerName = (typeof MARKER_NAMES)[number];
export type Markers = Record<MarkerName, string>;

export type MarkedSeeker = {
  seekerId: string;
  applicationId: string;
  email: string;
  /** The live job they applied to (with screening questions), and the one they applied to without confirming. */
  jobId: string;
  pendingJobId: string;
  markers: Markers;
};

export type MarkedSeekerSetup = {
  t: Harness;
  /** A token of someone with every right at the site (the demo account owner). */
  token: string;
  select: Selection;
  /** The employer of the jobs (Northwind Traders on Acme Jobs in the demo). */
  employerId: number;
};

/** Fresh markers: `label` keeps two seekers of one test apart when reading failures. */
export function newMarkers(label = 'zq'): Markers {
  const n = `${label}${randomBytes(5).toString('hex')}`;
  const digits = String(randomInt(10_000_000, 99_999_999));
  const of = (name: string) => `${name}${n}`;
  return {
    firstName: of('first'),
    lastName: of('last'),
    email: `mail${n}@example.com`,
    phone: `+44 7${digits}`,
    location: of('town'),
    headline: of('headline'),
    skill: of('skill'),
    seekerTag: of('seekertag'),
    resume: of('resumetext'),
    resumeName: of('cvname'),
    coverLetter: of('cover'),
    screeningAnswer: of('screening'),
    formAnswer: of('formanswer'),
    formFile: of('formfile'),
    note: of('note'),
    applicationTag: of('apptag'),
    message: of('message'),
    jobFeedback: of('feedback'),
    flagComment: of('flag'),
    impersonationReason: of('why'),
    pendingCoverLetter: of('pending'),
  };
}

/** A real (if tiny) PDF whose page content holds `text` uncompressed, as a résumé's words are. */
export function pdfWithText(text: string): Buffer {
  const content = `BT /F1 12 Tf 72 712 Td (${text}) Tj ET`;
  return Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj',
      '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj',
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]/Contents 4 0 R>>endobj',
      `4 0 obj<</Length ${content.length}>>stream`,
      content,
      'endstream endobj',
      'trailer<</Root 1 0 R>>',
      '%%EOF',
      '',
    ].join('\n'),
  );
}

const text = (en: string) => ({ en, fr: `${en} (fr)`, ar: `${en} (ar)` });
let calls = 0;
/** Each public call from its own address, so the per-address limits stay out of the way. */
const nextIp = () => `198.18.${Math.floor(++calls / 250) % 250}.${(calls % 250) + 1}`;

function expectStatus(res: { statusCode: number; body: string }, status: number, what: string) {
  if (res.statusCode !== status) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
}

async function publishForm(s: MarkedSeekerSetup, body: object): Promise<string> {
  const staff = staffOf(s);
  const created = await staff('POST', '/site/forms', body);
  expectStatus(created, 201, 'form created');
  const uuid = created.json().data.uuid as string;
  expectStatus(await staff('POST', `/site/forms/${uuid}/publish`), 200, 'form published');
  return uuid;
}

const staffOf = (s: MarkedSeekerSetup) => (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  s.t.call({ method, url: `/portal/v1${url}`, token: s.token, select: s.select, ...(payload ? { payload } : {}) });

/** A live job of the employer, asking the given screening form (or none). */
async function liveJob(s: MarkedSeekerSetup, title: string, screeningForm: string | null) {
  const created = await staffOf(s)('POST', '/jobs', {
    employer_id: s.employerId,
    title,
    screening_form_uuid: screeningForm,
  });
  expectStatus(created, 201, 'job created');
  const id = created.json().data.id as string;
  // Publishing goes through credits and review; the job's status is not what these tests are about.
  await s.t.database.db.update(jobs).set({ status: 'live' }).where(eq(jobs.id, id));
  return id;
}

export async function seedMarkedSeeker(s: MarkedSeekerSetup, markers = newMarkers()): Promise<MarkedSeeker> {
  const { t } = s;
  const m = markers;
  const staff = staffOf(s);
  const fullName = `${m.firstName} ${m.lastName}`;

  // Applying (with screening answers) and confirming the mailed link: seeker, application,
  // screening submission, notifications naming them, and mails to them.
  const screening = await publishForm(s, {
    name: 'Screening',
    handler: 'job_application',
    fields: [{ key: 'motivation', type: 'long_text', label: text('Why us?'), required: true }],
  });
  const jobId = await liveJob(s, 'Marked job', screening);
  // A visitor accepts the site's privacy notice when it has one (read where the apply form reads it).
  const job = await t.call({ method: 'GET', url: `/portal/public/jobs/${jobId}` });
  expectStatus(job, 200, 'public job');
  const notice = job.json().data.privacy_notice as { version: number } | null | undefined;
  const accepted = notice ? { privacy_notice_version: notice.version } : {};
  let applied = 0;
  const mails = await mailsDuring(t, async () => {
    applied = (
      await t.call({
        method: 'POST',
        url: `/portal/public/jobs/${jobId}/applications`,
        remoteAddress: nextIp(),
        payload: {
          first_name: m.firstName,
          last_name: m.lastName,
          email: m.email,
          phone: m.phone,
          location: m.location,
          cover_letter: `Dear team, ${m.coverLetter}`,
          locale: 'en',
          answers: { motivation: `Because ${m.screeningAnswer}` },
          ...accepted,
        },
      })
    ).statusCode;
  });
  if (applied !== 202) throw new Error(`apply: ${applied}`);
  const token = mails.map((mail) => /confirm\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1]).find(Boolean);
  if (!token) throw new Error('no confirmation link mailed');
  await mailsDuring(t, async () => {
    const confirmed = await t.call({
      method: 'POST',
      url: '/portal/public/applications/confirm',
      payload: { token },
      remoteAddress: nextIp(),
    });
    if (confirmed.statusCode >= 400) throw new Error(`confirm: ${confirmed.statusCode} ${confirmed.body}`);
  });
  const [row] = await t.database.db
    .select({ seekerId: seekers.id, applicationId: applications.id })
    .from(seekers)
    .innerJoin(applications, and(eq(applications.seekerId, seekers.id), eq(applications.accountId, seekers.accountId)))
    .where(and(eq(seekers.email, m.email), eq(applications.jobId, jobId)));
  if (!row) throw new Error('the confirmed application is not there');
  const { seekerId, applicationId } = row;

  // Staff's work on the seeker.
  const resume = multipart([
    { name: 'file', data: pdfWithText(m.resume), type: 'application/pdf', filename: `${m.resumeName}.pdf` },
  ]);
  const uploaded = await t.call({
    method: 'POST',
    url: `/portal/v1/seekers/${seekerId}/resume`,
    token: s.token,
    select: s.select,
    payload: resume.payload,
    headers: resume.headers,
  });
  expectStatus(uploaded, 200, 'résumé uploaded');
  expectStatus(await staff('PUT', `/seekers/${seekerId}/tags`, { tags: [m.seekerTag] }), 200, 'seeker tagged');
  expectStatus(await staff('PUT', `/applications/${applicationId}/tags`, { tags: [m.applicationTag] }), 200, 'tagged');
  expectStatus(
    await staff('POST', `/applications/${applicationId}/seeker-application-feedback`, {
      rating: 4,
      notes: `Met ${m.note}`,
    }),
    201,
    'feedback',
  );
  await mailsDuring(t, async () => {
    const sent = await staff('POST', `/seekers/${seekerId}/email`, {
      subject: `Hello ${m.firstName}`,
      body: `About your application: ${m.message}`,
    });
    if (sent.statusCode >= 400) throw new Error(`staff e-mail: ${sent.statusCode} ${sent.body}`);
  });
  expectStatus(
    await staff('POST', `/impersonate/seekers/${seekerId}`, { reason: `Checking ${m.impersonationReason}` }),
    200,
    'impersonation',
  );
  // No route writes these (imports and seeds do).
  await t.database.db
    .update(seekers)
    .set({ headline: `Expert ${m.headline}`, skills: [m.skill] })
    .where(eq(seekers.id, seekerId));

  // A hosted form with a file, posted to a webhook (the delivery keeps the answers).
  const hosted = await publishForm(s, {
    name: 'Contact',
    handler: 'webhook',
    webhook_url: 'http://127.0.0.1:9/hook',
    fields: [
      { key: 'name', type: 'short_text', label: text('Name'), required: true, max_length: 120 },
      { key: 'email', type: 'email', label: text('E-mail'), required: true },
      { key: 'about', type: 'long_text', label: text('About you') },
      { key: 'cv', type: 'file', label: text('CV') },
    ],
  });
  const form = multipart([
    {
      name: 'data',
      data: JSON.stringify({
        locale: 'en',
        answers: { name: fullName, email: m.email, about: `I am ${m.formAnswer}` },
        ...accepted,
      }),
    },
    { name: 'cv', data: pdfWithText(m.formFile), type: 'application/pdf', filename: `${m.formFile}.pdf` },
  ]);
  const submitted = await t.call({
    method: 'POST',
    url: `/portal/public/forms/${hosted}/submissions`,
    payload: form.payload,
    headers: form.headers,
    remoteAddress: nextIp(),
  });
  expectStatus(submitted, 201, 'hosted form');

  // Feedback on the job through a job_feedback form, and a report of the job, from their address.
  const feedback = await publishForm(s, {
    name: 'Job feedback',
    handler: 'job_feedback',
    fields: [
      { key: 'rating', type: 'number', label: text('Rating'), required: true, min: 1, max: 5 },
      { key: 'email', type: 'email', label: text('E-mail'), required: true },
      { key: 'comment', type: 'long_text', label: text('Comment') },
      { key: 'name', type: 'short_text', label: text('Name') },
    ],
  });
  expectStatus(
    await t.call({
      method: 'POST',
      url: `/portal/public/forms/${feedback}/submissions`,
      payload: {
        job: jobId,
        answers: { rating: 5, email: m.email, comment: m.jobFeedback, name: fullName },
        ...accepted,
      },
      remoteAddress: nextIp(),
    }),
    201,
    'job feedback',
  );
  expectStatus(
    await t.call({
      method: 'POST',
      url: `/portal/public/jobs/${jobId}/reports`,
      payload: { reason: 'other', comments: m.flagComment, reporter_name: fullName, reporter_email: m.email },
      remoteAddress: nextIp(),
    }),
    202,
    'job report',
  );

  // An application they never confirmed: held with its link, in their words.
  const pendingJobId = await liveJob(s, 'Marked pending job', null);
  await mailsDuring(t, async () => {
    const res = await t.call({
      method: 'POST',
      url: `/portal/public/jobs/${pendingJobId}/applications`,
      remoteAddress: nextIp(),
      payload: {
        first_name: m.firstName,
        last_name: m.lastName,
        email: m.email,
        cover_letter: m.pendingCoverLetter,
        locale: 'en',
        ...accepted,
      },
    });
    expectStatus(res, 202, 'pending application');
  });
  await t.app.mail.drain();
  return { seekerId, applicationId, email: m.email, jobId, pendingJobId, markers };
}
