import { describe, expect, it } from 'vitest';
import { savedStatusView, savedTypeLabel, visaStatusView } from './status';

describe('visaStatusView', () => {
  it('colours the three known statuses whatever their case', () => {
    expect(visaStatusView('approved')).toEqual({ label: 'Approved', tone: 'success', icon: 'check' });
    expect(visaStatusView('PENDING')).toEqual({ label: 'PENDING', tone: 'warning', icon: 'clock' });
    expect(visaStatusView(' Rejected ')).toEqual({ label: 'Rejected', tone: 'danger', icon: 'cross' });
  });

  it('shows the states of an application still under way as pending, cancelled as neutral', () => {
    for (const label of ['Submitted', 'In review', 'Documents requested', 'With the embassy']) {
      expect(visaStatusView(label, true)).toEqual({ label, tone: 'warning', icon: 'clock' });
    }
    expect(visaStatusView('Cancelled', true)).toEqual({ label: 'Cancelled', tone: 'neutral', icon: 'dot' });
    expect(visaStatusView('In review')).toEqual({ label: 'In review', tone: 'neutral', icon: 'dot' });
  });

  it('keeps any other status neutral and shows N/A when missing', () => {
    expect(visaStatusView('on hold')).toEqual({ label: 'On hold', tone: 'neutral', icon: 'dot' });
    expect(visaStatusView('')).toEqual({ label: 'N/A', tone: 'neutral', icon: 'dot' });
    expect(visaStatusView(null)).toEqual({ label: 'N/A', tone: 'neutral', icon: 'dot' });
    expect(visaStatusView(undefined).label).toBe('N/A');
  });
});

describe('savedStatusView', () => {
  it('colours completed, pending and rejected', () => {
    expect(savedStatusView('completed')).toEqual({ label: 'Completed', tone: 'success', icon: 'check' });
    expect(savedStatusView('pending')).toEqual({ label: 'Pending', tone: 'warning', icon: 'clock' });
    expect(savedStatusView('rejected')).toEqual({ label: 'Rejected', tone: 'danger', icon: 'cross' });
  });

  it('shows other statuses in blue and a missing one as Pending', () => {
    expect(savedStatusView('draft')).toEqual({ label: 'Draft', tone: 'info', icon: 'dot' });
    expect(savedStatusView(null)).toEqual({ label: 'Pending', tone: 'warning', icon: 'clock' });
    expect(savedStatusView('  ')).toEqual({ label: 'Pending', tone: 'warning', icon: 'clock' });
  });
});

describe('savedTypeLabel', () => {
  it('defaults to Visa', () => {
    expect(savedTypeLabel(null)).toBe('Visa');
    expect(savedTypeLabel('')).toBe('Visa');
    expect(savedTypeLabel('Tourist Visa')).toBe('Tourist Visa');
  });
});
