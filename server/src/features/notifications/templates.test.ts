import { describe, expect, it } from 'vitest';
import { renderMessage } from './deliver';
import { KINDS, type NotificationData, type NotificationKind } from './kinds';

/** Sample data for every kind: each template must render, in every channel, without gaps. */
const SAMPLES: { [K in NotificationKind]: NotificationData[K] } = {
  'application-status': { ref: 'HV-2026-123456', country: 'Japan', status: 'Approved', note: 'Visa attached.' },
  'documents-requested': {
    ref: 'HV-2026-123456',
    country: 'Japan',
    items: [{ label: 'Bank statement', note: 'Last 6 months' }, { label: 'Photo' }],
  },
  'payment-receipt': {
    ref: 'HV-2026-123456',
    amountPaise: 559_900,
    invoiceUrl: '/api/invoices/1.pdf',
    paymentId: 'payment-1',
    breakdown: {
      governmentFeePaise: 400_000,
      serviceFeePaise: 135_500,
      gstPaise: 24_400,
      walletPaise: 50_000,
      providerPaise: 509_900,
    },
  },
  refund: { ref: 'HV-2026-123456', amountPaise: 118_000, destination: 'wallet' },
  'payment-failed': { ref: 'HV-2026-123456', walletPaise: 150_000 },
  'wallet-credit': { amountPaise: 10_000, remarks: 'Cashback', balancePaise: 25_000 },
  'wallet-debit': { amountPaise: 5_000, remarks: null, balancePaise: 20_000 },
  'referral-reward': { amountPaise: 10_000, refereeName: 'Ravi' },
  'new-device': { device: 'Chrome on Windows', ip: '203.0.113.7' },
  'password-changed': {},
  'email-changed': { newEmail: 'asha.new@example.com' },
  'mobile-changed': {},
  'two-factor-changed': { enabled: false },
  'mobile-login-locked': {},
  'contact-reply': { subject: 'Visa Application Assistance', reply: 'Your documents look complete.' },
  'data-export-ready': {
    url: '/api/account/privacy/export/abc',
    expiresAt: '2026-12-24T10:00:00Z',
  },
  'account-deleted': { keptPayments: true },
  'retention-notice': { ref: 'HV-2026-123456', country: 'Japan', deleteOn: '2026-12-24', draft: false },
  'on-time-compensation': {
    ref: 'HV-2026-123456',
    country: 'Japan',
    promisedBy: '2026-12-24',
    providerPaise: 100_000,
    walletPaise: 18_000,
  },
  'review-invitation': { ref: 'HV-2026-123456', country: 'Japan' },
  'catalogue-change': { country: 'Thailand', summary: 'Visa-free stays are now 30 days.' },
  'saved-trip-change': { name: 'Goa to Bangkok', country: 'Thailand' },
  'data-breach': {
    ref: 'BR-2026-123456',
    description: 'A misconfigured backup exposed uploaded documents.',
    descriptionHi: 'एक गलत तरीके से सेट बैकअप से अपलोड किए गए दस्तावेज़ खुले रह गए।',
    discoveredAt: '2026-11-20T08:00:00.000Z',
    occurredAt: '2026-11-19T22:00:00.000Z',
    location: 'File storage backup bucket',
    categories: ['passport', 'documents'],
    impact: 'Your passport details could be used to impersonate you.',
    measures: 'The bucket was closed and keys rotated.',
    contact: { name: 'Grievance Officer', email: 'grievance@hellovisa.example' },
  },
};

const brand = { productName: 'HelloVisa', publicUrl: 'https://hellovisa.example' };

function row(kind: NotificationKind, channel: 'email' | 'sms') {
  return {
    id: 'message-1',
    seq: 1,
    dedupeKey: `sample:${kind}:${channel}`,
    channel,
    to: channel === 'email' ? 'asha@example.com' : '+919812345678',
    purpose: kind,
    template: 'notification',
    data: { kind, data: SAMPLES[kind] },
    userId: 'user-1',
    status: 'queued' as const,
    attempts: 1,
    lastError: null,
    sendAfter: null,
    createdAt: new Date(),
    firstAttemptAt: new Date(),
    sentAt: null,
    providerMessageId: null,
    deliveryStatus: null,
    deliveryStatusAt: null,
  };
}

describe('every notification kind renders', () => {
  for (const kind of Object.keys(KINDS) as NotificationKind[]) {
    it(`${kind}: e-mail (HTML and text) and SMS`, async () => {
      const email = await renderMessage(row(kind, 'email'), brand);
      expect(email.subject?.length).toBeGreaterThan(5);
      expect(email.html).toContain('HelloVisa');
      expect(email.html).toMatch(/^<!DOCTYPE html/i);
      expect(email.link).toMatch(/^https:\/\/hellovisa\.example\//);
      const sms = await renderMessage(row(kind, 'sms'), brand);
      expect(sms.text.startsWith('HelloVisa: ')).toBe(true);
      for (const text of [email.subject, email.text, email.html, sms.text]) {
        expect(text).not.toMatch(/undefined|null|\[object Object\]|NaN/);
      }
    });
  }
});
