import {
  CountriesResponseSchema,
  DestinationPageSchema,
  DestinationParamsSchema,
  DestinationsResponseSchema,
  VisaOptionParamsSchema,
  VisaOptionResponseSchema,
  VisaSearchQuerySchema,
  VisaSearchResponseSchema,
} from '@contract/catalogue';
import type { FastifyInstance, FastifyReply, FastifySchemaCompiler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendSerialized } from '../../lib/response-serializer';
import { sendPrepared } from './prepared-body';
import { SearchAnswers } from './search-answers';
import { destinationPageOrNotFound, visaOption } from './service';
import { catalogueStoreFor } from './store';

const LIST_CACHE = 'public, max-age=300';
/** Operators edit destinations: a browser asks again every time (a 304 when nothing changed). */
const LIVE_LIST_CACHE = 'public, no-cache';

/** The search checks its query itself (SearchAnswers), so repeated searches skip validation too. */
const querystringChecksInHandler: FastifySchemaCompiler<unknown> = ({ httpPart }) =>
  httpPart === 'querystring' ? (data) => ({ value: data }) : () => ({ value: undefined });

export default async function catalogueRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const store = catalogueStoreFor(app.database);
  const searches = new SearchAnswers(store);
  app.addHook('onReady', () => store.start());

  // Answers are sent as prepared buffers from memory; the response schemas document them.
  app.get(
    '/countries',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'All countries with flags and aliases (cities, abbreviations) for the autocomplete',
        response: { 200: CountriesResponseSchema },
      },
    },
    async (request, reply) => sendPrepared(request, reply as FastifyReply, store.countriesBody, LIST_CACHE),
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
    async (request, reply) =>
      sendPrepared(
        request,
        reply as FastifyReply,
        store.destinationsBodyFor(request.lang),
        LIVE_LIST_CACHE,
        'accept-encoding, accept-language',
      ),
  );

  app.get(
    '/destinations/:slug',
    {
      schema: {
        tags: ['catalogue'],
        summary: "One destination as its page shows it: the card, every visa option, an Indian passport's requirement",
        params: DestinationParamsSchema,
        response: { 200: DestinationPageSchema },
      },
    },
    async (request, reply) => {
      reply.header('vary', 'accept-language');
      return destinationPageOrNotFound(store, request.params.slug, request.lang);
    },
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
      validatorCompiler: querystringChecksInHandler,
    },
    // Not async: the answer is ready (or thrown) at once, so no promise per request.
    (request, reply) => {
      const mark = request.url.indexOf('?');
      const rawQuery = mark === -1 ? '' : request.url.slice(mark + 1);
      reply.header('vary', 'accept-language');
      sendSerialized(reply as FastifyReply, searches.answer(rawQuery, request.query, Date.now(), request.lang));
    },
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
    async (request, reply) => {
      reply.header('vary', 'accept-language');
      return { option: visaOption(store, request.params.id, request.lang) };
    },
  );
}
