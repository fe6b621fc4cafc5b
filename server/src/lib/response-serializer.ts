import fastJson from 'fast-json-stringify';
import type { FastifyReply, FastifySchemaCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type SerializerCompiler = (route: Parameters<FastifySchemaCompiler<unknown>>[0]) => (data: unknown) => string;

/** The JSON Schema of what a response schema sends; undefined when JSON Schema cannot say it (transforms, dates). */
function outputJsonSchema(schema: unknown): Record<string, unknown> | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  try {
    return z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' }) as Record<
      string,
      unknown
    >;
  } catch {
    return undefined;
  }
}

/**
 * Responses are written by a serialiser compiled once per route from the contract's JSON Schema
 * (fast-json-stringify), instead of re-validating every answer with zod and then JSON.stringify.
 * It writes only the properties the contract declares, so nothing undeclared leaks; a schema that
 * JSON Schema cannot express keeps zod's serialiser.
 */
export const responseSerializerCompiler: SerializerCompiler = (route) => {
  const jsonSchema = outputJsonSchema(route.schema);
  if (!jsonSchema) return zodSerializerCompiler(route as never) as (data: unknown) => string;
  return fastJson(jsonSchema as never) as (data: unknown) => string;
};

/**
 * Sends a JSON body serialised beforehand (a cached answer) as it is: Fastify skips the serialiser
 * and the preSerialization hooks for a string or buffer typed JSON.
 */
export function sendSerialized(reply: FastifyReply, body: string | Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}
