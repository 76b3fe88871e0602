import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../config.js', () => ({ readPortalConfig: () => ({ enterpriseId: 'ent' }) }));
const { ApiError, api, apiBlob, configureApi } = await import('./client.js');

type Sent = { url: string; init: RequestInit };
let sent: Sent[] = [];
let answer: Response;

beforeEach(() => {
  sent = [];
  vi.stubGlobal('window', { location: { origin: 'http://portal.test' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return answer;
    }),
  );
  configureApi({
    context: () => ({
      token: 'tok',
      tokenType: 'Bearer',
      accountId: 1,
      siteId: 2,
      employerId: null,
      locale: 'fr',
      brandingToken: '',
    }),
  });
});
afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the typed API client', () => {
  it('sends the operation’s method and path, its query and the selection headers', async () => {
    answer = json({ data: [], meta: { current_page: 1, per_page: 25, total: 0, last_page: 1 } });
    const page = await api('listJobs', { query: { page: 2, q: '', 'filter[status]': 'live' } });
    expect(page.meta.total).toBe(0);
    const [{ url, init }] = sent as [Sent];
    expect(url).toBe('/portal/v1/jobs?page=2&filter%5Bstatus%5D=live');
    expect(init.method).toBe('GET');
    expect(init.headers).toMatchObject({
      'x-af-eid': 'ent',
      authorization: 'Bearer tok',
      'x-af-aid': '1',
      'x-af-sid': '2',
      'accept-language': 'fr',
    });
    expect(init.headers).not.toHaveProperty('x-af-empid');
  });

  it('fills path parameters and sends the body as JSON', async () => {
    answer = json({ data: {} });
    await api('setJobTags', { params: { uuid: 'j-1' }, body: { tags: ['night'] } });
    const [{ url, init }] = sent as [Sent];
    expect(url).toBe('/portal/v1/jobs/j-1/tags');
    expect(init.method).toBe('PUT');
    expect(init.body).toBe('{"tags":["night"]}');
    expect(init.headers).toMatchObject({ 'content-type': 'application/json' });
  });

  it('answers undefined for 204 and throws the error shape otherwise', async () => {
    answer = new Response(null, { status: 204 });
    await expect(api('deleteJob', { params: { uuid: 'j-1' } })).resolves.toBeUndefined();
    answer = json({ message: 'Not found.', code: 'not_found' }, 404);
    const error = await api('getJob', { params: { uuid: 'nope' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'not_found', message: 'Not found.' });
  });

  it('downloads files through the same definitions', async () => {
    answer = new Response('a,b\n', { status: 200 });
    const blob = await apiBlob('exportJobs', { query: { 'filter[status]': 'live' } });
    expect(await blob.text()).toBe('a,b\n');
    expect(sent[0]?.url).toBe('/portal/v1/jobs/export.csv?filter%5Bstatus%5D=live');
    expect(sent[0]?.init.headers).toMatchObject({ accept: '*/*' });
  });
});
