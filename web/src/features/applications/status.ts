import type { TagIcon, Tone } from '../../components/ui/status-tag';

export interface StatusView {
  label: string;
  tone: Tone;
  icon: TagIcon;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Visa history (SPEC 4.4): approved green check, pending orange clock, rejected red cross, others neutral, missing 'N/A'. */
export function visaStatusView(status: string | null | undefined): StatusView {
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
      return { label, tone: 'neutral', icon: 'dot' };
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

/** A saved application without a type is a visa application (SPEC 2.9). */
export const savedTypeLabel = (type: string | null | undefined) => type?.trim() || 'Visa';
