import {
  GoogleLoginBodySchema,
  LoginBodySchema,
  LoginResultSchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  ResetPasswordCheckBodySchema,
  ResetPasswordCheckResultSchema,
  ResetPasswordConfirmBodySchema,
  SendOtpBodySchema,
  SignedInSchema,
  SuccessMessageSchema,
  TwoFactorVerifyBodySchema,
  VerifyEmailBodySchema,
  VerifyOtpBodySchema,
} from '@contract/auth';
import { OkSchema } from '@contract/errors';
import { isLang, LANG_COOKIE } from '@contract/lang';
import { SessionResponseSchema, UserResponseSchema } from '@contract/user';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomToken } from '../../lib/ids';
import { sendSerialized } from '../../lib/response-serializer';
import {
  clearSessionCookie,
  createGoogleTokenVerifier,
  currentAuth,
  requestCookie,
  requireAuth,
  sessionIdleFor,
  setSessionCookie,
  toPublicUser,
  type UserRow,
} from '../identity';
import { saveUserLanguage } from '../language';
import { recordSignIn } from '../notifications';
import { consentChannel } from '../privacy';
import { type GoogleLoginDeps, loginWithGoogle, needsMobile } from './google-service';
import { completeSecondFactor, type LoginMethod, type LoginOutcome, PENDING_LOGIN_TTL_MS } from './login-outcome';
import { mobileRoutes } from './mobile-routes';
import {
  type AuthDeps,
  acceptPasswordResetRequest,
  type ClientInfo,
  checkPasswordResetLink,
  confirmPasswordReset,
  loginWithPassword,
  register,
  sendEmailCode,
  sendPasswordReset,
  verifyAccountEmail,
  verifySignupCode,
} from './service';

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
const AUTH_COOKIES = {
  /** Ties multi-step code flows (sign-up, mobile login, adding a mobile) to the browser that started them. */
  flow: { name: 'hv_flow', path: '/api', maxAgeSeconds: 60 * 60 },
  /** A login waiting for its two-factor code. */
  pendingLogin: { name: 'hv_2fa', path: '/api/auth', maxAgeSeconds: PENDING_LOGIN_TTL_MS / 1000 },
};
type AuthCookie = keyof typeof AUTH_COOKIES;

function setAuthCookie(reply: FastifyReply, cookie: AuthCookie, value: string) {
  const { name, path, maxAgeSeconds } = AUTH_COOKIES[cookie];
  reply.setCookie(name, value, { ...reply.server.sessionCookie.attributes, path, maxAge: maxAgeSeconds });
}

function clearAuthCookie(reply: FastifyReply, cookie: AuthCookie) {
  const { name, path } = AUTH_COOKIES[cookie];
  reply.clearCookie(name, { ...reply.server.sessionCookie.attributes, path });
}

const tags = ['auth'];

/** What every sign-in route works with: the services' dependencies, the caller, and how a login ends. */
function signInFlow(app: FastifyInstance) {
  const { config } = app;
  const deps: AuthDeps = {
    db: app.database.db,
    rateLimits: app.rateLimits,
    sessions: app.sessions,
    productName: config.productName,
    publicUrl: config.publicUrl,
    referralRewardPaise: config.referralRewardPaise,
  };
  const googleDeps: GoogleLoginDeps = {
    ...deps,
    // One verifier per server, so one cached copy of Google's keys.
    verifyGoogleToken: config.googleClientId
      ? createGoogleTokenVerifier({ clientId: config.googleClientId, jwksUrl: config.googleJwksUrl })
      : undefined,
    log: app.log,
  };

  /** Who is asking; with `startFlow` a browser without a flow cookie gets one. */
  function client(request: FastifyRequest, reply: FastifyReply, startFlow = false): ClientInfo {
    let binding = requestCookie(request, AUTH_COOKIES.flow.name);
    if (!binding && startFlow) {
      binding = randomToken();
      setAuthCookie(reply, 'flow', binding);
    }
    return {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      binding,
      lang: request.lang,
      channel: consentChannel(request),
    };
  }

  /** Opens a session for this browser (replacing the one it had, so no orphaned device stays behind). */
  async function openSession(request: FastifyRequest, reply: FastifyReply, user: UserRow, method: LoginMethod) {
    if (request.auth) await app.sessions.revoke(request.auth.userId, request.auth.sessionId);
    // A language chosen with the switcher before signing in becomes the account's (its e-mails and SMS follow it).
    const chosen = requestCookie(request, LANG_COOKIE);
    if (isLang(chosen) && chosen !== user.language) await saveUserLanguage(app.database.db, user.id, chosen);
    const { token } = await app.sessions.create(
      user.id,
      { userAgent: request.headers['user-agent'], ip: request.ip },
      { idleTimeoutMs: sessionIdleFor(user) },
    );
    await recordSignIn(app.database.db, user.id, { userAgent: request.headers['user-agent'], ip: request.ip });
    setSessionCookie(reply, token, { ttlMs: app.config.sessionTtlMs });
    const publicUser = toPublicUser(user);
    return method === 'google' ? { user: publicUser, needsMobile: needsMobile(user) } : { user: publicUser };
  }

  /** The answer of every login: a session, or the pending two-factor step in an httpOnly cookie. */
  async function finishLogin(request: FastifyRequest, reply: FastifyReply, outcome: LoginOutcome) {
    if (outcome.kind === 'signed-in') return openSession(request, reply, outcome.user, outcome.method);
    setAuthCookie(reply, 'pendingLogin', outcome.pendingToken);
    return { twoFactorRequired: true as const };
  }

  return { deps, googleDeps, client, openSession, finishLogin };
}

export type SignInFlow = ReturnType<typeof signInFlow>;

export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps, googleDeps, client, openSession, finishLogin } = signInFlow(fastify);

  // --- session ---------------------------------------------------------------------------

  app.get(
    '/auth/me',
    { schema: { tags, summary: 'The signed-in user', response: { 200: UserResponseSchema } }, onRequest: requireAuth },
    // Not async, and serialised once per cached session: this is the app's most frequent call.
    (request, reply) => {
      const auth = currentAuth(request);
      // The route's serialiser (responseSerializerCompiler) writes strings.
      auth.userAnswer ??= reply.serialize({ user: toPublicUser(auth.user) }) as string;
      sendSerialized(reply as FastifyReply, auth.userAnswer);
    },
  );
  app.get(
    '/auth/session',
    {
      schema: {
        tags,
        summary: 'The session as it is: the signed-in user, or null for a visitor (the app checks this on start)',
        response: { 200: SessionResponseSchema },
      },
    },
    async (request) => ({ user: request.auth ? toPublicUser(request.auth.user) : null }),
  );

  app.post(
    '/auth/logout',
    { schema: { tags, summary: 'End this session', response: { 200: OkSchema } } },
    async (request, reply) => {
      if (request.auth) await app.sessions.revoke(request.auth.userId, request.auth.sessionId);
      clearSessionCookie(reply);
      clearAuthCookie(reply, 'pendingLogin');
      return { ok: true as const };
    },
  );

  // --- e-mail sign-up ----------------------------------------------------------------------

  app.post(
    '/send-otp',
    {
      schema: {
        tags,
        summary: 'E-mail a 6-digit code (before sign-up, or to verify an existing account)',
        body: SendOtpBodySchema,
        response: { 200: SuccessMessageSchema },
      },
    },
    async (request, reply) => {
      await sendEmailCode(deps, request.body, client(request, reply, true));
      return { success: true as const, message: 'OTP sent to your email.' };
    },
  );

  app.post(
    '/verify-otp',
    {
      schema: {
        tags,
        summary: 'Check the sign-up code; the e-mail then counts as verified for 30 minutes',
        body: VerifyOtpBodySchema,
        response: { 200: SuccessMessageSchema },
      },
    },
    async (request, reply) => {
      await verifySignupCode(deps, request.body, client(request, reply));
      return { success: true as const, message: 'Email verified!' };
    },
  );

  app.post(
    '/auth/register',
    {
      schema: {
        tags,
        summary:
          'Create an account, checking the e-mailed code sent with the form (or one checked by /verify-otp before)',
        body: RegisterBodySchema,
        response: { 201: SignedInSchema },
      },
    },
    async (request, reply) => {
      const user = await register(deps, request.body, client(request, reply));
      return reply.status(201).send(await openSession(request, reply, user, 'password'));
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags,
        summary: 'Log in with e-mail and password',
        body: LoginBodySchema,
        response: { 200: LoginResultSchema },
      },
    },
    async (request, reply) =>
      finishLogin(request, reply, await loginWithPassword(deps, request.body, client(request, reply))),
  );

  app.post(
    '/auth/2fa/verify',
    {
      schema: {
        tags,
        summary: 'Finish a login that asked for a two-factor code (TOTP or recovery code)',
        body: TwoFactorVerifyBodySchema,
        response: { 200: SignedInSchema },
      },
    },
    async (request, reply) => {
      const outcome = await completeSecondFactor(deps, {
        pendingToken: requestCookie(request, AUTH_COOKIES.pendingLogin.name),
        code: request.body.code,
        ip: request.ip,
      });
      clearAuthCookie(reply, 'pendingLogin');
      return openSession(request, reply, outcome.user, outcome.method);
    },
  );

  app.post(
    '/auth/google',
    {
      schema: {
        tags,
        summary: 'Log in or sign up with a Google ID token',
        body: GoogleLoginBodySchema,
        response: { 200: LoginResultSchema },
      },
    },
    async (request, reply) =>
      finishLogin(request, reply, await loginWithGoogle(googleDeps, request.body, client(request, reply))),
  );

  app.post(
    '/auth/verify-email',
    {
      schema: {
        tags,
        summary: "Verify an existing account's e-mail with its code",
        body: VerifyEmailBodySchema,
        response: { 200: SuccessMessageSchema },
      },
    },
    async (request, reply) => {
      await verifyAccountEmail(deps, request.body, client(request, reply));
      return { success: true as const, message: 'Email verified! Redirecting...' };
    },
  );

  mobileRoutes(fastify, { deps, googleDeps, client, openSession, finishLogin });

  // --- password reset ----------------------------------------------------------------------

  app.post(
    '/reset-password',
    {
      schema: {
        tags,
        summary: 'E-mail a password reset link (same answer whether or not the account exists)',
        body: ResetPasswordBodySchema,
        response: { 200: SuccessMessageSchema },
      },
    },
    async (request, reply) => {
      const who = client(request, reply);
      await acceptPasswordResetRequest(deps, request.body, who);
      // The lookup and the link are made once the answer is out (even if the caller hung up).
      app.afterAnswer.run(
        reply,
        () => sendPasswordReset(deps, request.body, who),
        (error) => request.log.error({ err: error }, 'password reset link not sent'),
      );
      return { success: true as const, message: 'Password reset link sent! Please check your email.' };
    },
  );

  app.post(
    '/reset-password/check',
    {
      schema: {
        tags,
        summary: 'Whether a reset link can still set a password (asked when the page opens); changes nothing',
        body: ResetPasswordCheckBodySchema,
        response: { 200: ResetPasswordCheckResultSchema },
      },
    },
    async (request, reply) => checkPasswordResetLink(deps, request.body, client(request, reply)),
  );

  app.post(
    '/reset-password/confirm',
    {
      schema: {
        tags,
        summary: 'Set a new password with the link token; other sessions are signed out',
        body: ResetPasswordConfirmBodySchema,
        response: { 200: SuccessMessageSchema },
      },
    },
    async (request, reply) => {
      await confirmPasswordReset(deps, request.body, {
        ...client(request, reply),
        sessionId: request.auth?.sessionId,
        sessionUserId: request.auth?.userId,
      });
      return { success: true as const, message: 'Password has been reset! Redirecting to login...' };
    },
  );
}
