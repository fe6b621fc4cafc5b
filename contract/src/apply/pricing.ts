/** Price arithmetic of an application, in integer paise (no zod: the web app imports it cheaply). */

/** GST on the service fee only, 18%, rounded half up to the paisa. */
export const GST_PERCENT = 18;

export function gstOn(serviceFeePaise: number): number {
  return Math.floor((serviceFeePaise * GST_PERCENT + 50) / 100);
}

export interface FeeSplitPaise {
  governmentFeePaise: number;
  serviceFeePaise: number;
}

export interface PricePaise {
  governmentFee: number;
  serviceFee: number;
  gst: number;
  total: number;
}

/** One traveller's price: government fee + service fee + GST on the service fee. */
export function pricePerTraveller(split: FeeSplitPaise): PricePaise {
  const gst = gstOn(split.serviceFeePaise);
  return {
    governmentFee: split.governmentFeePaise,
    serviceFee: split.serviceFeePaise,
    gst,
    total: split.governmentFeePaise + split.serviceFeePaise + gst,
  };
}

/** Every line multiplied by the number of travellers (GST is worked out per traveller, then multiplied). */
export function priceFor(split: FeeSplitPaise, travellers: number): PricePaise {
  const one = pricePerTraveller(split);
  return {
    governmentFee: one.governmentFee * travellers,
    serviceFee: one.serviceFee * travellers,
    gst: one.gst * travellers,
    total: one.total * travellers,
  };
}

/**
 * Splits a card total into the government fee and a service fee of whole rupees so that
 * government + service + GST(service) is exactly the total. Used when no split is recorded.
 */
export function splitTotal(totalPaise: number, serviceFeePaise: number): FeeSplitPaise {
  const governmentFeePaise = totalPaise - serviceFeePaise - gstOn(serviceFeePaise);
  if (governmentFeePaise < 0) throw new Error('service fee larger than the total');
  return { governmentFeePaise, serviceFeePaise };
}
