import type { Database } from '@db/client';

/**
 * One instance per database in this process, made on first use: the in-memory stores and caches of a database's
 * rows (the server's database, or each test's), so that the API, the rendered pages and other modules share one copy
 * and one change listener.
 */
export function perDatabase<T>(make: (database: Database) => T): (database: Database) => T {
  const made = new WeakMap<Database, T>();
  return (database) => {
    let instance = made.get(database);
    if (instance === undefined) {
      instance = make(database);
      made.set(database, instance);
    }
    return instance;
  };
}
