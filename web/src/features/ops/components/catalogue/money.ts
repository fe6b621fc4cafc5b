import { paiseToRupees, rupeesToPaise } from '@contract/money';

/** Paise from the server → rupees in a field. */
export const rupees = (paise: number | null) => (paise == null ? '' : String(paiseToRupees(paise)));

/** "2,800.50" typed in rupees → whole paise; anything else is NaN, for the schema to name. */
export const paise = (value: string) => {
  const number = Number(value.replace(/,/g, ''));
  return value.trim() !== '' && Number.isFinite(number) ? rupeesToPaise(number) : Number.NaN;
};
