import { z } from 'zod';

export type FrameDecision =
  | { allowed: true; url: string }
  | { allowed: false; reason: 'invalid' | 'not-https' | 'not-partner'; url: string };

/**
 * Only https pages on the configured partner hosts are framed: anything else arriving through
 * navigation state could be used to show a look-alike page inside our site.
 */
export function decideFrame(candidate: unknown, partnerHosts: readonly string[]): FrameDecision {
  const raw = typeof candidate === 'string' ? candidate.trim() : '';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { allowed: false, reason: 'invalid', url: raw };
  }
  if (url.protocol !== 'https:') return { allowed: false, reason: 'not-https', url: raw };
  const hosts = partnerHosts.map((host) => host.toLowerCase());
  if (url.username || url.password || !hosts.includes(url.host.toLowerCase())) {
    return { allowed: false, reason: 'not-partner', url: raw };
  }
  return { allowed: true, url: url.href };
}

export const REFERENCE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9/-]{3,39}$/;

/** The partner reference form (it never reaches our server); its messages are catalogue keys. */
export const ReferenceFormSchema = z.object({
  reference: z
    .string()
    .trim()
    .min(1, 'tracking.reference.required')
    .regex(REFERENCE_PATTERN, 'tracking.reference.invalid'),
});
export type ReferenceFormInput = z.input<typeof ReferenceFormSchema>;

/** The partner's tracking page for one application reference. */
export function trackingUrlFor(baseUrl: string, reference: string): string {
  const url = new URL(baseUrl);
  url.searchParams.set('ref', reference.trim().toUpperCase());
  return url.href;
}
