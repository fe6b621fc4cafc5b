import { describe, expect, it } from 'vitest';
import {
  formatCataloguePrice,
  formatDate,
  formatDateTime,
  formatRupees,
  formatShortDate,
  formatSignedRupees,
  orDash,
  setFormatLang,
} from './format';

describe('formatRupees', () => {
  it('shows rupees with 2 decimals and Indian digit grouping', () => {
    expect(formatRupees(0)).toBe('₹0.00');
    expect(formatRupees(100)).toBe('₹100.00');
    expect(formatRupees(1234.5)).toBe('₹1,234.50');
    expect(formatRupees(100000.5)).toBe('₹1,00,000.50');
  });

  it('rounds to paise and treats a non-number as zero', () => {
    expect(formatRupees(10.005)).toMatch(/^₹10\.0[01]$/);
    expect(formatRupees(Number.NaN)).toBe('₹0.00');
  });
});

describe('formatSignedRupees', () => {
  it('puts + on money in and - on money out', () => {
    expect(formatSignedRupees(100, 'credit')).toBe('+₹100.00');
    expect(formatSignedRupees(49.5, 'debit')).toBe('-₹49.50');
    expect(formatSignedRupees(-49.5, 'debit')).toBe('-₹49.50');
  });
});

describe('en-IN dates', () => {
  const instant = '2026-11-22T21:10:00.000Z';

  it('shows day, short month and year', () => {
    expect(formatDate(instant, 'Asia/Kolkata')).toBe('23 Nov 2026');
    expect(formatDate(instant, 'UTC')).toBe('22 Nov 2026');
  });

  it('adds hour and minute for wallet and device times', () => {
    expect(formatDateTime(instant, 'Asia/Kolkata')).toMatch(/^23 Nov 2026, 02:40 am$/i);
    expect(formatDateTime(instant, 'UTC')).toMatch(/^22 Nov 2026, 09:10 pm$/i);
  });

  it('shows a dash for an unreadable date', () => {
    expect(formatDate('not a date')).toBe('-');
    expect(formatDateTime('')).toBe('-');
  });
});

describe('catalogue prices', () => {
  it('show whole rupees as a price tag, paise only when there are some', () => {
    expect(formatCataloguePrice(3499)).toBe('₹3,499');
    expect(formatCataloguePrice(3624.5)).toBe('₹3,624.50');
  });
});

describe('the page language', () => {
  it('formats in Hindi once the i18n setup says the page is Hindi', () => {
    setFormatLang('hi');
    try {
      expect(formatShortDate('2027-12-05', true)).toBe('5 दिस॰ 2027');
      expect(formatRupees(100000)).toBe('₹1,00,000.00');
    } finally {
      setFormatLang('en');
    }
    expect(formatShortDate('2027-12-05', true)).toBe('5 Dec 2027');
  });
});

describe('orDash', () => {
  it('keeps text and replaces empty values with a dash', () => {
    expect(orDash('Paid by card')).toBe('Paid by card');
    expect(orDash('')).toBe('-');
    expect(orDash('   ')).toBe('-');
    expect(orDash(null)).toBe('-');
    expect(orDash(undefined)).toBe('-');
  });
});
