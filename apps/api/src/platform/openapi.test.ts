import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, setupApi } from '../test/harness.js';
import { describeAccess } from './access.js';

let t: Harness;
beforeAll(async () => {
  t = await setupApi();
});
afterAll(() => t.close());

describe('OpenAPI', () => {
  it('documents every portal route, generated from the zod schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/portal/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const route of t.app.routeTable) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      expect(doc.paths[path]?.[route.method.toLowerCase()], `${route.method} ${path}`).toBeDefined();
    }
    const login = doc.paths['/portal/auth/login'].post;
    expect(login['x-access']).toBe('public');
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['email', 'password']);
  });

  it('shows each operation’s declared access as `x-access`', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/portal/docs/json' })).json();
    for (const route of t.app.routeTable) {
      const op = doc.paths[route.url.replace(/:(\w+)/g, '{$1}')][route.method.toLowerCase()];
      expect(op['x-access'], `${route.method} ${route.url}`).toBe(describeAccess(route.access!));
    }
    expect(doc.paths['/portal/v1/sites/{id}'].put['x-access']).toBe('sites.update at the site :id');
  });

  it('serves the documentation page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/portal/docs' });
    expect([200, 302]).toContain(res.statusCode);
    const page =
      res.statusCode === 302 ? await t.app.inject({ method: 'GET', url: res.headers.location as string }) : res;
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger');
  });
});
