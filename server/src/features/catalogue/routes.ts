import {
  CountriesResponseSchema,
  DestinationsResponseSchema,
  VisaOptionParamsSchema,
  VisaOptionResponseSchema,
  VisaSearchQuerySchema,
  VisaSearchResponseSchema,
} from '@contract/catalogue';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { searchVisas, visaOption } from './service';
import { CatalogueStore } from './store';

const LIST_CACHE = 'public, max-age=300';

/** A JSON string is sent as it is: Fastify skips the serializer for strings typed as JSON. */
function sendSerialised(reply: FastifyReply, json: string) {
  return reply.type('application/json; charset=utf-8').header('cache-control', LIST_CACHE).send(json);
}

export default async function catalogueRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const store = new CatalogueStore(app.database);
  app.addHook('onReady', () => store.start());

  // The two lists are sent pre-serialised from memory (schemas still document them).
  app.get(
    '/countries',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'All countries with flags and aliases (cities, abbreviations) for the autocomplete',
        response: { 200: CountriesResponseSchema },
      },
    },
    async (_request, reply) => sendSerialised(reply as FastifyReply, store.countriesJson),
  );

  app.get(
    '/destinations',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Popular destinations with image, display price and e-visa flag',
        response: { 200: DestinationsResponseSchema },
      },
    },
    async (_request, reply) => sendSerialised(reply as FastifyReply, store.destinationsJson),
  );

  app.get(
    '/visa/search',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Requirement summary for a passport and destination, with the visa options for the purpose',
        querystring: VisaSearchQuerySchema,
        response: { 200: VisaSearchResponseSchema },
      },
    },
    async (request) => searchVisas(store, request.query),
  );

  app.get(
    '/visa/options/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One visa option',
        params: VisaOptionParamsSchema,
        response: { 200: VisaOptionResponseSchema },
      },
    },
    async (request) => ({ option: visaOption(store, request.params.id) }),
  );
}
