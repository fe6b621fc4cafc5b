// A typed client for the partner API, generated from the live OpenAPI document
// (swagger-typescript-api 13; any OpenAPI 3.1 client generator will do):
//
//   npx swagger-typescript-api@13.13.0 generate -p https://<this site>/api/openapi.json -n hellovisa-api.ts
//
// Every operation becomes a method named by its operationId, its body and answer typed from the schemas,
// so a change to the API that your code does not follow fails your type-check, not your booking.
import { Api, type Error as ApiError, type HttpResponse } from './hellovisa-api';

/** The partner operations, each call carrying the booking site's key (PARTNER_API_KEY). */
export function partnerApi(baseUrl: string, partnerKey: string) {
  return new Api({ baseUrl, securityWorker: () => ({ headers: { authorization: `Bearer ${partnerKey}` } }) }).api;
}

export type PartnerApi = ReturnType<typeof partnerApi>;

/** A booking made on the booking site: shown in the traveller's visa history, with a one-time credit. */
export async function recordBooking(
  api: PartnerApi,
  booking: { ref: string; email: string; country: string; visaType: string; creditRupees: number },
): Promise<{ status: string; balance: number }> {
  // Path parameters go into the address as they are: encode them.
  const { data } = await api.putPartnerApplicationsByRef(encodeURIComponent(booking.ref), {
    email: booking.email,
    country: booking.country,
    type: booking.visaType,
    status: 'pending',
  });
  // The same idempotencyKey never credits twice, however often this is retried.
  const credit = await api.postPartnerWalletTransactions({
    email: booking.email,
    type: 'credit',
    amount: booking.creditRupees,
    idempotencyKey: `booking-credit-${booking.ref}`,
  });
  return { status: data.application.status, balance: credit.data.balance };
}

/** A refused call throws its response: the status and the error envelope's code and message. */
export function refusal(thrown: unknown): string {
  const response = thrown as HttpResponse<unknown, ApiError>;
  return `${response.status} ${response.error.code}: ${response.error.error}`;
}
