import { HEADER_TEXT, NO_CONTROL, NOT_BLANK, ONE_LINE, WHOLE_NUMBER } from '@tekvana/contracts/requests';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routeOf } from '@tekvana/server-kit/logs';

/**
 * An answer-worthy failure: status, message for the caller, for bad input the field at fault, and for the
 * mail API a code more precise than the status gives.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

export interface ErrorBody {
  error: string;
  field?: string;
  code?: string;
}

interface SchemaError {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

/** "/attachments/0/path" -> "attachments[0].path", the spelling callers use in their own code. */
function fieldName(instancePath: string, missing: unknown): string {
  const parts = instancePath.split('/').filter(Boolean);
  if (typeof missing === 'string') parts.push(missing);
  return parts.reduce((name, part) => (/^\d+$/.test(part) ? `${name}[${part}]` : name ? `${name}.${part}` : part), '');
}

/** Messages for the schemas' named patterns; other patterns fall back to Ajv's wording. */
const PATTERN_MESSAGES: Record<string, (field: string) => string> = {
  [WHOLE_NUMBER]: (field) => `${field} must be a whole number`,
  [NO_CONTROL]: (field) => `${field} must be one line of text without control characters`,
  [NOT_BLANK]: (field) => `${field} must not be blank`,
  [ONE_LINE]: (field) => `${field} must be one line of text, not blank`,
  [HEADER_TEXT]: (field) => `${field} must be one line of text, not blank, without an encoded word`,
};

function describe(field: string, error: SchemaError): string {
  const limit = error.params.limit;
  switch (error.keyword) {
    case 'required':
      return `${field} is required`;
    case 'format':
      return error.params.format === 'email'
        ? `${field} must be a valid e-mail address`
        : `${field} must be a valid ${String(error.params.format)}`;
    case 'maxLength':
      return `${field} must be at most ${String(limit)} characters`;
    case 'minLength':
      return `${field} must not be empty`;
    case 'pattern':
      return PATTERN_MESSAGES[String(error.params.pattern)]?.(field) ?? `${field} ${error.message ?? 'is invalid'}`;
    case 'enum':
      return Array.isArray(error.params.allowedValues)
        ? `${field} must be one of: ${error.params.allowedValues.map((value) => JSON.stringify(value)).join(', ')}`
        : `${field} ${error.message ?? 'is invalid'}`;
    case 'maxItems':
      return `${field} must have at most ${String(limit)} items`;
    case 'minItems':
      return `${field} must have at least ${String(limit)} item`;
    default:
      return `${field} ${error.message ?? 'is invalid'}`;
  }
}

function fromSchemaErrors(errors: readonly SchemaError[], context: string | undefined): ErrorBody {
  const first = errors[0];
  if (!first) return { error: 'Invalid request', field: context ?? 'body' };
  const field = fieldName(first.instancePath, first.params.missingProperty) || (context ?? 'body');
  return { error: describe(field, first), field };
}

/** Maps anything a route or Fastify throws to a status and the JSON error body of the API. */
export function errorAnswer(error: unknown): { status: number; body: ErrorBody } {
  if (error instanceof ApiError) {
    const body: ErrorBody = { error: error.message };
    if (error.field) body.field = error.field;
    if (error.code) body.code = error.code;
    return { status: error.statusCode, body };
  }
  const fastifyError = error as Partial<FastifyError>;
  if (fastifyError.validation) {
    return {
      status: 400,
      body: fromSchemaErrors(fastifyError.validation as SchemaError[], fastifyError.validationContext),
    };
  }
  const status = fastifyError.statusCode ?? 500;
  if (status === 413)
    return { status, body: { error: `Request body too large: ${fastifyError.message ?? ''}`.trim(), field: 'body' } };
  // Fastify's own 4xx (bad JSON, unsupported media type) concern the body as a whole.
  if (status >= 400 && status < 500)
    return { status, body: { error: fastifyError.message ?? 'Bad request', field: 'body' } };
  return { status: 500, body: { error: 'Internal server error' } };
}

/** Installs an error handler that answers with errorAnswer's body, reshaped by `shape` (the mail API adds a code). */
export function useErrorAnswers(
  app: FastifyInstance,
  shape: (body: ErrorBody, status: number) => object = (body) => body,
): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = errorAnswer(error);
    // Only unexpected failures go to stderr; bad input is the caller's business and already in the request line,
    // and an ApiError of 5xx is an answer the API chose (503: try again shortly), not a failure.
    if (status >= 500 && !(error instanceof ApiError))
      request.log.error({ err: error, method: request.method, route: routeOf(request) }, 'request failed');
    return reply.code(status).type('application/json').send(shape(body, status));
  });
}

/** Error codes of the mail API; the site treats any code other than OK as failure. */
function mailCode(status: number): string {
  if (status === 400) return 'INVALID_REQUEST';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  return status >= 500 ? 'ERROR' : 'REQUEST_FAILED';
}

/**
 * Errors as the mail API answers them: a code (OK only on success), a message and the field at fault. The routes the
 * site's forms post to with the mail API's client (applications, self-identification, job alerts) answer so too.
 */
export const codedErrorAnswer = (body: ErrorBody, status: number) => ({
  code: mailCode(status),
  message: body.error,
  ...body,
});

/** What went wrong, in words, whatever was thrown. */
export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
