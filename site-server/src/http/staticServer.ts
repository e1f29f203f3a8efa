import { readFile } from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { negotiate } from '@fastify/accept-negotiator';
import { RequestLog, requestIdOf, traceparentOf } from '@tekvana/server-kit/logs';
import { reachesServerBuild } from './serverBuildPaths';
import { cacheAsPreviewable } from './previewCaching';
import { contentTypeOf } from './contentType';
import { RELEASES_PATH } from './releasesPath';
import type { Generate } from './generated';

/** The files each build also holds as brotli at its best quality (`<file>.br`, shared/webpack/createConfig.js). */
const PRECOMPRESSED = /\.(js|css|json|svg)$/;

const acceptsBrotli = (request: FastifyRequest) => negotiate(request.headers['accept-encoding'] ?? '', ['br']) === 'br';

/** A page rendered on the server: its HTML, and the same compressed ahead of time once there is such a copy. */
export interface PageHtml {
  /** The page: a string as rendered, UTF-8 bytes for a copy kept (../render/renderer.ts). */
  html: string | Buffer;
  /** Brotli made ahead of time (quality 10, ../render/renderer.ts): sent as it is to a browser that accepts brotli. */
  brotli?: Buffer;
  /** The copy of a page rendered for an earlier request, not rendered for this one. */
  kept?: boolean;
}

export interface StaticAppOptions {
  /** The app's built dist/ folder. */
  root: string;
  port: number;
  host?: string;
  /**
   * The reverse proxies whose `X-Forwarded-For` names the client (Fastify's trustProxy): behind nginx every request
   * comes from the proxy, and limits per client (load-failure reports) would count the whole site as one.
   */
  trustProxy?: string[];
  /** Serve index.html for unknown paths (the shell's client-side routes). */
  spa?: boolean;
  /**
   * Files answered from memory instead of disk, for instance a per-environment deploy-config.json; a function is
   * asked on every request (the deploy config of a site that follows its releases changes with them).
   */
  overrides?: Record<string, unknown>;
  /** Routes of the app's own besides its files (the shell's report of remotes that failed to load). */
  extend?: (app: FastifyInstance) => Promise<void>;
  /** A remote's stored releases, answered at `/releases/<id>/<file>` (decision 052). */
  releases?: { read(id: string, file: string, client: string): Promise<Buffer | undefined> };
  /**
   * SPA only: where the app's files come from instead of `root` (the live shell release, decision 052); undefined
   * for a file that is not there. index.html is read through it too.
   */
  files?: (file: string) => Promise<ServedFile | undefined>;
  /**
   * SPA only: the site as a request's browser gets it when not as everyone does: a preview it opened, or a canary it
   * is in. Its pages are never rendered on the server (it gets the app with its own deploy config, made as a page
   * that cannot be rendered is), and nothing it gets is kept by a shared cache. `page`: the reply to a page's
   * request, on which the variant may set a cookie (the canary's group).
   */
  variant?: (request: FastifyRequest, page?: FastifyReply) => Promise<PageVariant | undefined>;
  /** Origins besides this one that pages may load code from (remotes) and talk to (remotes, APIs). */
  trustedOrigins?: TrustedOrigins;
  /** SPA only: rewrites index.html for a page before it is sent (inlined deploy config, preload hints). */
  transformIndex?: (html: string) => string;
  /**
   * SPA only: the HTML of a page rendered on the server for this request, or undefined to serve it as the app
   * (docs/decisions/071-server-rendering-from-releases.md), given the page's status (200, 404 or 410). Never asked
   * for a page answered 503. `traceparent`: the request's trace, for the calls the render makes (decision 086).
   */
  render?: (pathname: string, requestUrl: string, status: number, traceparent: string) => Promise<PageHtml | undefined>;
  /**
   * SPA only: the HTTP status of a page (a closed job's page is 410). A page that is not 200 is kept out of search
   * results.
   */
  pageStatus?: (pathname: string, requestUrl: string) => Promise<number>;
  /**
   * Files made on request (the sitemaps), by route (a route with parameters, such as `/sitemaps/:file`, gets them).
   * Undefined serves the file of the folder instead, or 404 for a route with parameters.
   */
  generated?: Record<string, Generate>;
  /**
   * SPA only: how a page that could not be rendered is made from the app's index.html before it is sent (a job's
   * own head and JobPosting, decision 057); undefined sends the index as it is.
   */
  firstResponse?: (pathname: string, requestUrl: string) => Promise<((html: string) => string) | undefined>;
  /**
   * Tests: close at once, dropping open connections. Otherwise close waits on every socket the browser still
   * holds, and a socket Chromium opened ahead of a request it never sent can keep it waiting for a minute.
   */
  dropConnectionsOnClose?: boolean;
  /** Where request lines go (docs/decisions/086-structured-logs.md); none unless given. */
  logger?: FastifyBaseLogger;
  /** Given the server as soon as it is made: the metrics time its requests (docs/decisions/088-metrics.md). */
  observe?: (server: FastifyInstance) => void;
  /** SPA only: told how each page was made (rendered now, kept from before, the plain app) and in how long. */
  onPage?: (made: 'rendered' | 'kept' | 'app', seconds: number) => void;
}

/**
 * Content Security Policy for the site: scripts only from this origin and the remotes (no inline script, no
 * eval; the federation runtime needs neither), data only from the remotes and APIs, no framing, no plugins.
 * Inline style attributes stay allowed: React sets them (background images, animations).
 */
/**
 * How one browser sees the site when it opened a preview link (site-server/src/releases/preview.ts) or is in a
 * canary's share of visitors (site-server/src/releases/canaryVisitors.ts).
 */
export interface PageVariant {
  /** Its pages: its deploy config inlined (and a preview's banner). */
  transformIndex(html: string): string;
  /** The shell's files it loads, when the preview is of a shell release. */
  files?: (file: string) => Promise<ServedFile | undefined>;
  /** What it gets in place of `overrides`. */
  overrides: Record<string, unknown>;
}

export interface ServedFile {
  body: Buffer;
  /** Whether the URL names these bytes for good (a hashed name, or a path with a release id in it). */
  immutable: boolean;
}

export interface TrustedOrigins {
  code: string[];
  data: string[];
}

/**
 * The pages' CSP. Scripts and fonts take default-src's list: the code origins are written three times, not five, in
 * every page's headers, which count against the first round trip (docs/decisions/074-first-response-bytes.md).
 */
export function contentSecurityPolicy(trusted: TrustedOrigins = { code: [], data: [] }): Record<string, string[]> {
  const code = ["'self'", ...trusted.code];
  return {
    defaultSrc: code,
    styleSrc: [...code, "'unsafe-inline'"],
    imgSrc: [...code, 'data:', 'blob:'],
    connectSrc: [...new Set([...code, ...trusted.data])],
    // A remote's worker (the resume reader, docs/decisions/078-autofill-from-the-resume.md) starts from a blob that
    // imports its script, which default-src's code origins allow.
    workerSrc: ["'self'", 'blob:'],
    frameSrc: ["'none'"],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  };
}

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

// Files named by content hash never change, so browsers may keep them; entry points must be re-checked
// every time so that a team's new deploy is picked up on the next page load.
const HASHED = /\.[0-9a-f]{8}\.(js|css|svg|png|webp|woff2?)(\.map)?$/;

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Seconds after which a page answered 503 may be asked for again: the job lookups' budget is per minute. */
const RETRY_JOB_PAGE_AFTER_S = 60;

export const isHashedFile = (filePath: string) => HASHED.test(path.basename(filePath));

export function cacheControlFor(filePath: string): string {
  return isHashedFile(filePath) ? IMMUTABLE : 'no-cache';
}

/** The page kept out of search results, for readers that run no script (the app sets the same tag itself). */
export function withNoindex(html: string): string {
  return html.replace(/<head>/i, (head) => `${head}<meta name="robots" content="noindex">`);
}

/** A static host for one app's dist/ with the headers a CDN would be configured with. */
export async function createStaticServer(options: StaticAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    logController: new RequestLog('pages'),
    // The trace a caller sent, or a new one: a page's render carries it to the API.
    genReqId: requestIdOf,
    forceCloseConnections: options.dropConnectionsOnClose ? true : 'idle',
    trustProxy: options.trustProxy?.length ? options.trustProxy : false,
  });
  options.observe?.(app);
  // Quality 5 where the plugin's default is 4: 6% smaller on an 85 kB page for 0.2 ms more (a page's first render,
  // answers and files without a compressed copy; kept pages have their own, ../render/renderer.ts).
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options.trustedOrigins) },
    // Set below, on the files other origins load.
    crossOriginResourcePolicy: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
    // Headers for browsers no longer made (Internet Explorer, Flash), a filter browsers removed, and a switch that
    // only slows pages (DNS prefetching): bytes in every first response, no protection (decision 074).
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    xDnsPrefetchControl: false,
    // The same rule as the CSP's frame-ancestors 'none'.
    xFrameOptions: { action: 'deny' },
  });

  // The server build is code the site runs, never a file it serves (decision 071).
  app.addHook('onRequest', async (request, reply) => {
    if (reachesServerBuild(request.url)) return reply.callNotFound();
  });
  app.addHook('onSend', async (_request, reply) => {
    // Remotes are fetched cross-origin by the shell (manifest via fetch, chunks via script tags); a page is not.
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html'))
      reply.header('Access-Control-Allow-Origin', '*').header('Cross-Origin-Resource-Policy', 'cross-origin');
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    // Nothing but a page that is one is indexed: a missing page, a closed job, a missing file
    // (docs/decisions/068-fail-closed-routes.md). A 503 is "later", not "no page": it keeps what was indexed.
    if (reply.statusCode >= 400 && reply.statusCode !== 503) reply.header('X-Robots-Tag', 'noindex');
  });

  for (const [file, body] of Object.entries(options.overrides ?? {})) {
    app.get(file, async (request, reply) => {
      const variant = await options.variant?.(request);
      const previewing = variant !== undefined && file in variant.overrides;
      reply.header('Cache-Control', 'no-cache');
      if (options.variant) cacheAsPreviewable(reply, previewing);
      if (previewing) return reply.send(variant.overrides[file]);
      return reply.send(typeof body === 'function' ? (body as () => unknown)() : body);
    });
  }
  /**
   * `previewing`: whether a preview chose the file, on a server whose files a preview can change. `compressed`: the
   * file's brotli copy made by the build (`<file>.br`), sent as it is to a browser that takes brotli.
   */
  const sendFile = async (
    request: FastifyRequest,
    reply: FastifyReply,
    file: string,
    served: ServedFile,
    compressed: (file: string) => Promise<Buffer | undefined>,
    previewing?: boolean,
  ) => {
    reply.header('Cache-Control', served.immutable ? IMMUTABLE : 'no-cache').header('Vary', 'accept-encoding');
    if (previewing !== undefined) cacheAsPreviewable(reply, previewing);
    reply.type(contentTypeOf(file));
    const copy = acceptsBrotli(request) && PRECOMPRESSED.test(file) ? await compressed(`${file}.br`) : undefined;
    return copy ? reply.header('Content-Encoding', 'br').send(copy) : reply.send(served.body);
  };
  const releases = options.releases;
  if (releases) {
    // Every file of a release is named by the release's id in its URL, so none ever changes (decision 052).
    app.get<{ Params: { id: string; '*': string } }>(`${RELEASES_PATH}:id/*`, async (request, reply) => {
      const read = (file: string) => releases.read(request.params.id, file, request.ip);
      const body = await read(request.params['*']);
      if (!body) return reply.code(404).header('Cache-Control', 'no-cache').send({ error: 'Not found' });
      return sendFile(request, reply, request.params['*'], { body, immutable: true }, read);
    });
  }
  await options.extend?.(app);
  const files = options.files;
  for (const [file, generate] of Object.entries(options.generated ?? {})) {
    app.get<{ Params: Record<string, string> }>(file, async (request, reply) => {
      const made = await generate(request.params);
      if (made) return reply.header('Cache-Control', 'no-cache').type(made.type).send(made.body);
      if (file.includes(':')) return reply.callNotFound();
      const name = file.replace(/^\//, '');
      if (!files) return reply.header('Cache-Control', cacheControlFor(file)).sendFile(name);
      const served = await files(name);
      return served ? sendFile(request, reply, name, served, async () => undefined) : reply.callNotFound();
    });
  }

  const sendPage = options.spa ? pageHandler(options) : undefined;
  if (files) {
    app.get<{ Params: { '*': string } }>('/*', async (request, reply) => {
      const file = request.params['*'];
      const previewFiles = (await options.variant?.(request))?.files;
      const read = previewFiles ?? files;
      const served = file && file !== 'index.html' ? await read(file) : undefined;
      if (served)
        return sendFile(
          request,
          reply,
          file,
          served,
          async (name) => (await read(name))?.body,
          options.variant && previewFiles !== undefined,
        );
      return reply.callNotFound();
    });
  } else
    await app.register(fastifyStatic, {
      root: options.root,
      cacheControl: false,
      setHeaders: (reply, filePath) => void reply.header('Cache-Control', cacheControlFor(filePath)),
      // The build's brotli copies (`<file>.br`), sent to a browser that takes brotli.
      preCompressed: true,
      wildcard: true,
      // The shell's index.html is always answered by the page handler below, never as a plain file.
      index: options.spa ? false : 'index.html',
    });

  if (sendPage) {
    // The site root is a folder to the file plugin: answer it here, like every other page.
    app.get('/', sendPage);
    app.setNotFoundHandler(sendPage);
  } else {
    // A remote's own page, named: the file plugin answers a folder's index 404 to a browser that takes brotli when
    // the index has no brotli copy (with preCompressed on).
    if (!files) app.get('/', (_request, reply) => reply.sendFile('index.html'));
    app.setNotFoundHandler(notFound);
  }

  try {
    await app.listen({ port: options.port, host: options.host ?? '127.0.0.1' });
  } catch (error) {
    // Its port taken: what it set up is let go of before the error goes on.
    await app.close();
    throw error;
  }
  return app;
}

/**
 * What a remote's origin answers for a path that is no file of it: its standalone page is its only page, at `/`
 * (docs/decisions/068-fail-closed-routes.md). A navigation gets a page that says so, kept out of search results.
 */
async function notFound(request: FastifyRequest, reply: FastifyReply) {
  reply.code(404).header('Cache-Control', 'no-cache');
  const pathname = request.url.split('?')[0] ?? '/';
  if (path.extname(pathname) !== '' || !request.headers.accept?.includes('text/html'))
    return reply.send({ error: 'Not found' });
  return reply
    .type('text/html; charset=utf-8')
    .send(
      withNoindex(
        '<!doctype html><html lang="en"><head><title>Not found</title></head><body><h1>Not found</h1></body></html>',
      ),
    );
}

/** The shell's pages: rendered on the server when it can be, else the app's index.html prepared for the page. */
function pageHandler(options: StaticAppOptions) {
  const indexFile = path.join(options.root, 'index.html');
  const readIndex = async (files = options.files) => {
    const served = files ? await files('index.html') : undefined;
    return served ? served.body.toString('utf8') : readFile(indexFile, 'utf8');
  };
  const transform = options.transformIndex ?? ((html: string) => html);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const began = performance.now();
    const pathname = (request.url.split('?')[0] ?? '/').replace(/(.)\/+$/, '$1');
    // Only page navigations fall back to the app; a missing script or image stays a 404.
    if ((request.method !== 'GET' && request.method !== 'HEAD') || path.extname(pathname) !== '') {
      return reply.code(404).send({ error: 'Not found' });
    }
    const status = (await options.pageStatus?.(pathname, request.url)) ?? 200;
    const variant = await options.variant?.(request, reply);
    // A missing or closed page is rendered too (the shell draws its not-found page); a 503 is the plain app.
    const renderable = !variant && (status === 200 || status === 404 || status === 410);
    const rendered = renderable
      ? await options.render?.(pathname, request.url, status, traceparentOf(request.id))
      : undefined;
    options.onPage?.(rendered ? (rendered.kept ? 'kept' : 'rendered') : 'app', (performance.now() - began) / 1000);
    // A variant may have made the answer private already (one that gives a visitor its cookie).
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-cache');
    reply.code(status).header('Vary', 'accept-encoding');
    // The server's time for the page until it is sent, and whether it was rendered for this request: what an
    // operator reads in the browser's network panel and the bench reads per request (the render pool's waits in it).
    if (rendered)
      reply.header(
        'Server-Timing',
        `${rendered.kept ? 'kept' : 'render'};dur=${(performance.now() - began).toFixed(1)}`,
      );
    if (options.variant) cacheAsPreviewable(reply, variant !== undefined);
    reply.type('text/html; charset=utf-8');
    if (rendered?.brotli && status === 200 && acceptsBrotli(request))
      return reply.header('Content-Encoding', 'br').send(rendered.brotli);
    if (rendered) {
      if (status === 200) return reply.send(rendered.html);
      const html = rendered.html.toString();
      return reply.send(/<meta name="robots" content="noindex"/.test(html) ? html : withNoindex(html));
    }
    const app = (variant?.transformIndex ?? transform)(await readIndex(variant?.files ?? options.files));
    // 503 says "ask again later" (a job page the server cannot vouch for this minute): the visitor gets the app,
    // which asks for the job itself; a crawler keeps the page and comes back.
    if (status === 503) return reply.header('Retry-After', String(RETRY_JOB_PAGE_AFTER_S)).send(app);
    if (status !== 200) return reply.send(withNoindex(app));
    const made = await options.firstResponse?.(pathname, request.url);
    return reply.send(made ? made(app) : app);
  };
}
