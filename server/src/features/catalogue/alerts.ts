import type { RequirementRule } from '@contract/catalogue-rules';
import type { DbOrTx } from '@db/client';
import { inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { notifyUser } from '../notifications';
import { buildCountryBases } from './countries';

const names = new Map<string, string>();
/** The country's name as the product shows it (the autocomplete's names). */
export function countryName(code: string): string {
  if (!names.has(code)) names.set(code, buildCountryBases([code])[0]?.name ?? code);
  return names.get(code)!;
}

/** A change a traveller interested in the country should hear about. */
interface CatalogueAlert {
  country: string;
  countryName: string;
  summary: string;
  /** The history entry: one alert per change and traveller, however often it is retried. */
  changeId: number;
}

const CATEGORY_WORDS: Record<RequirementRule['category'], string> = {
  'visa-free': 'visa-free',
  'visa-on-arrival': 'able to get a visa on arrival',
  eta: 'in need of an electronic travel authorisation (ETA)',
  'e-visa': 'in need of an e-visa',
  'visa-required': 'in need of a visa before travelling',
  'no-admission': 'not admitted',
};

/** "Thailand: Indian passport holders now visa-free for 60 days". */
export function requirementAlertSummary(countryName: string, rule: RequirementRule): string {
  const days = rule.category === 'visa-free' && rule.days ? ` for ${rule.days} days` : '';
  return `${countryName}: Indian passport holders now ${CATEGORY_WORDS[rule.category]}${days}`;
}

/** Users of one module who keep these countries (codes or names): a wishlist item, an application… */
export type CountryInterest = (db: DbOrTx, countries: string[]) => Promise<Array<{ userId: string; country: string }>>;

/** The interest a table with `user_id` and `country` columns records. */
export const countryInterestIn =
  (table: PgTable & { userId: AnyPgColumn; country: AnyPgColumn }): CountryInterest =>
  async (db, countries) => {
    const rows = await db
      .select({ userId: table.userId, country: table.country })
      .from(table)
      .where(inArray(table.country, countries));
    return rows.map((row) => ({ userId: String(row.userId), country: String(row.country) }));
  };

const interests = new Set<CountryInterest>();

/** The modules that keep travellers' countries register here at start-up (app.ts). */
export function followCountryInterests(found: CountryInterest[]): void {
  for (const interest of found) interests.add(interest);
}

/**
 * Users who wishlisted, saved or applied for a visa to a country, by country code. Saved and partner
 * applications name the country in words, so both the code and the name match.
 */
async function interestedUsers(db: DbOrTx, alerts: CatalogueAlert[]): Promise<Map<string, Set<string>>> {
  const codeOf = new Map<string, string>();
  for (const alert of alerts) {
    codeOf.set(alert.country, alert.country);
    codeOf.set(alert.countryName, alert.country);
  }
  const keys = [...codeOf.keys()];
  const byCountry = new Map<string, Set<string>>();
  for (const interest of interests) {
    for (const { userId, country } of await interest(db, keys)) {
      const code = codeOf.get(country)!;
      byCountry.set(code, (byCountry.get(code) ?? new Set()).add(userId));
    }
  }
  return byCountry;
}

/** Tells every interested traveller about each change through the notifications path. */
export async function alertTravellers(db: DbOrTx, alerts: CatalogueAlert[]): Promise<number> {
  if (alerts.length === 0) return 0;
  const users = await interestedUsers(db, alerts);
  let sent = 0;
  for (const alert of alerts) {
    for (const userId of users.get(alert.country) ?? []) {
      await notifyUser(db, {
        userId,
        kind: 'catalogue-change',
        data: { country: alert.countryName, summary: alert.summary },
        dedupeKey: `catalogue-change:${alert.changeId}`,
      });
      sent++;
    }
  }
  return sent;
}
