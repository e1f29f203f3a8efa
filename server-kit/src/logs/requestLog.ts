import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { newTraceId, traceIdOf } from './traceContext';

/**
 * The request id of each request (Fastify's `genReqId`): the trace id of the `traceparent` it carries, so the site
 * server's line and the API's line of one page share it, or a new one.
 */
export const requestIdOf = (request: { headers: Record<string, string | string[] | undefined> }): string =>
  traceIdOf(request.headers.traceparent) ?? newTraceId();

/**
 * Which paths a server's lines name. `patterns`: only its routes' patterns (`/withdraw/:token`, `/uploads/*`: never
 * the token or the file name), `(no route)` for a path it does not have (an API's paths carry ids and file names).
 * `pages`: the path of a page or file a catch-all route serves (GET and HEAD; the site's paths are its pages),
 * without the query string (a signed link's query is a credential).
 */
export type LoggedPaths = 'patterns' | 'pages';

const CATCH_ALL = new Set(['*', '/*']);

/** What a log line names of a request's route (LoggedPaths). */
export function routeOf(request: FastifyRequest, paths: LoggedPaths = 'patterns'): string {
  const pattern = request.routeOptions.url;
  if (pattern !== undefined && !CATCH_ALL.has(pattern)) return pattern;
  if (paths === 'pages' && (request.method === 'GET' || request.method === 'HEAD'))
    return request.url.split('?')[0] ?? request.url;
  return pattern ?? '(no route)';
}

/**
 * Fastify's request lines, as this site writes them (its `logController`): one line per answered request (not
 * Fastify's two) with method, route, status and time under the request's id, and failures with the same fields.
 * No address, header, query or body: who asked and what they sent stay out of the logs.
 */
export class RequestLog extends LogController {
  constructor(private readonly paths: LoggedPaths = 'patterns') {
    super();
  }

  private lineOf(request: FastifyRequest) {
    return { method: request.method, route: routeOf(request, this.paths) };
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { ...this.lineOf(request), status: reply.statusCode, ms: +reply.elapsedTime.toFixed(1) };
    if (error) request.log.error({ ...line, err: error }, 'request');
    else request.log.info(line, 'request');
  }

  // The request line says 404; Fastify's own would quote the whole URL, query included.
  override routeNotFound(): void {}

  // A browser that leaves a page while a file is sent closes the stream: the request line says enough of it.
  override streamError(error: Error & { code?: string }, request: FastifyRequest): void {
    const line = this.lineOf(request);
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') request.log.debug(line, 'the client closed the stream');
    else request.log.warn({ ...line, err: error }, 'the answer failed after its headers were sent');
  }

  // Fastify's own would write the request whole (its URL with the query, the address).
  override writeHeadError(error: Error, request: FastifyRequest): void {
    request.log.warn({ ...this.lineOf(request), err: error }, 'headers could not be written');
  }

  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if (reply.statusCode >= 500)
      request.log.error({ ...this.lineOf(request), status: reply.statusCode, err: error }, 'request failed');
  }
}
