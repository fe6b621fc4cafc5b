/**
 * Money as the product keeps and shows it. Amounts are stored and computed in integer paise; the API, the screens
 * and the messages speak rupees. No zod here: the web app's shell imports it.
 */
import { INTL_LOCALE, type Lang } from './lang';

/** 123456 → 1234.56 (a fractional paisa is rounded first). */
export const paiseToRupees = (paise: number) => Math.round(paise) / 100;
/** 1234.567 → 123457: rupees typed by a person or sent by a client, rounded to the nearest paisa. */
export const rupeesToPaise = (rupees: number) => Math.round(rupees * 100);

/**
 * One formatter per language and form, made on first use and kept: building an Intl formatter costs ~14 µs, and
 * making them when the module loads would load the locale's data before the web app's first paint.
 */
function keptPerLang(digits: number): (lang: Lang) => Intl.NumberFormat {
  const made: Partial<Record<Lang, Intl.NumberFormat>> = {};
  return (lang) =>
    (made[lang] ??= new Intl.NumberFormat(INTL_LOCALE[lang], {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }));
}

const toThePaisa = keptPerLang(2);
const wholeRupees = keptPerLang(0);

/**
 * An amount of money to the paisa, Indian digit grouping: balances, payments, refunds, invoices, messages.
 * 1234.5 → '₹1,234.50', 100000 → '₹1,00,000.00', -5 → '-₹5.00'; a value that is not a number shows as ₹0.00.
 */
export function formatRupees(rupees: number, lang: Lang = 'en'): string {
  return toThePaisa(lang).format(Number.isFinite(rupees) ? rupees : 0);
}

/**
 * A catalogue's fee or price, as a price tag: whole rupees without paise ('₹3,499'), paise only when there are
 * some ('₹3,624.50').
 */
export function formatCataloguePrice(rupees: number, lang: Lang = 'en'): string {
  if (!Number.isFinite(rupees)) return formatRupees(0, lang);
  return rupeesToPaise(rupees) % 100 === 0 ? wholeRupees(lang).format(rupees) : formatRupees(rupees, lang);
}
