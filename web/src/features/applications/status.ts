import type { TagIcon, Tone } from '@web/components/ui/status-tag';
import type { TFunction } from 'i18next';

interface StatusView {
  label: string;
  tone: Tone;
  icon: TagIcon;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The states of an application made on this site that are still under way (shown as pending, a partner's own words neutral: docs/product/my-account.md#visa-history). */
const UNDER_WAY = new Set(['submitted', 'in review', 'documents requested', 'with the embassy']);

/** How an outcome looks in both lists (docs/product/my-account.md#visa-history): done green check, pending orange clock, rejected red cross. */
const LOOKS: Record<'done' | 'pending' | 'rejected', Pick<StatusView, 'tone' | 'icon'>> = {
  done: { tone: 'success', icon: 'check' },
  pending: { tone: 'warning', icon: 'clock' },
  rejected: { tone: 'danger', icon: 'cross' },
};

function outcomeOf(word: string, doneWord: string, underWay: boolean): keyof typeof LOOKS | undefined {
  if (word === doneWord) return 'done';
  if (word === 'rejected') return 'rejected';
  if (word === 'pending' || underWay) return 'pending';
  return undefined;
}

/**
 * One table, two projections: the lists differ only in the word that means "done" (visa history says
 * 'approved', saved applications 'completed'), the tone of any other word and the label of a missing status.
 */
function statusView(text: string, doneWord: string, otherTone: Tone, underWay = false): StatusView {
  const outcome = outcomeOf(text.toLowerCase(), doneWord, underWay);
  return { label: capitalise(text), ...(outcome ? LOOKS[outcome] : { tone: otherTone, icon: 'dot' }) };
}

/** Visa history (docs/product/my-account.md#visa-history): approved green check, pending orange clock, rejected red cross, others neutral, missing 'N/A'. */
export function visaStatusView(status: string | null | undefined, madeHere = false): StatusView {
  const text = status?.trim() ?? '';
  if (!text) return { label: 'N/A', tone: 'neutral', icon: 'dot' };
  return statusView(text, 'approved', 'neutral', madeHere && UNDER_WAY.has(text.toLowerCase()));
}

/** Saved applications (docs/product/my-account.md#saved-applications): completed green, pending orange, rejected red, others blue; missing shows 'Pending'. */
export function savedStatusView(status: string | null | undefined): StatusView {
  return statusView(status?.trim() || 'Pending', 'completed', 'info');
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

/** A saved application without a type is a visa application. */
export const savedTypeLabel = (type: string | null | undefined) => type?.trim() || 'Visa';
