import { PURPOSE_LABELS, VISA_PURPOSES, type VisaPurpose } from '@contract/catalogue-rules';

let regionNames: Intl.DisplayNames | undefined;

/** An English country name for an ISO code, from the browser's own data. */
export function countryName(code: string): string {
  try {
    regionNames ??= new Intl.DisplayNames(['en'], { type: 'region' });
    return regionNames.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

const isPurpose = (value: string | null): value is VisaPurpose =>
  value !== null && (VISA_PURPOSES as readonly string[]).includes(value);

/**
 * "Log in to continue your United Kingdom tourist visa" when the login target is a search's hand-off
 * (/go/visa?to=GB&type=tourist…), else null.
 */
export function continueTripText(target: string | null): string | null {
  if (!target?.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(target, 'http://localhost');
  } catch {
    return null;
  }
  if (url.pathname !== '/go/visa' && url.pathname !== '/go-for-visa') return null;
  const to = url.searchParams.get('to');
  if (!to || !/^[A-Za-z]{2}$/.test(to)) return null;
  const type = url.searchParams.get('type');
  const visa = isPurpose(type) ? `${PURPOSE_LABELS[type].toLowerCase()} visa` : 'visa';
  return `Log in to continue your ${countryName(to)} ${visa}`;
}
