import path from 'node:path';
import { repoRoot } from '../site-server/src/site/site';
import { timeCommand } from './build';
import type { PageBytes } from './bytes';
import { round } from './stats';

export const plainDist = path.join(__dirname, 'dist');

/**
 * Builds the site as one plain bundle (bench/webpack.plain.config.js). Always built, also with --skip-build:
 * it must come from the same sources as the dist/ folders it is compared with.
 */
export function buildPlainBundle(): Promise<number> {
  return timeCommand(path.join(repoRoot, 'node_modules/.bin/webpack'), [
    '--config',
    path.join(__dirname, 'webpack.plain.config.js'),
  ]);
}

export interface BytesComparison {
  page: string;
  federatedJsGzipBytes: number;
  plainJsGzipBytes: number;
  federatedJsBytes: number;
  plainJsBytes: number;
  federatedRequests: number;
  plainRequests: number;
  /** (federated - plain) / plain, in percent, on gzip bytes. */
  jsOverheadPercent: number | null;
}

export interface FederationOverhead {
  plainBuildSeconds: number | null;
  bytes: BytesComparison[];
  lcp: { federatedMs: number | null; plainMs: number | null; ratio: number | null };
}

const percentMore = (value: number, base: number) => (base > 0 ? round(((value - base) / base) * 100, 1) : null);

export function compareBytes(page: string, federated: PageBytes, plain: PageBytes): BytesComparison {
  return {
    page,
    federatedJsGzipBytes: federated.total.jsGzipBytes,
    plainJsGzipBytes: plain.total.jsGzipBytes,
    federatedJsBytes: federated.total.jsBytes,
    plainJsBytes: plain.total.jsBytes,
    federatedRequests: federated.requests,
    plainRequests: plain.requests,
    jsOverheadPercent: percentMore(federated.total.jsGzipBytes, plain.total.jsGzipBytes),
  };
}

export function compareLcp(federatedMs: number | null, plainMs: number | null): FederationOverhead['lcp'] {
  return { federatedMs, plainMs, ratio: federatedMs !== null && plainMs ? round(federatedMs / plainMs, 2) : null };
}
