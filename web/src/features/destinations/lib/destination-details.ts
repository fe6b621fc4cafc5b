import type { VisaOption } from '@contract/catalogue';
import { processingText, type VisaPurpose, visaTypeLabel } from '@contract/catalogue-rules';

interface OptionEntry {
  id: string;
  purpose: VisaPurpose;
  name: string;
  fee: number;
  processingDays: number;
  validity: string;
  stay: string;
  eVisa: boolean;
  estimate: boolean;
  requirements: string[];
}

interface DetailsFile {
  code: string;
  summary: string;
  options: OptionEntry[];
}

export interface DestinationDetails {
  summary: string;
  options: VisaOption[];
}

// One chunk per destination: a page carries only its own options.
const files = import.meta.glob<DetailsFile>('../../../../../data/catalogue/visa-options/*.json', { import: 'default' });
const cache = new Map<string, Promise<DestinationDetails | null>>();

function toOption(entry: OptionEntry, country: string, countryName: string): VisaOption {
  return {
    id: entry.id,
    country,
    countryName,
    type: entry.purpose,
    visaType: visaTypeLabel(entry.purpose),
    name: entry.name,
    currency: 'INR',
    fee: entry.fee,
    processingDays: entry.processingDays,
    processing: processingText(entry.processingDays),
    validity: entry.validity,
    stay: entry.stay,
    requirements: entry.requirements,
    eVisa: entry.eVisa,
    estimate: entry.estimate,
  };
}

/** The catalogue file of one destination, the same promise every time (for React's use()). */
export function loadDestinationDetails(slug: string, countryName: string): Promise<DestinationDetails | null> {
  let pending = cache.get(slug);
  if (!pending) {
    const load = files[`../../../../../data/catalogue/visa-options/${slug}.json`];
    pending = load
      ? load().then((file) => ({
          summary: file.summary,
          options: file.options.map((entry) => toOption(entry, file.code, countryName)),
        }))
      : Promise.resolve(null);
    cache.set(slug, pending);
  }
  return pending;
}
