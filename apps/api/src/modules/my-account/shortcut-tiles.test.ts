import { SHORTCUT_TILES_MAX } from '@talent/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { type Harness, setupApi } from '../../test/harness.js';

let t: Harness;
beforeAll(async () => {
  t = await setupApi();
});
afterAll(() => t.close());

const URL = '/portal/v1/user-account/shortcut-tiles';
const read = (token?: string) => t.call({ method: 'GET', url: URL, ...(token ? { token } : {}) });
const save = (token: string | undefined, payload: unknown, headers: Record<string, string> = {}) =>
  t.call({
    method: 'PUT',
    url: URL,
    payload: payload as Record<string, unknown>,
    headers,
    ...(token ? { token } : {}),
  });
const stored = async (email: string) => {
  const [row] = await t.database.db
    .select({ tiles: users.shortcutTiles })
    .from(users)
    .where(eq(users.id, t.ids.user(email)));
  return row?.tiles;
};

describe('header shortcut tiles', () => {
  it('answers null (the defaults) until the user chooses, then their tiles in their order', async () => {
    const token = await t.login('manager@acme.test');
    expect((await read(token)).json()).toEqual({ data: { tiles: null } });

    const res = await save(token, { tiles: ['seekers', 'jobs', 'credits'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { tiles: ['seekers', 'jobs', 'credits'] } });
    // On another device: a new session reads the same choice.
    const other = await t.login('manager@acme.test');
    expect((await read(other)).json()).toEqual({ data: { tiles: ['seekers', 'jobs', 'credits'] } });

    const reset = await save(token, { tiles: null });
    expect(reset.json()).toEqual({ data: { tiles: null } });
    expect(await stored('manager@acme.test')).toBeNull();
  });

  it('keeps tiles the user may not open at this place: the menu decides what shows, not the store', async () => {
    // hr@northwind may not open "sites"; saving it is harmless, the header never draws it for them.
    const token = await t.login('hr@northwind.test');
    const res = await save(token, { tiles: ['sites', 'jobs'] });
    expect(res.statusCode).toBe(200);
  });

  it('refuses unknown keys, duplicates and too many tiles with a field message, and stores nothing', async () => {
    const token = await t.login('moderator@acme.test');
    const unknown = await save(token, { tiles: ['jobs', 'admin-panel'] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({
      message: 'The given data was invalid.',
      code: 'validation_failed',
      errors: { 'tiles.1': ['This value is invalid.'] },
    });

    const twice = await save(token, { tiles: ['jobs', 'jobs'] });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toEqual({ tiles: ['Each screen can be a shortcut only once.'] });

    const keys = ['dashboard', 'jobs', 'jobsOnHold', 'flaggedJobs', 'employers', 'employersOnHold', 'seekers'];
    const many = [...keys, 'applications', 'consultants', 'credits', 'ownEmployer', 'employerUsers', 'sites'];
    expect(many.length).toBeGreaterThan(SHORTCUT_TILES_MAX);
    const tooMany = await save(token, { tiles: many }, { 'accept-language': 'fr' });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors).toEqual({ tiles: [`Choisissez-en au plus ${SHORTCUT_TILES_MAX}.`] });

    const notAList = await save(token, { tiles: 'jobs' });
    expect(notAList.statusCode).toBe(422);
    const missing = await save(token, {});
    expect(missing.json().errors).toEqual({ tiles: ['This field is required.'] });

    expect(await stored('moderator@acme.test')).toBeNull();
  });

  it('changes only the caller’s own choice: another user’s stays as it was', async () => {
    const owner = await t.login('owner@acme.test');
    const globex = await t.login('owner@globex.test');
    await save(owner, { tiles: ['brand', 'auditLog'] });
    await save(globex, { tiles: ['dashboard'] });
    expect((await read(owner)).json().data.tiles).toEqual(['brand', 'auditLog']);
    expect(await stored('owner@globex.test')).toEqual(['dashboard']);
  });

  it('drops keys stored before a screen was removed, rather than failing', async () => {
    const token = await t.login('nobody@portal.test');
    await t.database.db
      .update(users)
      .set({ shortcutTiles: ['jobs', 'retired-screen'] })
      .where(eq(users.id, t.ids.user('nobody@portal.test')));
    expect((await read(token)).json()).toEqual({ data: { tiles: ['jobs'] } });
  });

  it('lets someone acting as the person see their tiles but not change them, like their e-mail settings', async () => {
    const hr = await t.login('hr@northwind.test');
    await save(hr, { tiles: ['applications', 'jobs'] });
    const staff = await t.login('owner@acme.test');
    const started = await t.call({
      method: 'POST',
      url: `/portal/v1/impersonate/users/${t.ids.user('hr@northwind.test')}`,
      token: staff,
      select: { account: t.ids.acme },
      payload: { reason: 'Checking the header' },
    });
    expect(started.statusCode, started.body).toBe(201);
    const acting = started.json().data.access_token as string;

    expect((await read(acting)).json()).toEqual({ data: { tiles: ['applications', 'jobs'] } });
    const res = await save(acting, { tiles: ['dashboard'] });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('not_while_impersonating');
    expect(await stored('hr@northwind.test')).toEqual(['applications', 'jobs']);
  });

  it('answers 401 without a token', async () => {
    expect((await read()).statusCode).toBe(401);
    expect((await save(undefined, { tiles: null })).statusCode).toBe(401);
  });
});
