import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { consultants, seekers, sites } from '../../db/schema/index.js';
import {
  acmeJobs,
  applicationsSuite,
  coho,
  f,
  hr,
  idsOf,
  insertApplications,
  insertJob,
  insertSeekers,
  MARK,
  northwind,
  staff,
  t,
  tokens,
} from './applications.test-helpers.js';

applicationsSuite();

const list = async (query: string) => {
  const res = await staff('GET', `/applications?q=${MARK}&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return idsOf(res);
};

let consultantApp: string;
let consultantId: number;
beforeAll(async () => {
  const [consultant] = await t.database.db
    .select({ id: consultants.id })
    .from(consultants)
    .where(eq(consultants.siteId, t.ids.acmeJobs))
    .limit(1);
  consultantId = consultant!.id;
  const job = await insertJob(acmeJobs, northwind, `${MARK} consulted`, consultantId);
  // The oldest of the fixtures' applications, on a job with a consultant.
  consultantApp = await insertApplications(acmeJobs, [
    { seeker: f.seekers.en, job, employer: northwind, createdAt: new Date(Date.UTC(2025, 0, 1)) },
  ]).then((ids) => ids[0]!);
});

describe('the applications list', () => {
  it('sorts, with a stable tie-break, and pages', async () => {
    const { nwEn, nwFr, cohoAr, nwOff } = f.apps;
    expect(await list('filter[enabled]=true')).toEqual([nwOff, cohoAr, nwFr, nwEn, consultantApp]);
    expect(await list('sort=created_at')).toEqual([consultantApp, nwEn, nwFr, cohoAr, nwOff]);
    const bySeeker = await list('sort=seeker');
    expect(bySeeker.slice(0, 2).sort()).toEqual([consultantApp, nwEn].sort());
    expect(bySeeker.slice(2)).toEqual([nwFr, cohoAr, nwOff]);
    expect((await list('sort=-seeker')).slice(0, 3)).toEqual([nwOff, cohoAr, nwFr]);
    expect(await list('sort=status')).toEqual([nwOff, nwEn, consultantApp, cohoAr, nwFr]);
    expect(await list('sort=-status')).toEqual([nwFr, cohoAr, nwOff, nwEn, consultantApp]);
    const page = await staff('GET', `/applications?q=${MARK}&per_page=2&page=3`);
    expect(page.json().meta).toEqual({ current_page: 3, per_page: 2, total: 5, last_page: 3 });
    expect(idsOf(page)).toEqual([consultantApp]);
    const row = (await staff('GET', `/applications?q=${MARK}&per_page=1`)).json().data[0];
    expect(row).toMatchObject({
      id: nwOff,
      seeker: { id: f.seekers.off, name: 'Dora Dunn', status: 'disabled' },
      job: { id: f.jobNw, title: `${MARK} picker`, consultant_id: null },
      employer: { id: northwind, name: 'Northwind Traders' },
      status: 'new',
      stage: null,
      enabled: true,
      rating: { average: null, count: 0 },
    });
  });

  it('sorts by the candidate as renamed: the applications carry the name the sort reads', async () => {
    const { nwEn, nwFr, cohoAr, nwOff } = f.apps;
    const rename = (lastName: string) =>
      t.database.db.update(seekers).set({ lastName }).where(eq(seekers.id, f.seekers.off));
    await rename('aaberg');
    try {
      expect((await list('sort=seeker'))[0]).toBe(nwOff);
      expect((await list('sort=-seeker')).at(-1)).toBe(nwOff);
    } finally {
      await rename('Dunn');
    }
    expect((await list('sort=-seeker')).slice(0, 3)).toEqual([nwOff, cohoAr, nwFr]);
    expect(await list('sort=seeker')).toContain(nwEn);
  });

  it('filters by status, stage, job, employer, consultant, tag and dates, and searches', async () => {
    const { nwEn, nwFr, cohoAr, nwOff } = f.apps;
    expect(await list('filter[status]=new')).toEqual([nwOff, nwEn, consultantApp]);
    expect(await list(`filter[job]=${f.jobCoho}`)).toEqual([cohoAr]);
    expect(await list(`filter[employer]=${coho}`)).toEqual([cohoAr]);
    expect(await list(`filter[consultant]=${consultantId}`)).toEqual([consultantApp]);
    expect(await list('filter[tag]=forklift')).toEqual([nwEn]);
    expect(await list('filter[from]=2026-01-12&filter[to]=2026-01-14')).toEqual([cohoAr, nwFr]);
    expect(await list('filter[stage]=review')).toEqual([nwFr]);
    // The first stage also holds applications without a stage, or with one the site no longer has.
    expect(await list('filter[stage]=inbox')).toEqual([nwOff, cohoAr, nwEn, consultantApp]);
    expect(idsOf(await staff('GET', `/applications?q=beno%C3%AEt&filter[job]=${f.jobNw}`))).toEqual([nwFr]);
    const ada = (await staff('GET', '/applications?q=ada%20abbott&per_page=100')).json().data;
    expect(ada.map((a: { id: string }) => a.id)).toEqual(expect.arrayContaining([consultantApp, nwEn]));
    expect(ada.every((a: { seeker: { name: string } }) => a.seeker.name === 'Ada Abbott')).toBe(true);
    expect(idsOf(await staff('GET', `/applications?q=${MARK}%20cellar`))).toEqual([cohoAr]);
    const bad = await staff('GET', '/applications?filter[status]=hired&filter[from]=yesterday&sort=rating');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['filter[from]', 'filter[status]', 'sort']);
  });

  it('exports the filtered applications as CSV, defusing formulas', async () => {
    const [evil] = await insertSeekers(acmeJobs, [{ first: '=HYPERLINK("http://x")', last: 'Evil' }]);
    const [other] = await insertSeekers(acmeJobs, [{ first: 'Olga', last: 'Other' }]);
    const job = await insertJob(acmeJobs, coho, 'Export test');
    const [evilApp] = await insertApplications(acmeJobs, [
      { seeker: evil!, job, employer: coho },
      { seeker: other!, job, employer: coho },
    ]);
    const res = await staff('GET', `/applications/export.csv?filter[job]=${job}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      '"id","candidate_id","candidate","email","job_id","job","employer_id","employer","status","stage","tags","enabled","rating","ratings","applied_at","updated_at"',
    );
    expect(lines).toHaveLength(3);
    expect(lines.find((l) => l.startsWith(`"${evilApp}"`))).toContain(`"'=HYPERLINK(""http://x"") Evil"`);
    const all = (await staff('GET', '/applications/export.csv')).body.trim().split('\r\n');
    expect(all.length - 1).toBe((await staff('GET', '/applications?per_page=1')).json().meta.total);
  });
});

describe('the board and its stages', () => {
  it('names the site’s stages and the statuses in the caller’s language', async () => {
    const fr = { 'accept-language': 'fr' };
    const stages = await t.call({
      method: 'GET',
      url: '/portal/v1/site/application-stages',
      token: tokens['manager@acme.test'],
      select: acmeJobs,
      headers: fr,
    });
    expect(stages.json().data.map((s: { key: string; name: string }) => `${s.key}:${s.name}`)).toEqual([
      'inbox:À traiter',
      'review:En revue',
      'interview:Entretiens',
      'offer:Offre',
      'hired:Embauché',
    ]);
    const statuses = (await hr('GET', '/application-statuses')).json().data;
    expect(statuses[0]).toEqual({ value: 'new', label: 'New' });
    expect(statuses).toHaveLength(10);
  });

  it('groups the filtered applications by stage, those without a known stage in the first column', async () => {
    const res = await staff('GET', `/applications/board?q=${MARK}`);
    expect(res.statusCode).toBe(200);
    const columns = res.json().data.columns as {
      stage: { key: string };
      total: number;
      items: { id: string; status: string }[];
    }[];
    expect(columns.map((c) => [c.stage.key, c.total])).toEqual([
      ['inbox', 4],
      ['review', 1],
      ['interview', 0],
      ['offer', 0],
      ['hired', 0],
    ]);
    expect(columns[0]!.items.map((a) => a.id)).toEqual([f.apps.nwOff, f.apps.cohoAr, f.apps.nwEn, consultantApp]);
    expect(columns[1]!.items.map((a) => a.id)).toEqual([f.apps.nwFr]);
    expect(res.json().data.closed).toEqual({ total: 0, items: [] });
    // The whole board counts every application of the site once: active ones by stage, closed ones apart.
    const board = (await staff('GET', '/applications/board')).json().data;
    const whole = board.columns as typeof columns;
    const total = (await staff('GET', '/applications?per_page=1')).json().meta.total;
    expect(board.closed.total).toBeGreaterThan(0);
    expect(whole.reduce((n, c) => n + c.total, board.closed.total)).toBe(total);
    expect([...whole, board.closed].every((c) => c.items.length === Math.min(c.total, 50))).toBe(true);
    const closedStatuses = new Set(board.closed.items.map((a: { status: string }) => a.status));
    expect([...closedStatuses].sort()).toEqual(['unsuccessful', 'withdrawn']);
    const active = whole.flatMap((c) => c.items);
    expect(active.some((a) => a.status === 'unsuccessful' || a.status === 'withdrawn')).toBe(false);
  });

  it('follows a site’s own stages', async () => {
    const label = (en: string) => ({ en, fr: en, ar: en });
    const custom = [
      { key: 'screen', label: label('Screen') },
      { key: 'review', label: label('Review') },
    ];
    await t.database.db
      .update(sites)
      .set({ settings: sql`${sites.settings} || ${JSON.stringify({ application_stages: custom })}::jsonb` })
      .where(eq(sites.id, t.ids.acmeJobs));
    const columns = (await staff('GET', `/applications/board?q=${MARK}`)).json().data.columns;
    expect(columns.map((c: { stage: { key: string }; total: number }) => [c.stage.key, c.total])).toEqual([
      ['screen', 4],
      ['review', 1],
    ]);
    const refused = await staff('POST', '/applications/stage', { ids: [f.apps.nwEn], stage: 'inbox' });
    expect(refused.statusCode).toBe(422);
    const moved = await staff('POST', '/applications/stage', { ids: [f.apps.nwEn], stage: 'screen' });
    expect(moved.json().data.updated).toEqual([f.apps.nwEn]);
  });
});

describe('applications of a job and of a candidate', () => {
  it('lists a job’s applications with the list’s filters', async () => {
    expect(idsOf(await staff('GET', `/jobs/${f.jobNw}/applications`))).toEqual([
      f.apps.nwOff,
      f.apps.nwFr,
      f.apps.nwEn,
    ]);
    expect(idsOf(await hr('GET', `/jobs/${f.jobNw}/applications?filter[status]=screening`))).toEqual([f.apps.nwFr]);
    expect((await staff('GET', '/jobs/00000000-0000-4000-8000-000000000000/applications')).statusCode).toBe(404);
  });

  it('lists a candidate’s applications on the site', async () => {
    expect(idsOf(await staff('GET', `/seekers/${f.seekers.en}/job-applications`))).toEqual([
      f.apps.nwEn,
      consultantApp,
    ]);
    expect((await staff('GET', `/seekers/${f.seekers.globex}/job-applications`)).statusCode).toBe(404);
  });
});
