import type { SitePorts } from '../../site-server/src/site/deployConfig';

/**
 * The e2e site runs on its own ports (base, base+1.. for the apps, base+10 for the API) so that it never
 * meets a site started with `npm start` and two checkouts can test side by side.
 */
export const portBase = Number(process.env.E2E_PORT_BASE ?? 5100);

export const ports: SitePorts = {
  shell: portBase,
  content: portBase + 1,
  careers: portBase + 2,
  internship: portBase + 3,
  api: portBase + 10,
};

/** A second copy of the site, served as `npm start` serves it (pages rendered on the server), on the same API. */
export const renderedSitePorts: SitePorts = {
  shell: portBase + 30,
  content: portBase + 31,
  careers: portBase + 32,
  internship: portBase + 33,
  api: ports.api,
};

export const origin = (port: number) => `http://127.0.0.1:${port}`;

/** A site with an API of its own on five ports from `first`: the four apps, then the API. */
export const ownSitePorts = (first: number): SitePorts => ({
  shell: first,
  content: first + 1,
  careers: first + 2,
  internship: first + 3,
  api: first + 4,
});
export const apiOrigin = origin(ports.api);

/** `npm start` run by a browser test (SITE_PORT): its apps on these four ports and its own API 1000 above. */
export const freshStartPort = portBase + 34;

/** A pre-rendered copy of the site a test stops under the visitor, then serves again as the plain app. */
export const landingSitePorts: SitePorts = {
  shell: portBase + 55,
  content: portBase + 56,
  careers: portBase + 57,
  internship: portBase + 58,
  api: ports.api,
};

/** Four ports from `first` for the apps of a site on the shared API. */
const sharedApiSitePorts = (first: number): SitePorts => ({
  shell: first,
  content: first + 1,
  careers: first + 2,
  internship: first + 3,
  api: ports.api,
});

/**
 * Sites rendered on the server (server-render*.spec.ts): their pages ask the shared API from the browser when a
 * section's data was left to it, so the API lets their origins in.
 */
export const serverRenderSitePorts = {
  builds: sharedApiSitePorts(portBase + 130),
  jobs: sharedApiSitePorts(portBase + 135),
  releases: sharedApiSitePorts(portBase + 140),
};

/**
 * Two instances of a site that follows a throwaway release store with canaries (canary.spec.ts): their canary
 * visitors' pages are not rendered on the server, so their sections ask the shared API from the browser.
 */
export const canarySitePorts = {
  a: sharedApiSitePorts(portBase + 150),
  b: sharedApiSitePorts(portBase + 155),
};

/** A port nothing in the browser tests listens on: a remote that cannot be reached. */
export const unreachablePort = portBase + 59;

/** A site that follows an environment of a throwaway release store (releases.spec.ts). */
export const releaseSitePorts: SitePorts = {
  shell: portBase + 60,
  content: portBase + 61,
  careers: portBase + 62,
  internship: portBase + 63,
  api: ports.api,
};

/** Two production site instances behind nginx (siteInstances.spec.ts): each on four ports from these. */
export const siteInstancePorts = { a: portBase + 70, b: portBase + 74 };
