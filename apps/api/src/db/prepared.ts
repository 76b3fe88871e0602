import type { Db } from './client.js';

/** Databases reached through a transaction pooler: a named statement would be prepared on one server connection and run on another. */
const unnamed = new WeakSet<Db>();

export function withoutNamedStatements(db: Db) {
  unnamed.add(db);
}

/** The name to prepare a statement under on `db`: none (parsed each time) behind a transaction pooler. */
export const statementName = (db: Db, name: string) => (unnamed.has(db) ? '' : name);

/**
 * A statement built and prepared once per database, for the few queries every request runs (the
 * session, the selection). On PostgreSQL it is prepared by name on each pooled connection the first
 * time that connection runs it, so later runs skip parsing and, once the server settles on a
 * generic plan, planning: most of the cost of a lookup by key.
 */
export function preparedPer<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
