import pg from 'pg';

/**
 * A database of its own for a test of real processes, on the server `baseUrl` names (the scale-out
 * tests: TEST_DATABASE_URL): its URL, made fresh by `create()` and gone after `drop()`.
 */
export function scratchDatabase(suffix: string, baseUrl = process.env.TEST_DATABASE_URL) {
  if (!baseUrl) throw new Error('The scale-out tests need TEST_DATABASE_URL (a PostgreSQL server): see .ci/run.');
  const server = new URL(baseUrl);
  const name = `${server.pathname.slice(1) || 'test'}_${suffix}`;
  const maintenance = async (text: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  const drop = () => maintenance(`drop database if exists "${name}" with (force)`);
  return {
    server,
    url: Object.assign(new URL(baseUrl), { pathname: `/${name}` }).toString(),
    async create() {
      await drop();
      await maintenance(`create database "${name}"`);
    },
    drop,
  };
}
