import {
  type Country,
  type Destination,
  processingText,
  type VisaOption,
  type VisaPurpose,
  visaTypeLabel,
} from '@contract/catalogue';
import { type Contradiction, findContradictions } from '@contract/catalogue-contradictions';
import type { Lang } from '@contract/lang';
import type { Database } from '@db/client';
import { coalescedReload, followChannel } from '../../lib/followed-table';
import { perDatabase } from '../../lib/per-database';
import { buildCountryBases, type CountryBase, toCountries } from './countries';
import { passportIndex, type RequirementRule } from './passport-index';
import { type PreparedBody, prepareJson } from './prepared-body';
import { type CatalogueRows, type DestinationRow, loadCatalogue, type OverrideRow, type VisaOptionRow } from './repo';
import { wordsFor } from './translations';

/** NOTIFY channel: any process that changes the catalogue tables announces it here. */
const CATALOGUE_CHANNEL = 'hv_catalogue';

interface Snapshot {
  destinations: Map<string, Destination>;
  destinationsBySlug: Map<string, Destination>;
  options: Map<string, VisaOption>;
  optionsByCountryPurpose: Map<string, VisaOption[]>;
  countries: Map<string, Country>;
  /** Operators' corrections, keyed passport + destination ("INTH"). */
  overrides: Map<string, RequirementRule>;
  /** Pre-serialised and pre-compressed: the two lists are the largest answers, the same for everyone. */
  countriesBody: PreparedBody;
  destinationsBody: PreparedBody;
  /** The destinations list with the catalogue's texts in Hindi, prepared on first request. */
  destinationsBodyHi?: PreparedBody;
}

let bases: CountryBase[] | undefined;
/** Country names, flags and aliases never change while the process runs. */
function countryBases(): CountryBase[] {
  bases ??= buildCountryBases(passportIndex().codes);
  return bases;
}

function toDestination(row: DestinationRow, flag: string, rule: RequirementRule | undefined): Destination {
  return {
    country: row.code,
    code: row.code,
    slug: row.slug,
    name: row.name,
    flag,
    image: row.image,
    price: row.pricePaise / 100,
    currency: row.currency,
    eVisa: row.eVisa,
    processingDays: row.processingDays,
    summary: row.summary,
    requirement: rule
      ? { category: rule.category, ...(rule.days ? { days: rule.days } : {}) }
      : { category: 'visa-required' },
  };
}

function toOption(row: VisaOptionRow, countryName: string): VisaOption {
  const purpose = row.purpose as VisaPurpose;
  return {
    id: row.id,
    country: row.countryCode,
    countryName,
    type: purpose,
    visaType: visaTypeLabel(purpose),
    name: row.name,
    currency: row.currency,
    fee: row.feesPaise / 100,
    processingDays: row.processingDays,
    processing: processingText(row.processingDays),
    validity: row.validity,
    stay: row.stay,
    requirements: row.requirements,
    eVisa: row.eVisa,
    estimate: row.isEstimate,
    source: { name: row.sourceName, url: row.sourceUrl },
    verifiedAt: row.verifiedAt,
  };
}

function toRule(row: OverrideRow): RequirementRule {
  return {
    category: row.category as RequirementRule['category'],
    ...(row.days ? { days: row.days } : {}),
    source: { name: row.sourceName, url: row.sourceUrl },
    verifiedAt: row.verifiedAt,
    ...(row.note ? { note: row.note } : {}),
  };
}

function buildSnapshot({
  destinations: destinationRows,
  options: optionRows,
  overrides: overrideRows,
}: CatalogueRows): Snapshot {
  const allBases = countryBases();
  const flags = new Map(allBases.map((base) => [base.code, base.flag]));
  const overrides = new Map(overrideRows.map((row) => [row.passport + row.destination, toRule(row)]));
  const indianRule = (code: string) => overrides.get(`IN${code}`) ?? passportIndex().lookup('IN', code);
  const destinations = new Map(
    destinationRows.map((row) => [row.code, toDestination(row, flags.get(row.code) ?? '', indianRule(row.code))]),
  );
  const options = new Map<string, VisaOption>();
  const optionsByCountryPurpose = new Map<string, VisaOption[]>();
  for (const row of optionRows) {
    const option = toOption(row, destinations.get(row.countryCode)?.name ?? row.countryCode);
    options.set(option.id, option);
    const key = `${option.country}:${option.type}`;
    optionsByCountryPurpose.set(key, [...(optionsByCountryPurpose.get(key) ?? []), option]);
  }
  const processing = new Map(destinationRows.map((row) => [row.code, row.processingDays]));
  const countryList = toCountries(allBases, processing);
  return {
    destinations,
    destinationsBySlug: new Map([...destinations.values()].map((destination) => [destination.slug, destination])),
    options,
    optionsByCountryPurpose,
    countries: new Map(countryList.map((country) => [country.code, country])),
    overrides,
    countriesBody: prepareJson({ items: countryList }),
    destinationsBody: prepareJson({ items: [...destinations.values()] }),
  };
}

/**
 * The catalogue held in memory and served from there: loaded at start and reloaded whenever
 * any process announces a change on CATALOGUE_CHANNEL, so requests never wait on a query.
 */
export class CatalogueStore {
  private snapshot: Snapshot = buildSnapshot({ destinations: [], options: [], overrides: [] });
  private snapshotVersion = 0;
  private starting: Promise<void> | undefined;

  constructor(private readonly database: Database) {}

  /** Loads the catalogue and follows the channel; later calls share the first start. */
  start(): Promise<void> {
    this.starting ??= followChannel(this.database, CATALOGUE_CHANNEL, this.reload);
    return this.starting;
  }

  /** Loads the tables again; calls during a load are coalesced into one more load. */
  readonly reload = coalescedReload(async () => {
    this.snapshot = buildSnapshot(await loadCatalogue(this.database.db));
    this.snapshotVersion++;
  });

  get countriesBody(): PreparedBody {
    return this.snapshot.countriesBody;
  }

  get destinationsBody(): PreparedBody {
    return this.snapshot.destinationsBody;
  }

  /** The destinations list in a language (summaries translated); one prepared body per language and catalogue. */
  destinationsBodyFor(lang: Lang): PreparedBody {
    if (lang === 'en') return this.snapshot.destinationsBody;
    const snapshot = this.snapshot;
    if (!snapshot.destinationsBodyHi) {
      const words = wordsFor(lang);
      const items = [...snapshot.destinations.values()].map((destination) => ({
        ...destination,
        summary: words.summary(destination.summary),
      }));
      snapshot.destinationsBodyHi = prepareJson({ items });
    }
    return snapshot.destinationsBodyHi;
  }

  /** Bumped on every reload, so answers memoised from an older catalogue are never served. */
  get version(): number {
    return this.snapshotVersion;
  }

  country(code: string): Country | undefined {
    return this.snapshot.countries.get(code);
  }

  /**
   * The country a free-text nationality names: its code ("IN"), its name ("India") or a word made from the
   * name ("Indian", "Japanese"); undefined when none fits.
   */
  countryOfNationality(text: string): Country | undefined {
    const value = text.trim().toLowerCase();
    if (/^[a-z]{2}$/.test(value)) return this.country(value.toUpperCase());
    if (value.length < 4) return undefined;
    let best: Country | undefined;
    for (const country of this.snapshot.countries.values()) {
      const name = country.name.toLowerCase();
      if (name === value) return country;
      // "Indian" → India, "Japanese" → Japan: the longest name that starts the word (less its last letter).
      const stem = name.length > 4 && /[aeiouy]$/.test(name) ? name.slice(0, -1) : name;
      if (value.startsWith(stem) && (!best || best.name.length < country.name.length)) best = country;
    }
    return best;
  }

  destination(code: string): Destination | undefined {
    return this.snapshot.destinations.get(code);
  }

  destinationBySlug(slug: string): Destination | undefined {
    return this.snapshot.destinationsBySlug.get(slug);
  }

  option(id: string): VisaOption | undefined {
    return this.snapshot.options.get(id);
  }

  /** An operator's override wins over the shipped passport-index data. */
  requirement(passport: string, destination: string): RequirementRule | undefined {
    return this.snapshot.overrides.get(passport + destination) ?? passportIndex().lookup(passport, destination);
  }

  /** Every destination, in the home grid's order. */
  allDestinations(): Destination[] {
    return [...this.snapshot.destinations.values()];
  }

  allOptions(): VisaOption[] {
    return [...this.snapshot.options.values()];
  }

  /** A destination's options, every purpose, in the catalogue's order. */
  optionsOf(country: string): VisaOption[] {
    return this.allOptions().filter((option) => option.country === country);
  }

  /** Where the catalogue contradicts what an Indian passport needs, overrides included. */
  contradictions(): Contradiction[] {
    return findContradictions({
      destinations: this.allDestinations(),
      options: this.allOptions(),
      requirement: (country) => this.requirement('IN', country),
    });
  }

  optionsFor(country: string, purpose: VisaPurpose): VisaOption[] {
    return this.snapshot.optionsByCountryPurpose.get(`${country}:${purpose}`) ?? [];
  }
}

/**
 * The one catalogue store of a database in this process: the API and the server-rendered pages share it (a
 * database keeps one listener per NOTIFY channel, and one copy of the catalogue in memory is enough).
 */
export const catalogueStoreFor = perDatabase((database) => new CatalogueStore(database));

/** Tells every process (this one included) that the catalogue tables changed. */
export async function announceCatalogueChange(database: Database): Promise<void> {
  await database.notify(CATALOGUE_CHANNEL, 'changed');
}
