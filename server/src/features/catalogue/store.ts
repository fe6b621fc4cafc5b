import {
  type Country,
  type Destination,
  processingText,
  type VisaOption,
  type VisaPurpose,
  visaTypeLabel,
} from '@contract/catalogue';
import type { Database } from '@db/client';
import { buildCountryBases, type CountryBase, toCountries } from './countries';
import { passportIndex } from './passport-index';
import { type PreparedBody, prepareJson } from './prepared-body';
import { type DestinationRow, loadCatalogue, type VisaOptionRow } from './repo';

/** NOTIFY channel: any process that changes the catalogue tables announces it here. */
export const CATALOGUE_CHANNEL = 'hv_catalogue';

interface Snapshot {
  destinations: Map<string, Destination>;
  options: Map<string, VisaOption>;
  optionsByCountryPurpose: Map<string, VisaOption[]>;
  countries: Map<string, Country>;
  /** Pre-serialised and pre-compressed: the two lists are the largest answers, the same for everyone. */
  countriesBody: PreparedBody;
  destinationsBody: PreparedBody;
}

let bases: CountryBase[] | undefined;
/** Country names, flags and aliases never change while the process runs. */
function countryBases(): CountryBase[] {
  bases ??= buildCountryBases(passportIndex().codes);
  return bases;
}

function toDestination(row: DestinationRow, flag: string): Destination {
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
  };
}

export function buildSnapshot(destinationRows: DestinationRow[], optionRows: VisaOptionRow[]): Snapshot {
  const allBases = countryBases();
  const flags = new Map(allBases.map((base) => [base.code, base.flag]));
  const destinations = new Map(destinationRows.map((row) => [row.code, toDestination(row, flags.get(row.code) ?? '')]));
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
    options,
    optionsByCountryPurpose,
    countries: new Map(countryList.map((country) => [country.code, country])),
    countriesBody: prepareJson({ items: countryList }),
    destinationsBody: prepareJson({ items: [...destinations.values()] }),
  };
}

/**
 * The catalogue held in memory and served from there: loaded at start and reloaded whenever
 * any process announces a change on CATALOGUE_CHANNEL, so requests never wait on a query.
 */
export class CatalogueStore {
  private snapshot: Snapshot = buildSnapshot([], []);
  private snapshotVersion = 0;
  private reloading: Promise<void> | undefined;
  private reloadAgain = false;

  constructor(private readonly database: Database) {}

  async start(): Promise<void> {
    const reloadQuietly = () => {
      this.reload().catch(() => {
        /* the previous snapshot keeps serving; the next change or reconnection retries */
      });
    };
    await this.database.listen(CATALOGUE_CHANNEL, reloadQuietly, reloadQuietly);
    await this.reload();
  }

  /** Loads the tables again; calls during a load are coalesced into one more load. */
  reload(): Promise<void> {
    if (this.reloading) {
      this.reloadAgain = true;
      return this.reloading;
    }
    this.reloading = (async () => {
      try {
        do {
          this.reloadAgain = false;
          const { destinations, options } = await loadCatalogue(this.database.db);
          this.snapshot = buildSnapshot(destinations, options);
          this.snapshotVersion++;
        } while (this.reloadAgain);
      } finally {
        this.reloading = undefined;
      }
    })();
    return this.reloading;
  }

  get countriesBody(): PreparedBody {
    return this.snapshot.countriesBody;
  }

  get destinationsBody(): PreparedBody {
    return this.snapshot.destinationsBody;
  }

  /** Bumped on every reload, so answers memoised from an older catalogue are never served. */
  get version(): number {
    return this.snapshotVersion;
  }

  country(code: string): Country | undefined {
    return this.snapshot.countries.get(code);
  }

  destination(code: string): Destination | undefined {
    return this.snapshot.destinations.get(code);
  }

  option(id: string): VisaOption | undefined {
    return this.snapshot.options.get(id);
  }

  optionsFor(country: string, purpose: VisaPurpose): VisaOption[] {
    return this.snapshot.optionsByCountryPurpose.get(`${country}:${purpose}`) ?? [];
  }
}

/** Tells every process (this one included) that the catalogue tables changed. */
export async function announceCatalogueChange(database: Database): Promise<void> {
  await database.notify(CATALOGUE_CHANNEL, 'changed');
}
