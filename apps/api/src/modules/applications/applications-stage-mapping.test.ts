import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applicationEvents, applications, sites } from '../../db/schema/index.js';
import {
  acmeJobs,
  applicationsSuite,
  call,
  globex,
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
// The site's settings are the account owner's to change.
beforeAll(async () => {
  tokens['owner@acme.test'] = await t.login('owner@acme.test');
});

/** `n` new applications to a fresh Northwind job, with the stages given (none: no stage yet). */
async function applicants(title: string, stages: (string | null)[]) {
  const job = await insertJob(acmeJobs, northwind, `${MARK} ${title}`);
  const seekerIds = await insertSeekers(
    acmeJobs,
    stages.map((_, i) => ({ first: `M${i}`, last: title })),
  );
  return insertApplications(
    acmeJobs,
    seekerIds.map((seeker, i) => ({ seeker, job, employer: northwind, stage: stages[i] ?? null })),
  );
}

const stagesOf = async (ids: string[]) => {
  const rows = await t.database.db
    .select({ id: applications.id, stage: applications.stage })
    .from(applications)
    .where(inArray(applications.id, ids));
  return ids.map((id) => rows.find((r) => r.id === id)!.stage);
};

const eventsOf = async (id: string) =>
  (await staff('GET', `/applications/${id}/history`))
    .json()
    .data.map((e: { kind: string; from: string | null; to: string | null }) => `${e.kind}:${e.from}>${e.to}`);

const setStatus = (ids: string[], status: string) => staff('POST', '/applications/status', { ids, status });

const label = (en: string) => ({ en, fr: `${en} (fr)`, ar: `${en} (ar)` });
const saveStages = (stages: object[]) =>
  t.call({
    method: 'PUT',
    url: '/portal/v1/site/settings',
    token: tokens['owner@acme.test'],
    select: acmeJobs,
    payload: { application_stages: stages },
  });

describe('a status implies a stage (the default pipeline)', () => {
  it('moves one application to the stage its new status implies, with a stage history row', async () => {
    const [id] = await applicants('Single', [null]);
    const res = await setStatus([id!], 'shortlisted');
    expect(res.json().data).toMatchObject({ updated: [id], emailed: 1 });
    expect(await stagesOf([id!])).toEqual(['review']);
    // Shown in the inbox before (no stage yet), so the history names the inbox.
    expect(await eventsOf(id!)).toEqual(['stage:inbox>review', 'status:new>shortlisted']);
    // Backwards too: the status is what the candidate was told, the stage follows it.
    await setStatus([id!], 'registered');
    expect(await stagesOf([id!])).toEqual(['inbox']);
  });

  it('moves a bulk change’s applications together, leaving those already there without a stage row', async () => {
    const ids = await applicants('Bulk', ['inbox', null, 'offer', 'review']);
    const res = await setStatus(ids, 'shortlisted');
    expect(res.json().data.updated).toEqual(ids);
    expect(await stagesOf(ids)).toEqual(['review', 'review', 'review', 'review']);
    const stageRows = await t.database.db
      .select({ id: applicationEvents.applicationId, from: applicationEvents.fromValue })
      .from(applicationEvents)
      .where(inArray(applicationEvents.applicationId, ids));
    const moves = stageRows.filter((r) => r.from !== 'new');
    expect(moves.map((r) => `${ids.indexOf(r.id)}:${r.from}`).sort()).toEqual(['0:inbox', '1:inbox', '2:offer']);
    // The board follows: none of them is left in the inbox.
    const board = (await staff('GET', `/applications/board?q=${encodeURIComponent(`${MARK} Bulk`)}`)).json().data;
    const totals = Object.fromEntries(
      board.columns.map((c: { stage: { key: string }; total: number }) => [c.stage.key, c.total]),
    );
    expect(totals).toMatchObject({ inbox: 0, review: 4 });
  });

  it('moves nothing for a status without a stage, and shows closed applications apart, at the stage they reached', async () => {
    const ids = await applicants('Closed', ['interview', null]);
    await setStatus(ids, 'unsuccessful');
    expect(await stagesOf(ids)).toEqual(['interview', null]);
    expect(await eventsOf(ids[0]!)).toEqual(['status:new>unsuccessful']);
    const q = encodeURIComponent(`${MARK} Closed`);
    const board = (await staff('GET', `/applications/board?q=${q}`)).json().data;
    expect(board.columns.map((c: { total: number }) => c.total)).toEqual([0, 0, 0, 0, 0]);
    expect(board.closed.items.map((a: { id: string }) => a.id).sort()).toEqual([...ids].sort());
    // The list tells active from closed the same way.
    const listed = async (state: string) =>
      (await staff('GET', `/applications?q=${q}&filter[state]=${state}`)).json().meta.total;
    expect(await listed('closed')).toBe(2);
    expect(await listed('active')).toBe(0);
    // Reopened with an active status, it goes to that status's stage.
    await setStatus([ids[1]!], 'screening');
    expect(await stagesOf([ids[1]!])).toEqual(['review']);
    expect(await listed('active')).toBe(1);
  });

  it('rolls the stage back with everything else when the change fails', async () => {
    const [id] = await applicants('Atomic', [null]);
    await t.database.exec(`
      create function test_fail() returns trigger language plpgsql as $$
      begin if new.kind = 'stage' then raise exception 'test failure'; end if; return new; end $$;
      create trigger test_fail before insert on application_events for each row execute function test_fail();`);
    try {
      expect((await setStatus([id!], 'offered')).statusCode).toBe(500);
    } finally {
      await t.database.exec('drop trigger test_fail on application_events; drop function test_fail();');
    }
    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, id!));
    expect(row).toMatchObject({ status: 'new', stage: null });
  });
});

describe('a site’s own mapping', () => {
  it('saves which statuses imply each stage and moves applications by it; a status in two stages is refused', async () => {
    const twice = await saveStages([
      { key: 'screen', label: label('Screen'), statuses: ['new', 'screening'] },
      { key: 'talk', label: label('Talk'), statuses: ['screening'] },
    ]);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toEqual({
      'application_stages.1.statuses.0': ['A status can move applications to one stage only.'],
    });
    const closed = await saveStages([{ key: 'out', label: label('Out'), statuses: ['withdrawn'] }]);
    expect(closed.statusCode).toBe(422);
    expect(Object.keys(closed.json().errors)).toEqual(['application_stages.0.statuses.0']);

    const saved = await saveStages([
      { key: 'screen', label: label('Screen'), statuses: ['new', 'screening'] },
      { key: 'talk', label: label('Talk'), statuses: ['shortlisted', 'interviewed'] },
      { key: 'done', label: label('Done') },
    ]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.application_stages.map((s: { statuses: string[] }) => s.statuses)).toEqual([
      ['new', 'screening'],
      ['shortlisted', 'interviewed'],
      [],
    ]);
    const stages = (await staff('GET', '/site/application-stages')).json().data;
    expect(stages.map((s: { key: string; statuses: string[] }) => [s.key, s.statuses])).toEqual([
      ['screen', ['new', 'screening']],
      ['talk', ['shortlisted', 'interviewed']],
      ['done', []],
    ]);

    const ids = await applicants('Custom', [null, null]);
    await setStatus(ids, 'interviewed');
    expect(await stagesOf(ids)).toEqual(['talk', 'talk']);
    // "Offered" is listed under no stage here: the applications stay where they are.
    await setStatus([ids[0]!], 'offered');
    expect(await stagesOf(ids)).toEqual(['talk', 'talk']);
  });

  it('gives stages saved before the mapping existed the default statuses of their key', async () => {
    const legacy = [
      { key: 'inbox', label: label('Inbox') },
      { key: 'review', label: label('Review') },
      { key: 'later', label: label('Later') },
    ];
    await t.database.db
      .update(sites)
      .set({ settings: sql`${sites.settings} || ${JSON.stringify({ application_stages: legacy })}::jsonb` })
      .where(eq(sites.id, t.ids.acmeJobs));
    const stages = (await staff('GET', '/site/application-stages')).json().data;
    expect(stages.map((s: { statuses: string[] }) => s.statuses)).toEqual([
      ['new', 'applied', 'registered'],
      ['screening', 'shortlisted'],
      [],
    ]);
  });

  it('is the site’s own: another tenant’s applications neither move nor change, and its mapping is its own', async () => {
    await saveStages([
      { key: 'screen', label: label('Screen'), statuses: ['new'] },
      { key: 'talk', label: label('Talk'), statuses: ['shortlisted'] },
    ]);
    const initech = t.ids.employer('Initech');
    const job = await insertJob(globex, initech, `${MARK} tenant`);
    const [seeker] = await insertSeekers(globex, [{ first: 'Gus', last: 'Grant' }]);
    const [theirs] = await insertApplications(globex, [{ seeker: seeker!, job, employer: initech }]);
    // Acme's staff name Globex's application: not found, untouched.
    const res = await setStatus([theirs!], 'shortlisted');
    expect(res.json().data).toEqual({
      updated: [],
      skipped: [{ id: theirs, reason: 'not_found' }],
      emailed: 0,
      unsubscribed: 0,
      undo: null,
    });
    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, theirs!));
    expect(row).toMatchObject({ status: 'new', stage: null });
    // Globex's owner changes it: Globex keeps the default pipeline, so it goes to Reviewing, not "talk".
    const own = await call('owner@globex.test', 'POST', '/applications/status', globex, {
      ids: [theirs],
      status: 'shortlisted',
    });
    expect(own.json().data.updated).toEqual([theirs]);
    expect(await stagesOf([theirs!])).toEqual(['review']);
  });
});
