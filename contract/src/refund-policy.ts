/**
 * The refund policy (docs/refunds.md): one table of what comes back of each fee part at each stage. The server's
 * refunds, the application page, the review step and /refund-policy all read it. No zod: the web's pages import it.
 */

import { APPLICATION_STATUSES } from './apply/statuses';

export const FEE_PARTS = ['governmentFee', 'serviceFee', 'gst'] as const;
export type FeePart = (typeof FEE_PARTS)[number];
/** An amount per fee part, in paise. */
export type FeeParts = Record<FeePart, number>;

/**
 * The stages of the policy: the application's statuses, a cancelled application being "cancelled by the traveller"
 * or "cancelled by us" by who cancelled it.
 */
type UncancelledStatus = Exclude<(typeof APPLICATION_STATUSES)[number], 'cancelled'>;
export const REFUND_STAGES = [
  ...APPLICATION_STATUSES.filter((status): status is UncancelledStatus => status !== 'cancelled'),
  'cancelled_by_traveller',
  'cancelled_by_us',
] as const;
export type RefundStage = (typeof REFUND_STAGES)[number];

/** Whether each fee part comes back (in full) or not at all: the fees are never split further. */
export type RefundRule = Record<FeePart, boolean>;

const EVERYTHING: RefundRule = { governmentFee: true, serviceFee: true, gst: true };
const NOTHING: RefundRule = { governmentFee: false, serviceFee: false, gst: false };
/** The government fee is spent once lodged; our fee and its GST are what we can give back. */
const SERVICE_FEE_AND_GST: RefundRule = { governmentFee: false, serviceFee: true, gst: true };

/**
 * What an application ending at each stage gives back. A stage in progress says what cancelling it now would
 * give: everything until we lodge it with the embassy; once lodged nothing, until the embassy decides.
 * A traveller may cancel only before lodging, so a traveller's cancellation gives everything back.
 */
export const REFUND_POLICY: Record<RefundStage, RefundRule> = {
  draft: EVERYTHING,
  submitted: EVERYTHING,
  in_review: EVERYTHING,
  documents_requested: EVERYTHING,
  with_embassy: NOTHING,
  approved: NOTHING,
  rejected: SERVICE_FEE_AND_GST,
  cancelled_by_traveller: EVERYTHING,
  cancelled_by_us: EVERYTHING,
};

export const NO_PAISE: FeeParts = { governmentFee: 0, serviceFee: 0, gst: 0 };

export const totalOf = (parts: FeeParts) => parts.governmentFee + parts.serviceFee + parts.gst;

/** What the policy gives back at a stage of an application with these fees. */
export function entitledAt(stage: RefundStage, fees: FeeParts): FeeParts {
  const rule = REFUND_POLICY[stage];
  return {
    governmentFee: rule.governmentFee ? fees.governmentFee : 0,
    serviceFee: rule.serviceFee ? fees.serviceFee : 0,
    gst: rule.gst ? fees.gst : 0,
  };
}

/** Per part, what is still owed: entitled less what was given back already (never below nothing). */
export function stillOwed(entitled: FeeParts, refunded: FeeParts): FeeParts {
  return {
    governmentFee: Math.max(0, entitled.governmentFee - refunded.governmentFee),
    serviceFee: Math.max(0, entitled.serviceFee - refunded.serviceFee),
    gst: Math.max(0, entitled.gst - refunded.gst),
  };
}

/**
 * Splits parts at an amount, part by part in the table's order: the first `amount` paise, and the rest. Used to
 * cap parts at what is left of a payment and to share one refund between the card and the wallet.
 */
export function splitParts(parts: FeeParts, amountPaise: number): [FeeParts, FeeParts] {
  const first = { ...NO_PAISE };
  let room = Math.max(0, amountPaise);
  for (const part of FEE_PARTS) {
    first[part] = Math.min(parts[part], room);
    room -= first[part];
  }
  return [
    first,
    {
      governmentFee: parts.governmentFee - first.governmentFee,
      serviceFee: parts.serviceFee - first.serviceFee,
      gst: parts.gst - first.gst,
    },
  ];
}

/**
 * The review step's one line: what cancelling gives back before we lodge the application, and after (the
 * government fee spent; our fee and GST back should the embassy refuse the visa).
 */
export function refundSummary(fees: FeeParts) {
  return {
    beforeLodgingPaise: totalOf(entitledAt('submitted', fees)),
    afterLodgingPaise: totalOf(entitledAt('rejected', fees)),
  };
}
