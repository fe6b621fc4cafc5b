import { useSyncExternalStore } from 'react';

/** Runtime settings served by the server as /app-config.js; defaults apply during prerendering. */
export interface PublicConfig {
  productName: string;
  supportEmail: string;
  /** The grievance officer the privacy policy names (server configuration GRIEVANCE_OFFICER_*). */
  grievanceOfficer: { name: string; role: string; email: string; address: string };
  /** An external booking site (docs/product/partner.md#hand-off), or null when applications are made here at /apply. */
  visaBookingUrl: string | null;
  /** Razorpay Checkout's key id when Razorpay takes payments. */
  razorpayKeyId: string | null;
  mainSiteUrl: string;
  flightBookingUrl: string;
  trackingUrl: string;
  trackingHosts: string[];
  googleClientId: string | null;
}

const defaults: PublicConfig = {
  productName: __PRODUCT_NAME__,
  supportEmail: 'support@hellovisa.example',
  grievanceOfficer: {
    name: 'Grievance Officer',
    role: 'Grievance Officer, HelloVisa Travel Services',
    email: 'grievance@hellovisa.example',
    address: 'HelloVisa Travel Services, 12 MG Road, Bengaluru 560001, Karnataka, India',
  },
  visaBookingUrl: null,
  razorpayKeyId: null,
  mainSiteUrl: 'https://hellovisa.example/',
  flightBookingUrl: 'https://flights.hellovisa.example/',
  trackingUrl: 'https://visa.hellovisa.example/track',
  trackingHosts: ['visa.hellovisa.example'],
  googleClientId: null,
};

let runtimeConfig: PublicConfig | undefined;

/** The runtime settings, for event handlers and effects. Components use usePublicConfig(). */
export function publicConfig(): PublicConfig {
  if (typeof window === 'undefined') return defaults;
  runtimeConfig ??= { ...defaults, ...window.__APP_CONFIG__ };
  return runtimeConfig;
}

const neverChanges = () => () => {};

/**
 * The runtime settings in a component. While hydrating a prerendered page React reads the build
 * defaults (what the HTML was rendered with), then re-renders with the server's actual values.
 */
export function usePublicConfig(): PublicConfig {
  return useSyncExternalStore(neverChanges, publicConfig, () => defaults);
}

export const PRODUCT_NAME = __PRODUCT_NAME__;
