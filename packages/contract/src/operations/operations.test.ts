import { describe, expect, it } from 'vitest';
import { anyOf, defineOperations } from './define.js';
import { kindOf, operationAt, operationRoutes, operations, requestOf } from './index.js';

describe('the registry of operations', () => {
  it('joins each route to its definition, key for key', () => {
    expect(Object.keys(operations).sort()).toEqual(Object.keys(operationRoutes).sort());
    for (const [id, spec] of Object.entries(operations))
      expect(spec.route, id).toBe(operationRoutes[id as keyof typeof operationRoutes]);
    const joined = defineOperations(
      { ping: 'GET /ping' },
      { ping: { access: 'public', tags: ['t'], summary: 'Ping' } },
    );
    expect(joined).toEqual({ ping: { route: 'GET /ping', access: 'public', tags: ['t'], summary: 'Ping' } });
  });

  it('writes "any of these permissions" as the rules the API checks', () => {
    expect(anyOf('update employers', 'delete employer_users')).toEqual({
      anyOf: [
        { action: 'update', subject: 'employers' },
        { action: 'delete', subject: 'employer_users' },
      ],
    });
    expect(operations.removeEmployerUser.access).toEqual(anyOf('update employers', 'delete employer_users'));
  });

  it('documents every operation and says who may call it', () => {
    for (const [id, spec] of Object.entries(operations)) {
      expect(spec.summary.length, id).toBeGreaterThan(0);
      expect(spec.tags.length, id).toBeGreaterThan(0);
      expect(spec.access, id).toBeDefined();
    }
  });

  it('finds the operation at a method and path, and reads its kind from its media types', () => {
    expect(operationAt('GET', '/portal/v1/jobs/:uuid/detail')).toBe('getJob');
    expect(operationAt('GET', '/portal/v1/nothing')).toBeUndefined();
    expect(kindOf(operations.notificationStream)).toBe('stream');
    expect(kindOf(operations.exportJobs)).toBe('file');
    expect(kindOf(operations.uploadFormFile)).toBe('multipart');
    expect(kindOf(operations.listJobs)).toBe('json');
  });
});

describe('requestOf', () => {
  it('builds the method, the URL under /portal with the query, and the body of a call by id', () => {
    expect(requestOf('getJob', { params: { uuid: 'a b' } })).toEqual({
      method: 'GET',
      url: '/portal/v1/jobs/a%20b/detail',
    });
    expect(requestOf('listJobs', { query: { q: 'nurse & care', page: 2, sort: undefined } })).toEqual({
      method: 'GET',
      url: '/portal/v1/jobs?q=nurse%20%26%20care&page=2',
    });
    expect(requestOf('setJobTags', { params: { uuid: 'u1' }, body: { tags: ['a'] } })).toEqual({
      method: 'PUT',
      url: '/portal/v1/jobs/u1/tags',
      body: { tags: ['a'] },
    });
    expect(requestOf('jobStatuses')).toEqual({ method: 'GET', url: '/portal/v1/job-statuses' });
  });
});
