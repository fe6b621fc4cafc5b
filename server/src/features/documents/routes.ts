import {
  DocumentChoicesSchema,
  DocumentListQuerySchema,
  DocumentListSchema,
  DocumentSchema,
} from '@contract/account/documents';
import { IdParamsSchema } from '@contract/common';
import { OkSchema } from '@contract/errors';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileStorage } from '../../lib/storage';
import { currentAuth, requireAuth } from '../identity';
import * as documents from './service';
import { attachmentHeader, receiveUpload } from './upload';

export default async function documentRoutes(fastify: FastifyInstance) {
  await fastify.register(multipart);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = (): documents.DocumentDeps => ({ db: app.database.db, storage: fileStorage(app.config.filesDir) });

  app.get(
    '/documents',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['documents'],
        summary: 'Documents of the signed-in user, newest first, a page at a time',
        querystring: DocumentListQuerySchema,
        response: { 200: DocumentListSchema },
      },
    },
    async (request) => documents.list(app.database.db, currentAuth(request).userId, request.query),
  );

  app.get(
    '/documents/choices',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['documents'],
        summary: 'Documents to offer for an application: each file once, none rejected, with their travellers',
        response: { 200: DocumentChoicesSchema },
      },
    },
    async (request) => documents.choices(app.database.db, currentAuth(request).userId),
  );

  app.post(
    '/documents/upload',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['documents'],
        summary: 'Upload a document: multipart fields `type` (passport|pan|visa|aadhar|photo|other) and `file`',
        description:
          'PDF, JPG or PNG (checked by content), at most 10 MB. 413 when larger, 415 for any other kind of file.',
        consumes: ['multipart/form-data'],
        response: { 201: DocumentSchema },
      },
    },
    async (request, reply) => {
      const document = await documents.upload(deps(), currentAuth(request).userId, (storage, rules) =>
        receiveUpload(request, storage, rules),
      );
      return reply.status(201).send(document);
    },
  );

  app.get(
    '/documents/:id/file',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['documents'],
        summary: "Download a document's file (owner only, as an attachment)",
        params: IdParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await documents.openFile(deps(), currentAuth(request).userId, request.params.id);
      return (
        reply
          .header('content-type', file.row.contentType)
          .header('content-length', String(file.size))
          .header('content-disposition', attachmentHeader(file.row.filename))
          .header('cache-control', 'private, no-store')
          // A streamed body ends on the client before the server has finished the response; closing
          // the connection keeps it from lingering as keep-alive through a shutdown.
          .header('connection', 'close')
          .send(file.stream)
      );
    },
  );

  app.delete(
    '/documents/:id',
    {
      onRequest: requireAuth,
      schema: {
        tags: ['documents'],
        summary: 'Delete a document and its stored file',
        params: IdParamsSchema,
        response: { 200: OkSchema },
      },
    },
    async (request) => {
      await documents.remove(deps(), currentAuth(request).userId, request.params.id);
      return { ok: true as const };
    },
  );
}
