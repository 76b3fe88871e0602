import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employers } from '../../db/schema/index.js';
import { EXPORT_BATCH } from '../../platform/csv.js';
import { type Harness, type Selection, setupApi } from '../../test/harness.js';

let t: Harness;
let acmeJobs: Selection;
let token: string;
beforeAll(async () => {
  t = await setupApi();
  acmeJobs = { account: t.ids.acme, site: t.ids.acmeJobs };
  token = await t.login('manager@acme.test');
});
afterAll(() => t.close());

const exportCsv = (query = '', select = acmeJobs) =>
  t.call({ method: 'GET', url: `/portal/v1/employers/export.csv${query}`, token, select });

/** A minimal RFC 4180 reader, to check what a spreadsheet would see. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

async function siteNames(extra = sql`true`) {
  const result = await t.database.db.execute(
    sql`select name from employers where site_id = ${t.ids.acmeJobs} and ${extra} order by id`,
  );
  return (result as unknown as { rows: { name: string }[] }).rows.map((r) => r.name);
}

describe('GET /employers/export.csv', () => {
  it('streams the site’s employers as an attachment with a header row, in id order', async () => {
    const res = await exportCsv();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="employers.csv"');
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual([
      'id',
      'name',
      'type',
      'status',
      'business_name',
      'registration_number',
      'industry',
      'size',
      'contact_name',
      'email',
      'phone',
      'address',
      'website',
      'created_at',
      'approved_at',
      'rejected_at',
      'rejection_reason',
    ]);
    expect(rows.slice(1).map((r) => r[1])).toEqual(await siteNames());
    const northwind = rows.find((r) => r[1] === 'Northwind Traders')!;
    expect(northwind.slice(0, 5)).toEqual([
      String(t.ids.employer('Northwind Traders')),
      'Northwind Traders',
      'business',
      'active',
      'Northwind Traders Ltd',
    ]);
    // A phone number starting with + is a formula to a spreadsheet: it is defused.
    expect(northwind[10]).toBe("'+44 20 7946 0101");
    expect(res.body).not.toContain('St Mary Clinic');
  });

  it('applies q and the filters of the list', async () => {
    const rows = parseCsv((await exportCsv('?filter[status]=on_hold&filter[type]=business')).body);
    expect(rows.slice(1).map((r) => r[1])).toEqual(await siteNames(sql`status = 'on_hold' and type = 'business'`));
    const q = parseCsv((await exportCsv('?q=fabrikam')).body);
    expect(q.slice(1).map((r) => r[1])).toEqual(['Fabrikam Foods']);
    expect((await exportCsv('?filter[type]=robot')).statusCode).toBe(422);
  });

  it('defuses formula injection and quotes awkward text', async () => {
    const [row] = await t.database.db
      .insert(employers)
      .values({
        accountId: t.ids.acme,
        siteId: t.ids.acmeJobs,
        name: '=cmd|"/c calc"!A1',
        type: 'business',
        businessName: '@SUM(1,2)',
        contactName: 'Line one\nline two',
        address: '-1+1',
        email: 'evil@example.test',
      })
      .returning({ id: employers.id });
    const rows = parseCsv((await exportCsv('?q=evil%40example')).body);
    expect(rows).toHaveLength(2);
    const [id, name, , , business, , , , contact, , , address] = rows[1]!;
    expect(Number(id)).toBe(row!.id);
    expect(name).toBe(`'=cmd|"/c calc"!A1`);
    expect(business).toBe("'@SUM(1,2)");
    expect(contact).toBe('Line one\nline two');
    expect(address).toBe("'-1+1");
  });

  it('keeps `a;=1+1;` one inert cell for a spreadsheet that splits on `;`, `,` or tab (SECURITY 29)', async () => {
    await t.database.db.insert(employers).values({
      accountId: t.ids.acme,
      siteId: t.ids.acmeJobs,
      name: 'a;=1+1;',
      type: 'business',
      contactName: 'b,+2\t@SUM(1)',
      email: 'semicolon@example.test',
    });
    const body = (await exportCsv('?q=semicolon%40example')).body;
    const line = body.split('\r\n')[1]!;
    // Every cell is quoted: an RFC 4180 reader gets the text back with the apostrophes.
    expect(parseCsv(body)[1]![1]).toBe("a;'=1+1;");
    // A reader splitting on its own separator, quotes or not, never meets a formula.
    for (const separator of [',', ';', '\t'])
      for (const piece of line.split(separator))
        expect(piece.replace(/^"/, '').trimStart(), `split on ${JSON.stringify(separator)}`).not.toMatch(
          /^[=+\-@\t\r]/,
        );
  });

  it(`reads in batches of ${EXPORT_BATCH}: more rows than one batch all come out, once each`, async () => {
    const count = EXPORT_BATCH + 37;
    await t.database.db.insert(employers).values(
      Array.from({ length: count }, (_, i) => ({
        accountId: t.ids.acme,
        siteId: t.ids.acmeJobs,
        name: `Bulk employer ${String(i).padStart(4, '0')}`,
        type: 'household' as const,
        status: 'active' as const,
      })),
    );
    const rows = parseCsv((await exportCsv()).body).slice(1);
    const result = await t.database.db.execute(
      sql`select id from employers where site_id = ${t.ids.acmeJobs} order by id`,
    );
    const expected = (result as unknown as { rows: { id: number }[] }).rows.map((r) => String(r.id));
    expect(expected.length).toBeGreaterThan(EXPORT_BATCH);
    expect(rows.map((r) => r[0])).toEqual(expected);
  });

  it('is refused to a moderator, who may read employers but not export them (employers.export, issue 16)', async () => {
    const moderator = await t.login('moderator@acme.test');
    const list = await t.call({ method: 'GET', url: '/portal/v1/employers', token: moderator, select: acmeJobs });
    expect(list.statusCode).toBe(200);
    const res = await t.call({
      method: 'GET',
      url: '/portal/v1/employers/export.csv',
      token: moderator,
      select: acmeJobs,
    });
    expect(res.statusCode).toBe(403);
  });

  it('is refused to a user without employers.read', async () => {
    const hr = await t.login('hr@northwind.test');
    const res = await t.call({ method: 'GET', url: '/portal/v1/employers/export.csv', token: hr, select: acmeJobs });
    expect(res.statusCode).toBe(403);
  });
});
