import { describe, expect, it } from 'vitest';
import { transactionView } from './transaction-view';

describe('transactionView', () => {
  it('shows credits green with +', () => {
    expect(transactionView({ type: 'credit', amount: 500, direction: 'credit' })).toEqual({
      label: 'Credit',
      tone: 'success',
      icon: 'plus',
      amount: '+₹500.00',
    });
  });

  it('shows debits red with -', () => {
    expect(transactionView({ type: 'debit', amount: 120.5, direction: 'debit' })).toEqual({
      label: 'Debit',
      tone: 'danger',
      icon: 'minus',
      amount: '-₹120.50',
    });
  });

  it('shows referral rewards yellow and other types blue, both adding to the balance', () => {
    expect(transactionView({ type: 'referral', amount: 100, direction: 'credit' })).toMatchObject({
      label: 'Referral',
      tone: 'highlight',
      amount: '+₹100.00',
    });
    expect(transactionView({ type: 'other', amount: 1234567.8, direction: 'credit' })).toMatchObject({
      label: 'Other',
      tone: 'info',
      amount: '+₹12,34,567.80',
    });
  });
});
