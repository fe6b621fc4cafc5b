import type { TagIcon, Tone } from '@web/components/ui/status-tag';
import type { TFunction } from 'i18next';

interface StatusView {
  label: string;
  tone: Tone;
  icon: TagIcon;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The states of an application made on this site that are still under way (DESIGN 8: shown as pending; a partner's own words stay neutral). */
const UNDER_WAY = new Set(['submitted', 'in review', 'documents requested', 'with the embassy']);

/** Visa history (SPEC 4.4): approved green check, pending orange clock, rejected red cross, others neutral, missing 'N/A'. */
export function visaStatusView(status: string | null | undefined, madeHere = false): StatusView {
  const text = status?.trim() ?? '';
  if (!text) return { label: 'N/A', tone: 'neutral', icon: 'dot' };
  const label = capitalise(text);
  switch (text.toLowerCase()) {
    case 'approved':
      return { label, tone: 'success', icon: 'check' };
    case 'pending':
      return { label, tone: 'warning', icon: 'clock' };
    case 'rejected':
      return { label, tone: 'danger', icon: 'cross' };
    default:
      return madeHere && UNDER_WAY.has(text.toLowerCase())
        ? { label, tone: 'warning', icon: 'clock' }
        : { label, tone: 'neutral', icon: 'dot' };
  }
}

/** Saved applications (SPEC 2.9): completed green, pending orange, rejected red, others blue; missing shows 'Pending'. */
export function savedStatusView(status: string | null | undefined): StatusView {
  const text = status?.trim() || 'Pending';
  const label = capitalise(text);
  switch (text.toLowerCase()) {
    case 'completed':
      return { label, tone: 'success', icon: 'check' };
    case 'pending':
      return { label, tone: 'warning', icon: 'clock' };
    case 'rejected':
      return { label, tone: 'danger', icon: 'cross' };
    default:
      return { label, tone: 'info', icon: 'dot' };
  }
}

/**
 * Catalogue keys of the labels we know, as this file writes them (a partner's own words show as they come, so an
 * English page shows every label exactly as before).
 */
const KNOWN_LABELS: Record<string, string> = {
  'N/A': 'applications.status.notAvailable',
  Approved: 'applications.status.approved',
  Pending: 'applications.status.pending',
  Rejected: 'applications.status.rejected',
  Completed: 'applications.status.completed',
  Submitted: 'applications.status.submitted',
  'In review': 'applications.status.inReview',
  'Documents requested': 'applications.status.documentsRequested',
  'With the embassy': 'applications.status.withEmbassy',
  Cancelled: 'applications.status.cancelled',
  Draft: 'applications.status.draft',
  Visa: 'applications.status.visa',
};

/** A status label (or the default type) in the page's language when it is one we know, else as it is. */
export function statusText(t: TFunction, label: string): string {
  const key = KNOWN_LABELS[label];
  return key ? t(key) : label;
}

/** A saved application without a type is a visa application (SPEC 2.9). */
export const savedTypeLabel = (type: string | null | undefined) => type?.trim() || 'Visa';
