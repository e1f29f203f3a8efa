// The site's server alone in a process, as deployed, so the bench reads its own memory (bench/siteServerAtScale.ts).
// Ports from BENCH_SITE_PORTS (JSON of SitePorts); BENCH_SERVER_RENDER=0 serves without rendering on the server,
// BENCH_SITE_METRICS=0 without metrics (bench/metricsCost.ts). With
// BENCH_RELEASE_STORE and BENCH_SITE_ENV it follows that environment (bench/serverRenderAtScale.ts). Prints
// "started" once its start's work is done.
import { FolderEnvironments } from '@tekvana/release-kit/environments';
import { FolderReleaseStore } from '@tekvana/release-kit/store';
import type { SitePorts } from '../site-server/src/site/deployConfig';
import { serveApps } from '../site-server/src/site/site';

const ports = JSON.parse(process.env.BENCH_SITE_PORTS ?? '') as SitePorts;
const storeRoot = process.env.BENCH_RELEASE_STORE;
const store = storeRoot ? new FolderReleaseStore(storeRoot) : undefined;
serveApps(ports, {
  serverRender: process.env.BENCH_SERVER_RENDER !== '0',
  metrics: process.env.BENCH_SITE_METRICS !== '0',
  dropConnectionsOnClose: true,
  ...(store && {
    releases: {
      store,
      environments: new FolderEnvironments(store),
      env: process.env.BENCH_SITE_ENV ?? 'bench',
      pollMs: 250,
    },
  }),
})
  .then((servers) => {
    console.log('started');
    process.on('SIGTERM', () => void Promise.all(servers.map((server) => server.close())).then(() => process.exit(0)));
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
