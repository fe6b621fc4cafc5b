/** The provider answered that it will not refund this payment (not an outage: trying again will not help). */
export class RefundRefused extends Error {}
