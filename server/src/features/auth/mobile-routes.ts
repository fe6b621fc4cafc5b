import {
  LoginResultSchema,
  MobileBodySchema,
  ResendMobileOtpResultSchema,
  SendMobileOtpBodySchema,
  SuccessMessageSchema,
  VerifyMobileOtpBodySchema,
} from '@contract/auth';
import { UserResponseSchema } from '@contract/user';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentAuth, requireAuth, toPublicUser } from '../identity';
import { addMobile, loginWithMobile, resendMobileCode, sendMobileCode, verifyMobileCode } from './mobile-service';
import type { SignInFlow } from './routes';

/*
 * The fixed auth API (docs/product/accounts.md#the-auth-api; the web app calls it as it is): the URLs
 * /auth/session, /auth/me, /auth/login, /auth/register, /auth/google, /auth/logout, /send-otp,
 * /verify-otp, /otpMobile/{send,verify,resend}-otp-mobile, /auth/mobile-login, /auth/add-mobile,
 * /reset-password, /reset-password/confirm and /auth/verify-email (all under /api), their request
 * fields, and the answers it names: `user` on sign-in and session calls, `{ success, message }` from
 * sending and checking a mobile code, `{ type: 'success' }` from the resend, `error` on failure.
 * /auth/2fa/verify and /reset-password/check are ours.
 */

/** The auth flow's own cookies; both carry the session cookie's attributes on a narrower path. */
const tags = ['auth'];

/** Signing in and adding a number with a code by SMS. */
export function mobileRoutes(fastify: FastifyInstance, { deps, client, finishLogin }: SignInFlow) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/otpMobile/send-otp-mobile',
    {
      schema: {
        tags,
        summary: "SMS a code: type 'login' for a registered number (4 digits), else to verify a number (6 digits)",
        body: SendMobileOtpBodySchema,
        response: { 200: SuccessMessageSchema },
      },
    },
    async (request, reply) => {
      await sendMobileCode(deps, request.body, client(request, reply, true), request.auth?.userId);
      return { success: true as const, message: 'OTP sent to your mobile number.' };
    },
  );

  app.post(
    '/otpMobile/resend-otp-mobile',
    {
      schema: {
        tags,
        summary: 'Send a new code for the same flow (not sooner than 30 s after the previous one)',
        body: MobileBodySchema,
        response: { 200: ResendMobileOtpResultSchema },
      },
    },
    async (request, reply) => {
      await resendMobileCode(deps, request.body, client(request, reply, true), request.auth?.userId);
      return { type: 'success' as const, message: 'OTP resent to your mobile number.' };
    },
  );

  app.post(
    '/otpMobile/verify-otp-mobile',
    {
      schema: {
        tags,
        summary: 'Check a mobile code',
        body: VerifyMobileOtpBodySchema,
        response: { 200: SuccessMessageSchema },
      },
    },
    async (request, reply) => {
      await verifyMobileCode(deps, request.body, client(request, reply));
      return { success: true as const, message: 'OTP verified.' };
    },
  );

  app.post(
    '/auth/mobile-login',
    {
      schema: {
        tags,
        summary: 'Log in with a mobile number whose login code was just verified',
        body: MobileBodySchema,
        response: { 200: LoginResultSchema },
      },
    },
    async (request, reply) =>
      finishLogin(request, reply, await loginWithMobile(deps, request.body, client(request, reply))),
  );

  app.post(
    '/auth/add-mobile',
    {
      schema: {
        tags,
        summary: 'Add a verified mobile number to the signed-in account',
        body: MobileBodySchema,
        response: { 200: UserResponseSchema },
      },
      onRequest: requireAuth,
    },
    async (request, reply) => {
      const user = await addMobile(deps, request.body, client(request, reply), currentAuth(request).userId);
      return { user: toPublicUser(user) };
    },
  );
}
