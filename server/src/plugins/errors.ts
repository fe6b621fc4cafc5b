import type { ErrorEnvelope } from '@contract/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { translateFields, translateServerMessage } from '../i18n';
import { AppError } from '../lib/app-error';
import { outageAnswer, storedFileAnswer } from '../lib/outages';

const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'UNSUPPORTED_MEDIA_TYPE',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'RATE_LIMITED',
};

/** Messages for framework errors whose own text is not meant for users. */
const MESSAGE_BY_FASTIFY_CODE: Record<string, [status: number, message: string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty but JSON was declared.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request body is too large.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'This content type is not supported here. Send JSON.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The Content-Length header does not match the body.'],
  FST_REQ_FILE_TOO_LARGE: [413, 'The file is too large. The limit is 10 MB.'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'Send the file as multipart/form-data.'],
  FST_FILES_LIMIT: [413, 'Send one file at a time.'],
  FST_PARTS_LIMIT: [413, 'The form has too many parts.'],
  FST_FIELDS_LIMIT: [413, 'The form has too many fields.'],
};

/** Sends the envelope in the request's language (docs/languages.md#on-the-server): the message and every field's message. */
function sendError(reply: FastifyReply, status: number, body: ErrorEnvelope) {
  const lang = reply.request.lang ?? 'en';
  const translated: ErrorEnvelope = { ...body, error: translateServerMessage(body.error, lang) };
  const fields = translateFields(body.fields, lang);
  if (fields) translated.fields = fields;
  return reply.status(status).type('application/json; charset=utf-8').send(translated);
}

function validationEnvelope(error: FastifyError & { validation: Array<{ instancePath: string; message?: string }> }) {
  const fields: Record<string, string> = {};
  for (const issue of error.validation) {
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
    fields[field] ??= issue.message ?? 'Invalid value';
  }
  const first = error.validation[0]?.message ?? 'Invalid request';
  const where = error.validationContext === 'body' ? '' : ` (${error.validationContext})`;
  return { error: `${first}${where}`, code: 'VALIDATION_FAILED', fields };
}

/** Every non-2xx answer is the error envelope; 5xx never carries internal details. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const storedFile = error instanceof AppError ? undefined : storedFileAnswer(error);
    // Loud: a damaged file or a missing master key needs an operator, not a retry.
    if (storedFile) request.log.error({ err: error }, 'stored file could not be opened');
    const outage = error instanceof AppError || storedFile ? undefined : outageAnswer(error);
    if (outage) request.log.warn({ err: error }, 'dependency unavailable');
    return answer(storedFile ?? outage ?? error, request, reply);
  });

  function answer(error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) {
    if (error instanceof AppError) {
      if (error.options.retryAfterSeconds) reply.header('Retry-After', String(error.options.retryAfterSeconds));
      return sendError(reply, error.statusCode, {
        error: error.message,
        code: error.code,
        ...(error.options.fields ? { fields: error.options.fields } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendError(reply, 400, validationEnvelope(error));
    }
    const known = error.code ? MESSAGE_BY_FASTIFY_CODE[error.code] : undefined;
    if (known) return sendError(reply, known[0], { error: known[1], code: CODE_BY_STATUS[known[0]] ?? 'BAD_REQUEST' });

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendError(reply, status, { error: error.message, code: CODE_BY_STATUS[status] ?? 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, { error: 'Something went wrong. Please try again.', code: 'INTERNAL' });
  }
});
