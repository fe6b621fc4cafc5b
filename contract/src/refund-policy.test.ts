import { describe, expect, it } from 'vitest';
import {
  entitledAt,
  REFUND_POLICY,
  REFUND_STAGES,
  type RefundStage,
  refundSummary,
  splitParts,
  stillOwed,
  totalOf,
} from './refund-policy';

/** The example: a ₹2,319 government fee, a ₹1,000 service fee and its ₹180 GST. */
const FEES = { governmentFee: 2_319_00, serviceFee: 1_000_00, gst: 180_00 };

const EXPECTED: Record<RefundStage, { governmentFee: number; serviceFee: number; gst: number }> = {
  draft: FEES,
  submitted: FEES,
  in_review: FEES,
  documents_requested: FEES,
  with_embassy: { governmentFee: 0, serviceFee: 0, gst: 0 },
  approved: { governmentFee: 0, serviceFee: 0, gst: 0 },
  rejected: { governmentFee: 0, serviceFee: 1_000_00, gst: 180_00 },
  cancelled_by_traveller: FEES,
  cancelled_by_us: FEES,
};

describe('the refund policy table', () => {
  it('has a row for every stage and no other', () => {
    expect(Object.keys(REFUND_POLICY).sort()).toEqual([...REFUND_STAGES].sort());
  });

  for (const stage of REFUND_STAGES) {
    it(`${stage}: gives back ${JSON.stringify(EXPECTED[stage])} paise per fee part`, () => {
      expect(entitledAt(stage, FEES)).toEqual(EXPECTED[stage]);
    });
  }

  it('summarises the review step: ₹3,499 before lodging, ₹1,180 after', () => {
    expect(refundSummary(FEES)).toEqual({ beforeLodgingPaise: 3_499_00, afterLodgingPaise: 1_180_00 });
  });

  it('owes per part what the stage gives less what was given back, never below nothing', () => {
    const given = { governmentFee: 0, serviceFee: 1_000_00, gst: 200_00 };
    expect(stillOwed(entitledAt('cancelled_by_us', FEES), given)).toEqual({
      governmentFee: 2_319_00,
      serviceFee: 0,
      gst: 0,
    });
  });

  it('splits parts at an amount in the table order, the two halves adding up', () => {
    const [first, rest] = splitParts(FEES, 2_500_00);
    expect(first).toEqual({ governmentFee: 2_319_00, serviceFee: 181_00, gst: 0 });
    expect(rest).toEqual({ governmentFee: 0, serviceFee: 819_00, gst: 180_00 });
    expect(totalOf(first) + totalOf(rest)).toBe(totalOf(FEES));
    expect(splitParts(FEES, -5)[0]).toEqual({ governmentFee: 0, serviceFee: 0, gst: 0 });
  });
});
