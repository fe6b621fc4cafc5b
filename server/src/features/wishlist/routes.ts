import { WishlistAddSchema, WishlistItemSchema, WishlistSchema } from '@contract/account/wishlist';
import { IdParamsSchema } from '@contract/common';
import { OkSchema } from '@contract/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentAuth, requireAuth } from '../identity';
import * as wishlist from './service';

export default async function wishlistRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/wishlist',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['wishlist'],
        summary: 'Wishlist of the signed-in user, newest first',
        response: { 200: WishlistSchema },
      },
    },
    async (request) => wishlist.list(app.database.db, currentAuth(request).userId),
  );

  app.post(
    '/wishlist',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['wishlist'],
        summary: 'Add a destination or visa option (the same thing twice answers the existing item)',
        body: WishlistAddSchema,
        response: { 200: WishlistItemSchema, 201: WishlistItemSchema },
      },
    },
    async (request, reply) => {
      const { item, created } = await wishlist.add(app.database.db, currentAuth(request).userId, request.body);
      return reply.status(created ? 201 : 200).send(item);
    },
  );

  app.delete(
    '/wishlist/:id',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['wishlist'],
        summary: 'Remove a wishlist item',
        params: IdParamsSchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      await wishlist.remove(app.database.db, currentAuth(request).userId, request.params.id);
      return { ok: true as const };
    },
  );
}
