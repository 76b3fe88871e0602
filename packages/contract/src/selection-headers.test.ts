import { describe, expect, it } from 'vitest';
import { operationRequest, operationRoutes } from './operations/index.js';
import { selectionHeaders } from './selection-headers.js';

describe('selectionHeaders', () => {
  it('writes every header the API reads, and no header for a missing value', () => {
    expect(
      selectionHeaders({
        enterpriseId: 'ent',
        token: 'tok',
        tokenType: 'Bearer',
        accountId: 1,
        siteId: 2,
        employerId: 3,
        brandingToken: 'brand',
        locale: 'ar',
      }),
    ).toEqual({
      'x-af-eid': 'ent',
      authorization: 'Bearer tok',
      'x-af-aid': '1',
      'x-af-sid': '2',
      'x-af-empid': '3',
      'x-af-branding-token': 'brand',
      'accept-language': 'ar',
    });
    expect(selectionHeaders({ enterpriseId: 'ent', token: null, accountId: null, employerId: undefined })).toEqual({
      'x-af-eid': 'ent',
    });
  });
});

describe('operationRequest', () => {
  it('reads the method and fills and encodes path parameters', () => {
    expect(operationRequest('getJob', { uuid: 'a b/c' })).toEqual({ method: 'GET', path: '/v1/jobs/a%20b%2Fc/detail' });
    expect(operationRequest('removeGrant', { user: 4, grant: 9 })).toEqual({
      method: 'DELETE',
      path: '/v1/accounts/users/4/grants/9',
    });
    expect(operationRequest('listJobs')).toEqual({ method: 'GET', path: '/v1/jobs' });
  });

  it('refuses a call with a path parameter missing', () => {
    expect(() => operationRequest('getJob', {})).toThrow(/uuid/);
  });

  it('names each route once: no two operations share a method and path', () => {
    const routes = Object.values(operationRoutes);
    expect(new Set(routes).size).toBe(routes.length);
  });
});
