/** Runtime settings served by the server as /app-config.js; defaults apply during prerendering. */
export interface PublicConfig {
  productName: string;
  supportEmail: string;
  visaBookingUrl: string;
  mainSiteUrl: string;
  flightBookingUrl: string;
  trackingUrl: string;
  trackingHosts: string[];
  googleClientId: string | null;
}

const defaults: PublicConfig = {
  productName: __PRODUCT_NAME__,
  supportEmail: 'support@hellovisa.example',
  visaBookingUrl: 'https://visa.hellovisa.example/',
  mainSiteUrl: 'https://hellovisa.example/',
  flightBookingUrl: 'https://flights.hellovisa.example/',
  trackingUrl: 'https://visa.hellovisa.example/track',
  trackingHosts: ['visa.hellovisa.example'],
  googleClientId: null,
};

export function publicConfig(): PublicConfig {
  const runtime = typeof window === 'undefined' ? undefined : window.__APP_CONFIG__;
  return { ...defaults, ...runtime };
}

export const PRODUCT_NAME = __PRODUCT_NAME__;
