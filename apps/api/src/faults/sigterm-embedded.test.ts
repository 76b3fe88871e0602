import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { killLeftoverApis, startApi } from '../test/api-process.js';
import { readAnswer, refused } from '../test/raw-http.js';
import { expectUnavailable } from '../test/unavailable.js';

// SIGTERM on the embedded database, whose drain is over in a moment. A keep-alive connection that
// is idle when the signal comes must not be reset under the client's next request: that request
// gets the same 503 with `Connection: close` as during a long drain on PostgreSQL
// (sigterm-drain.test.ts), so a load balancer retries it elsewhere.

const dataDir = mkdtempSync(join(tmpdir(), 'sigterm-embedded-'));
afterAll(() => {
  killLeftoverApis();
  rmSync(dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const request = 'GET /portal/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n';

it('answers a request on an idle keep-alive connection 503 with Connection: close, then exits 0', async () => {
  const api = await startApi({ DATA_DIR: dataDir, SEED: 'none' });
  const socket = connect(api.port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
  const first = readAnswer(socket);
  socket.write(request);
  const served = await first;
  expect(served.status).toBe(200);
  expect(served.headers.connection).toBe('keep-alive');

  // The connection is idle now; the signal closes the listener. A shutdown is no fault: nothing of
  // it is logged as an error (a stack per late request hid real errors in the log).
  const errors: unknown[] = [];
  api.onLog((line) => Number(line.level) >= 50 && errors.push(line));
  const shuttingDown = new Promise<void>((resolve) => api.onLog((line) => line.msg === 'shutting down' && resolve()));
  api.child.kill('SIGTERM');
  await shuttingDown;
  for (let i = 0; !(await refused(api.port)); i++) {
    if (i > 200) throw new Error('the listener did not close after SIGTERM');
    await sleep(10);
  }

  expect(socket.readyState, 'the idle connection is still open after the listener closed').toBe('open');
  const late = readAnswer(socket);
  socket.write(request);
  const answer = await late;
  expectUnavailable(answer, 'a request on an idle keep-alive connection after SIGTERM');
  expect(answer.headers.connection).toBe('close');
  await answer.closed;
  expect(await api.exited).toBe(0);
  expect(errors).toEqual([]);
});
