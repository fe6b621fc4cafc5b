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
import { currentAuth, requireAuth } from '../../plugins/session';
import { openAvatar, removeAvatar, uploadAvatar } from './avatar';
import * as profile from './service';

export default async function profileRoutes(fastify: FastifyInstance) {
  await fastify.register(multipart);
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/profile',
    {
      onRequest: requireAuth,
      schema: { tags: ['profile'], summary: 'Profile of the signed-in user', response: { 200: ProfileResponseSchema } },
    },
    async (request) => ({ profile: await profile.profileOf(app, currentAuth(request).userId) }),
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
    async (request) => profile.updateProfile(app, currentAuth(request).userId, request.body, request.ip),
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
    async (request) => profile.verifyContact(app, currentAuth(request).userId, request.body.channel, request.body.code),
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
    async (request) => profile.resendContactCode(app, currentAuth(request).userId, request.body.channel, request.ip),
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
      await uploadAvatar(app, request, userId);
      return profile.savedResponse(app, userId);
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
      await removeAvatar(app, userId);
      return profile.savedResponse(app, userId);
    },
  );

  app.get(
    '/profile/avatar/:key',
    {
      onRequest: requireAuth,
      schema: { tags: ['profile'], summary: 'The profile picture (owner only)', params: AvatarParamsSchema },
    },
    async (request, reply) => {
      const file = await openAvatar(app, currentAuth(request).userId, request.params.key);
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
