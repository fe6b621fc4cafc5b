import {
  CreditNoteParamsSchema,
  PaymentParamsSchema,
  PaymentViewSchema,
  RazorpayVerifySchema,
  RefParamsSchema,
  SubmitApplicationSchema,
  SubmitResponseSchema,
  TestPaymentOutcomeSchema,
} from '@contract/apply/applications';
import { OkSchema } from '@contract/errors';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentAuth, requireAuth } from '../identity';
import { consentChannel } from '../privacy';
import { tripCheckerFor } from '../trip-check';
import * as payments from './checkout';
import { invoicePath } from './invoice';
import { creditNoteFile, invoiceFile } from './tax-files';

export default async function paymentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const trips = tripCheckerFor(app.database, app.config.tripCheck.staleMonths);
  const deps = () => ({ db: app.database.db, config: app.config, trips });

  app.post(
    '/applications/:ref/submit',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['apply'],
        summary: 'Submit and pay: wallet credits first, the rest through the payment provider',
        description:
          '422 lists the missing required documents, asks for the processing and embassy-sharing consents (consents), or names the earliest realistic start of a trip that starts before the visa can be ready (unless confirmLate is true). Submitting again answers the same payment.',
        params: RefParamsSchema,
        body: SubmitApplicationSchema,
        response: { 200: SubmitResponseSchema },
      },
    },
    async (request) =>
      payments.submit(deps(), currentAuth(request).userId, request.params.ref, request.body, consentChannel(request)),
  );

  app.get(
    '/payments/:paymentId',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['payments'],
        summary: 'One of the caller’s payments (what the payment page shows)',
        params: PaymentParamsSchema,
        response: { 200: PaymentViewSchema },
      },
    },
    async (request) => payments.paymentView(deps(), currentAuth(request).userId, request.params.paymentId),
  );

  app.post(
    '/payments/test/:paymentId',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['payments'],
        summary: 'Built-in test provider: the payment succeeds or fails (refused in production unless TEST_PAYMENTS=1)',
        params: PaymentParamsSchema,
        body: TestPaymentOutcomeSchema,
        response: { 200: PaymentViewSchema },
      },
    },
    async (request) =>
      payments.testOutcome(deps(), currentAuth(request).userId, request.params.paymentId, request.body.outcome),
  );

  app.post(
    '/payments/razorpay/verify',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['payments'],
        summary: "Razorpay Checkout's result: completes the payment when its signature is valid",
        body: RazorpayVerifySchema,
        response: { 200: PaymentViewSchema },
      },
    },
    async (request) => payments.verifyRazorpay(deps(), currentAuth(request).userId, request.body),
  );

  const sendPdf = (reply: FastifyReply, file: { bytes: Uint8Array; filename: string }) =>
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(file.bytes));

  app.get(
    '/invoices/:paymentId',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['payments'],
        summary: 'The GST tax invoice (PDF) of a paid payment, in the traveller’s language',
        params: PaymentParamsSchema,
      },
    },
    async (request, reply) =>
      sendPdf(reply, await invoiceFile(deps(), currentAuth(request).userId, request.params.paymentId)),
  );

  app.get(
    '/payments/:paymentId/credit-notes/:creditNoteId',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['payments'],
        summary: 'A GST credit note (PDF) for a refund on the payment, in the traveller’s language',
        params: CreditNoteParamsSchema,
      },
    },
    async (request, reply) => {
      const { paymentId, creditNoteId } = request.params;
      return sendPdf(reply, await creditNoteFile(deps(), currentAuth(request).userId, paymentId, creditNoteId));
    },
  );

  // The invoice's first address, which sent e-mails and stored notifications still link to. It moved because
  // /api/payments/{paymentId}/invoice and /api/payments/test/{paymentId} could name the same URL.
  app.get(
    '/payments/:paymentId/invoice',
    { schema: { hide: true, params: PaymentParamsSchema } },
    async (request, reply) => reply.redirect(invoicePath(request.params.paymentId), 308),
  );

  // The webhook is signed over its exact bytes: this context keeps JSON bodies raw.
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    raw.withTypeProvider<ZodTypeProvider>().post(
      '/payments/razorpay/webhook',
      {
        schema: {
          tags: ['payments'],
          summary: 'Razorpay webhook (X-Razorpay-Signature: HMAC-SHA256 of the body with the webhook secret)',
          response: { 200: OkSchema },
        },
      },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['x-razorpay-signature'];
        const eventId = request.headers['x-razorpay-event-id'];
        return payments.razorpayWebhook(
          deps(),
          body,
          typeof signature === 'string' ? signature : undefined,
          typeof eventId === 'string' ? eventId : undefined,
        );
      },
    );
  });
}
