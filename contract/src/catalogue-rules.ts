/** Catalogue constants and date rules without zod, so the web app can import them cheaply. */

/** The five search purposes (docs/product/search.md#purposes-and-visa-types), in the order the purpose chips show them. */
export const VISA_PURPOSES = ['tourist', 'business', 'family', 'student', 'transit'] as const;
export type VisaPurpose = (typeof VISA_PURPOSES)[number];

/** Chip and list labels of the purposes and of the visa types (docs/product/search.md#purposes-and-visa-types). */
export const PURPOSE_LABELS: Record<VisaPurpose, string> = {
  tourist: 'Tourist',
  business: 'Business',
  family: 'Family',
  student: 'Student',
  transit: 'Transit',
};
export const visaTypeLabel = (purpose: VisaPurpose) => `${PURPOSE_LABELS[purpose]} Visa`;

/** Countries that get the E-VISA chip (docs/product/search.md#country-autocomplete); every other country gets VISA. */
export const E_VISA_COUNTRIES: ReadonlySet<string> = new Set([
  'AE',
  'TR',
  'LK',
  'IN',
  'KE',
  'KH',
  'VN',
  'TH',
  'MY',
  'ID',
  'QA',
]);

/** Processing time assumed for a country outside the catalogue (6 days: docs/product/search.md#country-autocomplete). */
export const DEFAULT_PROCESSING_DAYS = 6;

/** Date of the passport-index requirements data, shown with every requirement answer. */
export const REQUIREMENTS_AS_OF = '2025-01-12';

/** True for a YYYY-MM-DD string naming a day that exists (no 2024-02-30). */
export function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Whole days from one YYYY-MM-DD date to another. */
export function daysBetween(fromIso: string, toIso: string): number {
  return Math.round((Date.parse(`${toIso}T00:00:00Z`) - Date.parse(`${fromIso}T00:00:00Z`)) / 86_400_000);
}

/** How many days ahead a trip may start: the search, the apply wizard and the server share it. */
export const MAX_START_DAYS_AHEAD = 730;

/**
 * Server-side date rules of a search. "Today" is the caller's earliest possible calendar date
 * (UTC−12), so a date is refused only when it is already in the past everywhere.
 */
/** "Today" for search dates is the day at UTC−12, the last place on Earth where a day starts. */
export const SEARCH_DAY_OFFSET_MS = 12 * 3_600_000;

export function searchDateIssues(
  start: string | undefined,
  end: string | undefined,
  now = new Date(),
): Record<string, string> {
  const issues: Record<string, string> = {};
  const earliestToday = new Date(now.getTime() - SEARCH_DAY_OFFSET_MS).toISOString().slice(0, 10);
  if (end && !start) issues.start = 'Choose the visa start date';
  if (start) {
    if (daysBetween(earliestToday, start) < 0) issues.start = 'The visa start date is in the past';
    else if (daysBetween(earliestToday, start) > MAX_START_DAYS_AHEAD)
      issues.start = 'The visa start date can be at most 2 years ahead';
  }
  if (start && end && daysBetween(start, end) <= 0) issues.end = 'The visa end date must be after the start date';
  return issues;
}

/** "4 working days" / "1 working day". */
export const processingText = (days: number) => `${days} working day${days === 1 ? '' : 's'}`;

export const REQUIREMENT_CATEGORIES = [
  'visa-free',
  'visa-on-arrival',
  'eta',
  'e-visa',
  'visa-required',
  'no-admission',
] as const;
export type RequirementCategory = (typeof REQUIREMENT_CATEGORIES)[number];

/** Where a fact comes from, shown beside it with the date it was last checked. */
export interface FactSource {
  name: string;
  url: string;
}

/** The shipped requirement data (passport → destination). */
export const PASSPORT_INDEX_SOURCE: FactSource = {
  name: 'Passport Index',
  url: 'https://github.com/ilyankou/passport-index-dataset',
};

/** Fees and documents not yet checked against an official page: our own catalogue, marked as estimates. */
export const CATALOGUE_SOURCE: FactSource = { name: 'HelloVisa catalogue', url: '/visa' };
export const CATALOGUE_VERIFIED_AT = REQUIREMENTS_AS_OF;

/** "12 Jan 2025" from "2025-01-12". */
export function formatVerifiedDate(isoDate: string): string {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${day} ${months[(month ?? 1) - 1]} ${year}`;
}

/** One passport → destination rule: the passport-index data, or an operator's override of it. */
export interface RequirementRule {
  category: RequirementCategory;
  /** Visa-free stay, when the data gives a number of days. */
  days?: number;
  /** Absent for the shipped data: the Passport Index as of REQUIREMENTS_AS_OF. */
  source?: FactSource;
  verifiedAt?: string;
  note?: string;
}

const CATEGORY_BY_VALUE: Record<string, RequirementCategory> = {
  'visa free': 'visa-free',
  'visa on arrival': 'visa-on-arrival',
  eta: 'eta',
  'e-visa': 'e-visa',
  'visa required': 'visa-required',
  'no admission': 'no-admission',
};

/** Reads one Requirement cell; the text is never treated as a missing value ("NA" is Namibia). */
export function parseRequirement(value: string): RequirementRule | undefined {
  const text = value.trim().toLowerCase();
  if (/^\d+$/.test(text)) return { category: 'visa-free', days: Number(text) };
  const category = CATEGORY_BY_VALUE[text];
  return category ? { category } : undefined;
}

/**
 * Purposes a visa-free entry covers: a visit (holiday, family) and passing through. Business and study
 * are not covered, so their visas are still offered where entry is visa free.
 */
export const VISA_FREE_PURPOSES: ReadonlySet<VisaPurpose> = new Set(['tourist', 'family', 'transit']);

export interface RequirementAnswer {
  category: RequirementCategory;
  days?: number;
  summary: string;
  asOf: string;
  source: FactSource;
  verifiedAt: string;
  note?: string;
}

/**
 * The sentences of a requirement answer, with {{origin}}, {{destination}}, {{days}}, {{trip}} and {{purpose}}.
 * English is here; Hindi is in data/catalogue/hi.json ("requirementSentences").
 */
export interface RequirementSentences {
  visaFreeOtherPurpose: string;
  visaFreeOtherPurposeDays: string;
  visaFreeTooLong: string;
  visaFree: string;
  visaFreeDays: string;
  visaOnArrival: string;
  eta: string;
  eVisa: string;
  visaRequired: string;
  noAdmission: string;
  /** The purpose's word inside visaFreeOtherPurpose ("a business trip"). */
  purposes: Record<VisaPurpose, string>;
}

export const ENGLISH_REQUIREMENT_SENTENCES: RequirementSentences = {
  visaFreeOtherPurpose:
    'Visa free. Travellers with a passport from {{origin}} can visit {{destination}} without a visa; a {{purpose}} trip needs a visa.',
  visaFreeOtherPurposeDays:
    'Visa free for {{days}} days. Travellers with a passport from {{origin}} can visit {{destination}} without a visa for up to {{days}} days; a {{purpose}} trip needs a visa.',
  visaFreeTooLong:
    'Visa free for {{days}} days, but your trip is {{trip}} days long: apply for a visa to stay longer in {{destination}}.',
  visaFree: 'Visa free. Travellers with a passport from {{origin}} can visit {{destination}} without a visa.',
  visaFreeDays:
    'Visa free for {{days}} days. Travellers with a passport from {{origin}} can visit {{destination}} without a visa for up to {{days}} days.',
  visaOnArrival:
    'Visa on arrival. Travellers with a passport from {{origin}} can get a visa on arrival in {{destination}}, or apply ahead to skip the queue.',
  eta: 'Electronic travel authorisation (ETA) needed. Apply online before you travel to {{destination}}.',
  eVisa: 'E-visa needed. Travellers with a passport from {{origin}} apply online before travelling to {{destination}}.',
  visaRequired:
    'Visa required. Travellers with a passport from {{origin}} need a visa before travelling to {{destination}}.',
  noAdmission:
    'Entry not possible. {{destination}} does not currently admit travellers with a passport from {{origin}}.',
  purposes: {
    tourist: 'tourist',
    business: 'business',
    family: 'family',
    student: 'student',
    transit: 'transit',
  },
};

/** English country names that take "the" inside a sentence ("travelling to the United States"). */
const NAMES_WITH_THE = new Set(
  [
    'Bahamas',
    'Central African Republic',
    'Comoros',
    'Czech Republic',
    'Democratic Republic of the Congo',
    'Dominican Republic',
    'Gambia',
    'Marshall Islands',
    'Maldives',
    'Netherlands',
    'Philippines',
    'Republic of the Congo',
    'Seychelles',
    'Solomon Islands',
    'United Arab Emirates',
    'United Kingdom',
    'United States',
    'Vatican City',
  ].map((name) => name.toLowerCase()),
);

/** A country's name as it reads inside an English sentence: "the United States", "France". */
export function countryInSentence(name: string): string {
  return NAMES_WITH_THE.has(name.toLowerCase()) ? `the ${name}` : name;
}

/** Fills a template's {{names}}; a value that starts a sentence starts with a capital ("The United States does…"). */
function fillSentences(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_match, name: string, offset: number) => {
    const value = values[name] ?? '';
    const startsSentence = offset === 0 || /[.!?]\s$/.test(template.slice(0, offset));
    return startsSentence ? value.charAt(0).toUpperCase() + value.slice(1) : value;
  });
}

/** The requirement answer in words, and whether visa options should be offered for the purpose. */
export function describeRequirement(
  rule: RequirementRule,
  origin: { name: string },
  destination: { name: string },
  trip?: number,
  purpose: VisaPurpose = 'tourist',
  sentences: RequirementSentences = ENGLISH_REQUIREMENT_SENTENCES,
): { requirement: RequirementAnswer; offerOptions: boolean } {
  const values: Record<string, string> = {
    origin: countryInSentence(origin.name),
    destination: countryInSentence(destination.name),
    days: String(rule.days ?? ''),
    trip: String(trip ?? ''),
    purpose: sentences.purposes[purpose],
  };
  const answer = (template: string, offerOptions: boolean) => ({
    requirement: {
      category: rule.category,
      ...(rule.days ? { days: rule.days } : {}),
      summary: fillSentences(template, values),
      asOf: rule.verifiedAt ?? REQUIREMENTS_AS_OF,
      source: rule.source ?? PASSPORT_INDEX_SOURCE,
      verifiedAt: rule.verifiedAt ?? REQUIREMENTS_AS_OF,
      ...(rule.note ? { note: rule.note } : {}),
    },
    offerOptions,
  });
  switch (rule.category) {
    case 'visa-free': {
      if (!VISA_FREE_PURPOSES.has(purpose)) {
        return answer(rule.days ? sentences.visaFreeOtherPurposeDays : sentences.visaFreeOtherPurpose, true);
      }
      if (rule.days && trip && trip > rule.days) return answer(sentences.visaFreeTooLong, true);
      return answer(rule.days ? sentences.visaFreeDays : sentences.visaFree, false);
    }
    case 'visa-on-arrival':
      return answer(sentences.visaOnArrival, true);
    case 'eta':
      return answer(sentences.eta, true);
    case 'e-visa':
      return answer(sentences.eVisa, true);
    case 'visa-required':
      return answer(sentences.visaRequired, true);
    case 'no-admission':
      return answer(sentences.noAdmission, false);
  }
}

/** A search or hand-off whose destination is its origin. */
export const SAME_COUNTRY_MESSAGE = 'Choose a destination other than the country you are starting from';
