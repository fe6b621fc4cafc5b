import type { ApplicationStatus } from '@contract/apply/applications';
import type { VisaPurpose } from '@contract/catalogue-rules';
import { checkProcessingTime, formatTripDate, formatTripDates, type ProcessingCheck } from '@contract/processing-time';
import { useTranslation } from 'react-i18next';
import { useLang } from '../i18n/use-lang';
import { countryName } from './trip';

/** Catalogue keys of the visa types ("Tourist Visa"), for the screens that name a purpose's visa. */
export const VISA_TYPE_KEYS: Record<VisaPurpose, string> = {
  tourist: 'visaTypes.tourist',
  business: 'visaTypes.business',
  family: 'visaTypes.family',
  student: 'visaTypes.student',
  transit: 'visaTypes.transit',
};

/** Catalogue keys of the application statuses: the server's English labels, in the page's language. */
export const STATUS_KEYS: Record<ApplicationStatus, string> = {
  draft: 'applicationStatus.draft',
  submitted: 'applicationStatus.submitted',
  in_review: 'applicationStatus.in_review',
  documents_requested: 'applicationStatus.documents_requested',
  with_embassy: 'applicationStatus.with_embassy',
  approved: 'applicationStatus.approved',
  rejected: 'applicationStatus.rejected',
  cancelled: 'applicationStatus.cancelled',
};

/** A catalogue phrase ("Up to 90 days") inside a sentence: "up to 90 days"; an acronym ("ETA …") keeps its case. */
export function midSentence(phrase: string): string {
  if (/^\p{Lu}{2}/u.test(phrase)) return phrase;
  return phrase.charAt(0).toLowerCase() + phrase.slice(1);
}

let hindiRegionNames: Intl.DisplayNames | undefined;

/**
 * A country's name for an ISO code in the page's language: on English pages the name the server gave (`english`)
 * or Intl's English name; on Hindi pages Intl's Hindi name.
 */
export function useCountryName(): (code: string, english?: string) => string {
  const lang = useLang();
  return (code, english) => {
    if (lang === 'en') return english ?? countryName(code);
    try {
      hindiRegionNames ??= new Intl.DisplayNames(['hi'], { type: 'region' });
      return hindiRegionNames.of(code.toUpperCase()) ?? code;
    } catch {
      return code;
    }
  };
}

let codesByEnglishName: Map<string, string> | undefined;

/** The ISO code of an English country name, from the browser's own region names (every two-letter code). */
function codeOfEnglishName(name: string): string | undefined {
  if (!codesByEnglishName) {
    codesByEnglishName = new Map();
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    for (const first of letters) {
      for (const second of letters) {
        const code = first + second;
        const english = countryName(code);
        if (english !== code) codesByEnglishName.set(english.toLowerCase(), code);
      }
    }
  }
  return codesByEnglishName.get(name.trim().toLowerCase());
}

/**
 * A country stored by its English name (visa-history rows, which the booking site may also write), in the
 * page's language; a name the browser does not know stays as stored.
 */
export function useStoredCountryName(): (english: string) => string {
  const lang = useLang();
  const localName = useCountryName();
  return (english) => {
    if (lang === 'en') return english;
    const code = codeOfEnglishName(english);
    return code ? localName(code, english) : english;
  };
}

/** "5 Dec" / "5 Dec 2027" on English pages (docs/product/site.md#formats); Intl's hi-IN short date on Hindi pages. */
export function useTripDate(): (iso: string, withYear?: boolean) => string {
  const lang = useLang();
  return (iso, withYear = false) => {
    if (lang === 'en') return formatTripDate(iso, withYear);
    const date = new Date(`${iso}T00:00:00Z`);
    if (Number.isNaN(date.getTime())) return iso;
    const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', timeZone: 'UTC' };
    if (withYear) options.year = 'numeric';
    return new Intl.DateTimeFormat('hi-IN', options).format(date);
  };
}

/** "5–15 Dec" on English pages (the contract's form); both dates in full on Hindi pages. */
export function useTripDates(): (start: string, end?: string | null) => string {
  const lang = useLang();
  const tripDate = useTripDate();
  return (start, end) => {
    if (lang === 'en') return formatTripDates(start, end);
    return end ? `${tripDate(start)} – ${tripDate(end)}` : tripDate(start);
  };
}

type Translate = (key: string, values: Record<string, string | number>) => string;
type TripDate = (iso: string, withYear?: boolean) => string;

/** The processing-time sentences of the contract (processing-time.ts) through the catalogue. */
export function processingSentences(t: Translate, tripDate: TripDate) {
  return {
    /** When to apply by for a trip, or that the trip is too soon and its earliest realistic start. */
    forTrip(check: ProcessingCheck): string {
      const values = { count: check.processingDays, start: tripDate(check.start) };
      return check.late
        ? t('processing.late', { ...values, earliest: tripDate(check.earliestStart, true) })
        : t('processing.inTime', { ...values, applyBy: tripDate(check.applyBy, true) });
    },
    /** Without a start date: the earliest realistic start when applying today. */
    applyingToday(today: string, processingDays: number): string {
      const { earliestStart } = checkProcessingTime(today, today, processingDays);
      return t('processing.earliest', { count: processingDays, earliest: tripDate(earliestStart, true) });
    },
  };
}

/** The processing-time sentences in the page's language. */
export function useProcessingText() {
  const { t } = useTranslation();
  return processingSentences(t, useTripDate());
}
