import { describe, expect, it } from 'vitest';
import { formatCataloguePrice, formatRupees, paiseToRupees, rupeesToPaise } from './money';

describe('paise and rupees', () => {
  it('converts both ways without losing a paisa', () => {
    expect(paiseToRupees(123456)).toBe(1234.56);
    expect(rupeesToPaise(1234.56)).toBe(123456);
    expect(rupeesToPaise(0.29)).toBe(29); // 0.29 * 100 is 28.999999999999996
    expect(rupeesToPaise(paiseToRupees(99_999_99))).toBe(99_999_99);
  });

  it('rounds a fraction of a paisa to the nearest paisa', () => {
    expect(rupeesToPaise(10.004)).toBe(1000);
    expect(rupeesToPaise(10.006)).toBe(1001);
    expect(paiseToRupees(1000.6)).toBe(10.01);
  });

  it('keeps the sign of negative amounts', () => {
    expect(paiseToRupees(-24950)).toBe(-249.5);
    expect(rupeesToPaise(-249.5)).toBe(-24950);
  });
});

describe('formatRupees: an amount to the paisa', () => {
  it('shows two decimals and Indian digit grouping', () => {
    expect(formatRupees(0)).toBe('₹0.00');
    expect(formatRupees(1234.5)).toBe('₹1,234.50');
    expect(formatRupees(100000)).toBe('₹1,00,000.00');
    expect(formatRupees(12345678.9)).toBe('₹1,23,45,678.90');
  });

  it('rounds to the paisa and treats a non-number as zero', () => {
    expect(formatRupees(10.004)).toBe('₹10.00');
    expect(formatRupees(10.006)).toBe('₹10.01');
    expect(formatRupees(Number.NaN)).toBe('₹0.00');
    expect(formatRupees(Number.POSITIVE_INFINITY)).toBe('₹0.00');
  });

  it('puts the minus sign before the rupee sign', () => {
    expect(formatRupees(-249.5)).toBe('-₹249.50');
    expect(formatRupees(-100000)).toBe('-₹1,00,000.00');
  });

  it('writes Hindi pages with the same Latin digits and grouping', () => {
    expect(formatRupees(100000.5, 'hi')).toBe('₹1,00,000.50');
    expect(formatRupees(-5, 'hi')).toBe('-₹5.00');
  });
});

describe('formatCataloguePrice: a price tag', () => {
  it('shows whole rupees without paise', () => {
    expect(formatCataloguePrice(3499)).toBe('₹3,499');
    expect(formatCataloguePrice(100000)).toBe('₹1,00,000');
    expect(formatCataloguePrice(3499, 'hi')).toBe('₹3,499');
  });

  it('shows paise, two digits, only when there are some', () => {
    expect(formatCataloguePrice(3624.82)).toBe('₹3,624.82');
    expect(formatCataloguePrice(3624.5)).toBe('₹3,624.50');
    expect(formatCataloguePrice(3624.999)).toBe('₹3,625');
    expect(formatCataloguePrice(Number.NaN)).toBe('₹0.00');
  });
});
