import {
  AvatarParamsSchema,
  ProfileResponseSchema,
  ProfileSavedResponseSchema,
  ProfileUpdateSchema,
  ResendContactSchema,
  VerifyContactSchema,
} from '@contract/account/profile';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileStorage } from '../../lib/storage';
import { currentAuth, requireAuth } from '../identity';
import { type AvatarDeps, openAvatar, removeAvatar, uploadAvatar } from './avatar';
import { readAvatarUpload } from './avatar-upload';
import * as profile from './service';

export default async function profileRoutes(fastify: FastifyInstance) {
  await fastify.register(multipart);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const deps: profile.ProfileDeps = {
    db,
    rateLimits: app.rateLimits,
    sessions: app.sessions,
    productName: app.config.productName,
    supportEmail: app.config.supportEmail,
    referralRewardPaise: app.config.referralRewardPaise,
    log: app.log,
  };
  const avatarDeps = (): AvatarDeps => ({
    db,
    rateLimits: app.rateLimits,
    sessions: app.sessions,
    storage: fileStorage(app.config.filesDir),
  });

  app.get(
    '/profile',
    {
      onRequest: requireAuth,
      schema: { tags: ['profile'], summary: 'Profile of the signed-in user', response: { 200: ProfileResponseSchema } },
    },
    async (request) => ({ profile: await profile.profileOf(db, currentAuth(request).userId) }),
  );

  app.put(
    '/profile',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['profile'],
        summary: 'Save the profile; a new email or mobile waits for its code',
        body: ProfileUpdateSchema,
        response: { 200: ProfileSavedResponseSchema },
      },
    },
    async (request) => profile.updateProfile(deps, currentAuth(request).userId, request.body, request.ip),
  );

  app.post(
    '/profile/verify-contact',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['profile'],
        summary: 'Confirm a new email or mobile with the code sent to it',
        body: VerifyContactSchema,
        response: { 200: ProfileSavedResponseSchema },
      },
    },
    async (request) =>
      profile.verifyContact(deps, currentAuth(request).userId, request.body.channel, request.body.code),
  );

  app.post(
    '/profile/verify-contact/resend',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['profile'],
        summary: 'Send a new code for the pending email or mobile change',
        body: ResendContactSchema,
        response: { 200: ProfileResponseSchema },
      },
    },
    async (request) => profile.resendContactCode(deps, currentAuth(request).userId, request.body.channel, request.ip),
  );

  app.post(
    '/profile/avatar',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['profile'],
        summary: 'Upload a profile picture (multipart `file`; JPG, PNG, WebP or GIF up to 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: ProfileSavedResponseSchema },
      },
    },
    async (request) => {
      const userId = currentAuth(request).userId;
      await uploadAvatar(avatarDeps(), { userId, ip: request.ip }, () => readAvatarUpload(request));
      return profile.savedResponse(db, userId);
    },
  );

  app.delete(
    '/profile/avatar',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['profile'],
        summary: 'Remove the profile picture',
        response: { 200: ProfileSavedResponseSchema },
      },
    },
    async (request) => {
      const userId = currentAuth(request).userId;
      await removeAvatar(avatarDeps(), userId);
      return profile.savedResponse(db, userId);
    },
  );

  app.get(
    '/profile/avatar/:key',
    {
      onRequest: requireAuth,
      schema: { tags: ['profile'], summary: 'The profile picture (owner only)', params: AvatarParamsSchema },
    },
    async (request, reply) => {
      const file = await openAvatar(avatarDeps(), currentAuth(request).userId, request.params.key);
      return (
        reply
          .header('content-type', 'image/webp')
          .header('content-length', String(file.size))
          .header('cache-control', 'private, max-age=31536000, immutable')
          // A streamed body ends on the client before the server has finished the response; closing
          // the connection keeps it from lingering as keep-alive through a shutdown.
          .header('connection', 'close')
          .send(file.stream)
      );
    },
  );
}
