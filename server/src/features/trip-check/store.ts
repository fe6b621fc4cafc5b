import type { TripRule } from '@contract/trip-check';
import type { Database } from '@db/client';
import { coalescedReload, followChannel } from '../../lib/followed-table';
import { perDatabase } from '../../lib/per-database';
import { loadRules, TRIP_RULES_CHANNEL } from './repo';
import { buildRuleBook, type RuleBook } from './rule-book';

/**
 * The trip rules held in memory, indexed for the engine, and reloaded whenever any process announces a
 * change on TRIP_RULES_CHANNEL (as the catalogue store does), so a check never waits on a query.
 */
export class TripRuleStore {
  private current: { rules: TripRule[]; book: RuleBook } = { rules: [], book: buildRuleBook([]) };
  private starting: Promise<void> | undefined;

  constructor(private readonly database: Database) {}

  start(): Promise<void> {
    this.starting ??= followChannel(this.database, TRIP_RULES_CHANNEL, this.reload);
    return this.starting;
  }

  /** Loads the rules again; calls during a load are coalesced into one more load. */
  readonly reload = coalescedReload(async () => {
    const rules = await loadRules(this.database.db);
    this.current = { rules, book: buildRuleBook(rules) };
  });

  get book(): RuleBook {
    return this.current.book;
  }

  get rules(): readonly TripRule[] {
    return this.current.rules;
  }
}

/** The one rule store of a database in this process. */
export const tripRuleStoreFor = perDatabase((database) => new TripRuleStore(database));
