import type { TripRule } from '@contract/trip-check';
import type { Database } from '@db/client';
import { loadRules, TRIP_RULES_CHANNEL } from './repo';
import { buildRuleBook, type RuleBook } from './rule-book';

/**
 * The trip rules held in memory, indexed for the engine, and reloaded whenever any process announces a
 * change on TRIP_RULES_CHANNEL (as the catalogue store does), so a check never waits on a query.
 */
export class TripRuleStore {
  private current: { rules: TripRule[]; book: RuleBook } = { rules: [], book: buildRuleBook([]) };
  private reloading: Promise<void> | undefined;
  private reloadAgain = false;
  private starting: Promise<void> | undefined;

  constructor(private readonly database: Database) {}

  start(): Promise<void> {
    this.starting ??= (async () => {
      const reloadQuietly = () => {
        this.reload().catch(() => {
          /* the previous rules keep serving; the next change or reconnection retries */
        });
      };
      await this.database.listen(TRIP_RULES_CHANNEL, reloadQuietly, reloadQuietly);
      await this.reload();
    })();
    return this.starting;
  }

  /** Loads the rules again; calls during a load are coalesced into one more load. */
  reload(): Promise<void> {
    if (this.reloading) {
      this.reloadAgain = true;
      return this.reloading;
    }
    this.reloading = (async () => {
      try {
        do {
          this.reloadAgain = false;
          const rules = await loadRules(this.database.db);
          this.current = { rules, book: buildRuleBook(rules) };
        } while (this.reloadAgain);
      } finally {
        this.reloading = undefined;
      }
    })();
    return this.reloading;
  }

  get book(): RuleBook {
    return this.current.book;
  }

  get rules(): readonly TripRule[] {
    return this.current.rules;
  }
}

const stores = new WeakMap<Database, TripRuleStore>();

/** The one rule store of a database in this process. */
export function tripRuleStoreFor(database: Database): TripRuleStore {
  let store = stores.get(database);
  if (!store) {
    store = new TripRuleStore(database);
    stores.set(database, store);
  }
  return store;
}
