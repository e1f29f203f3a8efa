import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ClientLimit } from './clientLimit';

/** A report is some 100 bytes; a browser never sends more than this. */
export const MAX_REPORT_BYTES = 1024;

/** How a route that browsers post reports to reads, judges and counts them. */
export interface BeaconRoute<T> {
  path: string;
  /** The report in a body, or why it is refused (400). */
  parse(body: string): T | string;
  /** Counts the report (its request says who sent it), or says why it is not (422): of something the site does not serve. */
  accept(report: T, request: FastifyRequest): string | undefined;
  /** Told of a report its client was not let send (429). */
  onLimited(): void;
  perClient?: ClientLimit;
}

/**
 * Adds a `POST` of reports that browsers send as beacons (load failures, client errors). A beacon's string body comes
 * as text/plain;charset=UTF-8, so the report is read as text whether it is labelled text/plain or application/json;
 * only here, in a scope of its own, so the site's other routes keep Fastify's usual parsers. Anyone can post, so a
 * body over MAX_REPORT_BYTES is refused before it is read whole, and each client has its bound
 * (docs/decisions/069-release-files-checked-and-reports-bounded.md); a refusal is not logged.
 */
export function registerBeacon<T>(app: FastifyInstance, route: BeaconRoute<T>) {
  const perClient = route.perClient ?? new ClientLimit();
  return app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(['text/plain', 'application/json'], { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post<{ Body: string }>(route.path, { bodyLimit: MAX_REPORT_BYTES }, async (request, reply) => {
      if (!perClient.take(request.ip)) {
        route.onLimited();
        return reply.code(429).send({ error: 'Too many reports from this address; try again in a minute.' });
      }
      const report = route.parse(typeof request.body === 'string' ? request.body : '');
      if (typeof report === 'string') return reply.code(400).send({ error: report });
      const refused = route.accept(report, request);
      if (refused !== undefined) return reply.code(422).send({ error: refused });
      return reply.code(204).send();
    });
  });
}

/** The JSON object a report's body holds, or why it is none. */
export function reportFields(body: string): Record<string, unknown> | string {
  let raw: unknown;
  try {
    raw = JSON.parse(body);
  } catch {
    return 'The body is not JSON.';
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return 'The body must be a JSON object.';
  return raw as Record<string, unknown>;
}
