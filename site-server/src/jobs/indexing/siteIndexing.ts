import type { DeployConfig } from '@tekvana/contracts';
import type { SharedRecords } from '@tekvana/release-kit/sharedRecords';
import type { Generate } from '../../http/generated';
import { GOOGLE_BATCH, GoogleIndexing } from './googleIndexing';
import type { IndexingConfig } from './indexingConfig';
import { IndexingNotifier, type IndexingTarget } from './indexingNotifier';
import { INDEXNOW_BATCH, indexNowKeyPath, sendToIndexNow } from './indexNow';

export interface SiteIndexing {
  notifier: IndexingNotifier;
  /** IndexNow's key file, when IndexNow is set up. */
  generated: Record<string, Generate>;
}

/**
 * The site's instant indexing as `config` sets it up (decision 082): the receivers, the notifier that tells them,
 * sharing `records` (one record per environment) with the site's other instances, and the key file IndexNow reads.
 */
export function siteIndexing(
  config: IndexingConfig,
  {
    records,
    env,
    deployConfig,
    now,
  }: { records: SharedRecords; env: string; deployConfig: () => DeployConfig; now?: () => number },
): SiteIndexing {
  const targets: IndexingTarget[] = [];
  const generated: Record<string, Generate> = {};
  const { indexNow, google } = config;
  if (indexNow) {
    targets.push({
      name: 'IndexNow',
      batch: INDEXNOW_BATCH,
      send: (notices) => sendToIndexNow(indexNow, deployConfig().siteUrl, notices, config.requestTimeoutMs),
    });
    generated[indexNowKeyPath(indexNow.key)] = () => ({ type: 'text/plain; charset=utf-8', body: indexNow.key });
  }
  if (google) {
    const api = new GoogleIndexing(google, config.requestTimeoutMs);
    targets.push({ name: 'Google', batch: GOOGLE_BATCH, dailyQuota: google.dailyQuota, send: (n) => api.send(n) });
  }
  const notifier = new IndexingNotifier({
    name: `indexing-${env}`,
    records,
    targets,
    config: deployConfig,
    pollMs: config.pollMs,
    now,
  });
  return { notifier, generated };
}
