import type { Db } from './client.js';

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
