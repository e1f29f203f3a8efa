import fs from 'node:fs';
import path from 'node:path';
import type { DeployConfig } from '@tekvana/contracts';
import { distOf } from '../serve/appBuilds';
import { renderedDocument } from './document';
import { SERVER_BUILD_FILE } from './serverBuild';
import { readServerBundles, RenderPool } from './pool';

export interface PageRenderer {
  /** The served HTML of a page rendered on the server, or undefined to serve it as without a render. */
  render(pathname: string, requestUrl: string): Promise<string | undefined>;
  close(): void;
}

/**
 * Renders the site's pages on the server from the builds' server bundles, in worker threads
 * (docs/decisions/071-server-rendering-from-releases.md), into `frame()` (the shell's index.html as copies get it).
 * Every page type the site answers 200 is rendered, job pages and the openings page with the data they fetch.
 * Undefined when a build has no server bundle: the site is then served as without.
 */
export function buildRenderer(config: DeployConfig, frame: () => string): PageRenderer | undefined {
  const missing = (['shell', 'content', 'careers', 'internship'] as const).filter(
    (app) => !fs.existsSync(path.join(distOf(app), SERVER_BUILD_FILE)),
  );
  if (missing.length) {
    console.warn(`Server rendering is off: no server build of ${missing.join(', ')} (npm run build makes them).`);
    return undefined;
  }
  const pool = new RenderPool({ bundles: readServerBundles(distOf), config });
  return {
    async render(pathname, requestUrl) {
      const page = await pool.render(requestUrl);
      return page && renderedDocument(frame(), page);
    },
    close: () => pool.close(),
  };
}
