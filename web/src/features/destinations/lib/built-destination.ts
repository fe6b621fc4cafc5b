import type { DestinationPage } from '@contract/catalogue';
import { type CatalogueTranslations, catalogueWords, localizeDestinationPage } from '@contract/catalogue-language';
import {
  CATALOGUE_SOURCE,
  CATALOGUE_VERIFIED_AT,
  type FactSource,
  parseRequirement,
  processingText,
  type VisaPurpose,
  visaTypeLabel,
} from '@contract/catalogue-rules';
import type { Lang } from '@contract/lang';
import { type DestinationCard, destinationBySlug } from '@web/lib/destination-cards';
import indiaRequirements from '../../../../../data/catalogue/requirements-india.json';

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
  source?: FactSource;
  verifiedAt?: string;
  options: OptionEntry[];
}

const requirements = indiaRequirements.requirements as Record<string, string>;

// One chunk per destination: a page carries only its own options.
const files = import.meta.glob<DetailsFile>('../../../../../data/catalogue/visa-options/*.json', { import: 'default' });
const cache = new Map<string, Promise<DestinationPage | null>>();
/** The catalogue's Hindi (data/catalogue/hi.json): its own chunk, fetched only by Hindi pages. */
const loadHindi = () =>
  import('../../../../../data/catalogue/hi.json').then((module) => module.default as unknown as CatalogueTranslations);

/** "🇹🇭" from "TH". */
const flagEmoji = (code: string) =>
  String.fromCodePoint(...[...code].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));

function toPage(card: DestinationCard, file: DetailsFile): DestinationPage {
  const requirement = parseRequirement(requirements[card.code] ?? '') ?? null;
  return {
    destination: {
      ...card,
      country: card.code,
      flag: flagEmoji(card.code),
      currency: 'INR',
      summary: file.summary,
      requirement: requirement ?? { category: 'visa-required' },
    },
    options: file.options.map((entry) => ({
      id: entry.id,
      country: file.code,
      countryName: card.name,
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
      source: file.source ?? CATALOGUE_SOURCE,
      verifiedAt: file.verifiedAt ?? CATALOGUE_VERIFIED_AT,
    })),
    requirement,
  };
}

/**
 * A destination page as the build's catalogue files have it, in the page's language: the data a prerendered page
 * was rendered from; null when the build has no such destination. The same promise every time (for React's use()).
 */
export function loadBuiltDestination(slug: string, lang: Lang = 'en'): Promise<DestinationPage | null> {
  const key = `${lang}:${slug}`;
  let pending = cache.get(key);
  if (!pending) {
    const card = destinationBySlug(slug);
    const load = files[`../../../../../data/catalogue/visa-options/${slug}.json`];
    pending =
      card && load
        ? Promise.all([load(), lang === 'hi' ? loadHindi() : undefined]).then(([file, hindi]) =>
            localizeDestinationPage(toPage(card, file), catalogueWords(lang, hindi)),
          )
        : Promise.resolve(null);
    cache.set(key, pending);
  }
  return pending;
}
