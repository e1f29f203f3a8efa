import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EnvironmentRecord } from '@tekvana/release-kit/environments';
import { registerBeacon, reportFields } from '../http/beaconRoute';
import { ClientLimit } from '../http/clientLimit';
import { countIfServed, releaseOf } from './loadFailures';

/**
 * Where browsers report an error thrown in a remote's code (shell/src/federation/clientErrors.ts): the site puts it
 * into the deploy config as `releases.errorReportUrl` (docs/decisions/089-canary-releases.md).
 */
export const CLIENT_ERRORS_PATH = '/_site/client-errors';

const KINDS = ['render', 'uncaught'] as const;

/** An error of one page in one release of a remote: thrown while a section rendered, or uncaught in its code. */
export interface ClientErrorReport {
  app: 'content' | 'careers' | 'internship';
  release?: string;
  kind: (typeof KINDS)[number];
}

/** The report in a body, or why it is refused. Fields it does not know are ignored: a newer shell may send more. */
export function parseClientErrorReport(body: string): ClientErrorReport | string {
  const fields = reportFields(body);
  if (typeof fields === 'string') return fields;
  const of = releaseOf(fields);
  if (typeof of === 'string') return of;
  if (!KINDS.includes(fields.kind as ClientErrorReport['kind'])) return `kind must be one of ${KINDS.join(', ')}.`;
  return { ...of, kind: fields.kind as ClientErrorReport['kind'] };
}

/** What the site does with the reports it takes: counts them (metrics, canaries), and those it refused for a flood. */
export interface ClientErrorCounting {
  /** A report counted; its request says who sent it. */
  add(report: ClientErrorReport, request: FastifyRequest): void;
  limited(): void;
}

/**
 * Adds `POST` of CLIENT_ERRORS_PATH (a beacon, ../http/beaconRoute.ts): a report of a release the site serves (live,
 * previous or canary) is counted; a flood from one client is refused, counted as such, and changes nothing else.
 */
export function registerClientErrors(
  app: FastifyInstance,
  record: () => EnvironmentRecord | undefined,
  counting: ClientErrorCounting,
  perClient = new ClientLimit(),
) {
  return registerBeacon(app, {
    path: CLIENT_ERRORS_PATH,
    parse: parseClientErrorReport,
    accept: countIfServed(record, (report: ClientErrorReport, request) => counting.add(report, request)),
    onLimited: () => counting.limited(),
    perClient,
  });
}
