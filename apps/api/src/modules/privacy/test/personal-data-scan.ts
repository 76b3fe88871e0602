import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import type { Storage } from '../../../platform/storage/storage-port.js';
import { parseMail } from '../../../test/mail.js';

/**
 * Finds markers wherever the portal may keep personal data: every text, varchar, json, jsonb and
 * array column of every table of the public schema (read from information_schema, so a table added
 * later is scanned without anyone remembering to), every stored file (the local storage folder)
 * and every `.eml` the file mail transport wrote. Comparison ignores case.
 */

/** One marker found: `where` is `table.column`, `file:<path>` or `mail:<file>`; `key` names the row. */
export type Hit = { marker: string; where: string; key: string };

type Column = { table: string; column: string; type: string };

const SCANNED_TYPES = new Set(['text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY', 'USER-DEFINED']);

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);

async function textColumns(q: Queryable): Promise<Map<string, Column[]>> {
  const columns = rowsOf<{ table_name: string; column_name: string; data_type: string }>(
    await q.execute(sql`
      select c.table_name, c.column_name, c.data_type
        from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
       where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
       order by c.table_name, c.ordinal_position`),
  );
  const byTable = new Map<string, Column[]>();
  for (const c of columns) {
    if (!SCANNED_TYPES.has(c.data_type)) continue;
    const list = byTable.get(c.table_name) ?? [];
    list.push({ table: c.table_name, column: c.column_name, type: c.data_type });
    byTable.set(c.table_name, list);
  }
  return byTable;
}

async function primaryKeys(q: Queryable): Promise<Map<string, string[]>> {
  const rows = rowsOf<{ table_name: string; column_name: string }>(
    await q.execute(sql`
      select k.table_name, k.column_name
        from information_schema.table_constraints tc
        join information_schema.key_column_usage k
          on k.constraint_name = tc.constraint_name and k.table_schema = tc.table_schema and k.table_name = tc.table_name
       where tc.table_schema = 'public' and tc.constraint_type = 'PRIMARY KEY'
       order by k.table_name, k.ordinal_position`),
  );
  const keys = new Map<string, string[]>();
  for (const r of rows) keys.set(r.table_name, [...(keys.get(r.table_name) ?? []), r.column_name]);
  return keys;
}

export async function scanTables(q: Queryable, markers: string[]): Promise<Hit[]> {
  const wanted = markers.map((m) => m.toLowerCase());
  if (!wanted.length) return [];
  const [byTable, keys] = await Promise.all([textColumns(q), primaryKeys(q)]);
  const hits: Hit[] = [];
  for (const [table, columns] of byTable) {
    const key = keys.get(table) ?? [];
    const keyExpr = key.length
      ? sql.join(
          key.map((k) => sql`coalesce(${ident(k)}::text, '')`),
          sql` || ',' || `,
        )
      : sql`ctid::text`;
    const values = columns.map((c) => sql`lower(${ident(c.column)}::text)`);
    const all = sql`concat_ws(chr(31), ${sql.join(values, sql`, `)})`;
    const any = sql.join(
      wanted.map((m) => sql`strpos(${all}, ${m}) > 0`),
      sql` or `,
    );
    const selected = sql.join(
      columns.map((c, i) => sql`lower(${ident(c.column)}::text) as ${ident(`c${i}`)}`),
      sql`, `,
    );
    const rows = rowsOf<Record<string, string | null>>(
      await q.execute(sql`select ${keyExpr} as "__key", ${selected} from ${ident(table)} where ${any}`),
    );
    for (const row of rows) {
      columns.forEach((c, i) => {
        const value = row[`c${i}`];
        if (!value) return;
        for (const m of wanted)
          if (value.includes(m)) hits.push({ marker: m, where: `${table}.${c.column}`, key: String(row.__key) });
      });
    }
  }
  return hits;
}

async function* filesUnder(dir: string): AsyncGenerator<string> {
  let entries: import('node:fs').Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const e of entries) {
    const path = join(dir, e.name);
    if (e.isDirectory()) yield* filesUnder(path);
    else if (e.isFile()) yield path;
  }
}

/** Stored files: bytes read as Latin-1 (a marker is ASCII), in the file's name or content. */
export async function scanFiles(dir: string, markers: string[]): Promise<Hit[]> {
  const wanted = markers.map((m) => m.toLowerCase());
  const hits: Hit[] = [];
  for await (const path of filesUnder(dir)) {
    const name = relative(dir, path);
    const content = `${name}\n${(await readFile(path)).toString('latin1')}`.toLowerCase();
    for (const m of wanted) if (content.includes(m)) hits.push({ marker: m, where: `file:${name}`, key: name });
  }
  return hits;
}

/** Sent mail kept as `.eml` files: raw, and decoded (quoted-printable, base64, encoded subjects). */
export async function scanMails(dir: string, markers: string[]): Promise<Hit[]> {
  const wanted = markers.map((m) => m.toLowerCase());
  const hits: Hit[] = [];
  for await (const path of filesUnder(dir)) {
    if (!path.endsWith('.eml')) continue;
    const raw = await readFile(path, 'utf8');
    const mail = await parseMail(raw);
    const content = `${raw}\n${mail.to}\n${mail.subject}\n${mail.text}\n${mail.html ?? ''}`.toLowerCase();
    const name = relative(dir, path);
    for (const m of wanted) if (content.includes(m)) hits.push({ marker: m, where: `mail:${name}`, key: name });
  }
  return hits;
}

/**
 * Stored objects through the storage interface (an S3 bucket has no folder to walk): every object
 * of the given folders, by key and content.
 */
export async function scanStorage(storage: Storage, folders: string[], markers: string[]): Promise<Hit[]> {
  const wanted = markers.map((m) => m.toLowerCase());
  const hits: Hit[] = [];
  for (const folder of folders) {
    for await (const { key } of storage.list(folder)) {
      const object = await storage.get(key);
      const content = `${key}\n${object?.bytes.toString('latin1') ?? ''}`.toLowerCase();
      for (const m of wanted) if (content.includes(m)) hits.push({ marker: m, where: `file:${key}`, key });
    }
  }
  return hits;
}

/** Files: the local storage folder (walked whole), or a storage's folders (an S3 bucket). */
export type ScanTargets = {
  db: Queryable;
  outboxDir: string;
  uploadsDir?: string;
  storage?: { storage: Storage; folders: string[] };
};

/** Everything at once: tables, stored files, sent mail. */
export async function scanForMarkers(targets: ScanTargets, markers: string[]): Promise<Hit[]> {
  return [
    ...(await scanTables(targets.db, markers)),
    ...(targets.uploadsDir ? await scanFiles(targets.uploadsDir, markers) : []),
    ...(targets.storage ? await scanStorage(targets.storage.storage, targets.storage.folders, markers) : []),
    ...(await scanMails(targets.outboxDir, markers)),
  ];
}

/** The markers a scan found, for "every marker is somewhere" and "none is anywhere". */
export const markersFound = (hits: Hit[]) => [...new Set(hits.map((h) => h.marker))].sort();
