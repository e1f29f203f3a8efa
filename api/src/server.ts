import http from 'node:http';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { SELF_IDENTIFICATION_TOKEN_HEADER } from '@tekvana/contracts/careers';
import { sql } from 'kysely';
import { probeRoutes } from '@tekvana/server-kit/probes';
import { metricsRoute, ServerMetrics } from '@tekvana/server-kit/metrics';
import { apiMetrics } from './apiMetrics';
import type { ApiControls } from './runtime';
import { RequestLog, requestIdOf, serverLogger } from '@tekvana/server-kit/logs';
import { checkOutboxExposure, DEFAULT_OPTIONS, type ApiOptions } from './config';
import { openDatabase } from './db/database';
import { confirmations, type ApplicationSettings } from './features/applications/confirmations';
import { scheduleRetention } from './features/applications/retention';
import { withdrawRoutes } from './features/applications/withdrawRoutes';
import { yourApplicationRoutes } from './features/applications/yourApplicationRoutes';
import { generalApplicationRoutes } from './features/generalApplications/generalApplicationRoutes';
import { internshipApplicationRoutes } from './features/internshipApplications/internshipApplicationRoutes';
import { applicationStageRoutes, isStagePathWithToken } from './features/applicationStages/applicationStageRoutes';
import { StageMails } from './features/applicationStages/stageMails';
import { PromiseRun, schedulePromises } from './features/answerPromises/promiseRun';
import { runEvery } from './platform/scheduled';
import { selfIdentificationRoutes } from './features/selfIdentification/selfIdentificationRoutes';
import { SelfIdentificationStore } from './features/selfIdentification/selfIdentificationStore';
import { scheduleDigests } from './features/jobAlerts/digest';
import { jobAlertRoutes } from './features/jobAlerts/jobAlertRoutes';
import { JobAlertStore } from './features/jobAlerts/jobAlertStore';
import { startDelivery } from './features/mail/delivery';
import { IDEMPOTENCY_HEADER, mailRoutes } from './features/mail/mailRoutes';
import { VisitorMailCap } from './features/mail/visitorMail';
import { outboxRoutes } from './features/outbox/outboxRoutes';
import { OutboxStore } from './features/outbox/outboxStore';
import { databaseOpenings } from './features/staffing/openingSource';
import { OpeningsChangesStore } from './features/openingsChanges/openingsChangesStore';
import { openingsChangesRoutes } from './features/openingsChanges/openingsChangesRoutes';
import { OpeningsSearchStore } from './features/openingsSearch/openingsSearchStore';
import { openingsSearchRoutes } from './features/openingsSearch/openingsSearchRoutes';
import { staffingRoutes } from './features/staffing/staffingRoutes';
import type { OpeningStore } from './features/staffing/openingStore';
import { recordRepositories } from './repositories';
import { LocationPlaceStore } from './features/places/locationPlaceStore';
import { countUnknownObjects, sweep, type SweepDeps } from './features/uploads/sweep';
import { uploadRoutes } from './features/uploads/uploadRoutes';
import { UploadStore } from './features/uploads/uploadStore';
import { useErrorAnswers } from './platform/errors';
import { loadMailLists } from './platform/mailPolicy';
import { openObjectStore } from './platform/objects/open';
import { installRateLimit } from './platform/rateLimit';
import { VALIDATOR_OPTIONS } from './platform/requestSchemas';
import { loadSigningSecret } from './platform/signing';

/** Staffing records are a few kilobytes; anything near this is not a real request. */
export const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * Node cuts off a request that has not fully arrived within requestTimeout (408), checking open connections
 * every connectionsCheckingInterval: a slow or stalled upload cannot hold a connection and its buffer.
 */
function timeouts(requestTimeout: number): http.ServerOptions {
  return {
    requestTimeout,
    headersTimeout: Math.min(60_000, requestTimeout),
    connectionsCheckingInterval: Math.max(100, Math.min(30_000, Math.floor(requestTimeout / 4))),
  };
}

/** This instance's own origin once it listens; what signed URLs use when no public URL is configured. */
function listeningOrigin(app: FastifyInstance, options: ApiOptions): string {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  return `http://${host}:${port}`;
}

/**
 * Sweeps crash litter and past days' visitor mail counts once before the API serves (cheap: driven by claims and
 * markers), then on a timer that never keeps the process alive and never runs two sweeps at once. The audit for objects no record knows lists
 * every object, so it runs once, in the background.
 */
async function scheduleSweeps(
  deps: SweepDeps,
  options: ApiOptions,
  visitorCap: VisitorMailCap,
): Promise<() => Promise<void>> {
  const run = async () => {
    await visitorCap.forgetPastDays(new Date());
    const removed = Object.entries(await sweep({ ...deps, graceMs: options.sweepGraceMs })).filter(
      ([, count]) => count > 0,
    );
    if (removed.length > 0)
      console.log(`Sweep removed crash litter: ${removed.map(([kind, count]) => `${count} ${kind}`).join(', ')}`);
  };
  let running: Promise<void> | undefined;
  // A file the sweep cannot remove is worth a log line, not a refusal to start.
  const runLogged = () =>
    (running ??= run()
      .catch((error: unknown) => console.error('Sweep failed:', error))
      .finally(() => {
        running = undefined;
      }));
  await runLogged();
  const closing = new AbortController();
  const audit = countUnknownObjects({ ...deps, graceMs: options.sweepGraceMs, signal: closing.signal })
    .then((unknown) => {
      if (unknown > 0)
        console.warn(
          `Found ${unknown} stored objects no record knows (another database, or a restore?): see docs/deploy.md`,
        );
    })
    .catch((error: unknown) => console.error('Looking for objects no record knows failed:', error));
  const timer = options.sweepIntervalMs > 0 ? setInterval(runLogged, options.sweepIntervalMs) : undefined;
  timer?.unref();
  return async () => {
    clearInterval(timer);
    closing.abort();
    await Promise.all([running, audit]);
  };
}

/**
 * What only the tests, the browser tests' API process and the bench add to the API: the plugins in
 * api/src/testing/plugins/, chosen by testing/testServer.ts. The production entry (main.ts) passes none. Each part
 * is applied where the API's own counterpart is, so an API with them behaves as one without them otherwise.
 */
export interface ApiExtension {
  /** Request headers a page may send cross-origin, besides the API's own. */
  corsHeaders?: readonly string[];
  /** Installed after CORS and compression, before the error answers and the rate limit: sees every request first. */
  onRequests?: (app: FastifyInstance) => void;
  /** Registered after the API's own routes, with the openings' repository. */
  routes?: FastifyPluginAsync<{ openingRecords: OpeningStore }>;
}

/**
 * Builds the API on the given options (DEFAULT_OPTIONS for the rest) without listening; use app.inject or listen.
 * `extensions`: the test plugins (ApiExtension), never given in production.
 */
export async function buildApi(
  overrides: Partial<ApiOptions> = {},
  extensions: readonly ApiExtension[] = [],
  controls: ApiControls = {},
): Promise<FastifyInstance> {
  const options: ApiOptions = { ...DEFAULT_OPTIONS, ...overrides };
  // Read before the database opens, so a bad lists file stops the start without touching anything.
  const mailLists = loadMailLists(options.mailListsFile);
  const objects = await openObjectStore(options);
  const { db, engine } = await openDatabase(options).catch((error: unknown) => {
    objects.close();
    throw error;
  });
  // Openings written without their places (a seed, the rows of before decision 084) are placed now.
  await new LocationPlaceStore(db).placeNew();
  const records = recordRepositories(db);
  const uploads = new UploadStore(db);
  const search = new OpeningsSearchStore(db, engine);
  // Before listening: the first searches then find the frame made (decision 083).
  await search.warm();
  const changes = new OpeningsChangesStore(db);
  const openings = databaseOpenings(records.openingRecords, search);
  const signingSecret = loadSigningSecret(options.dataDir, options.signingSecret);
  const visitorCap = new VisitorMailCap(db, signingSecret);
  const outbox = new OutboxStore(db, { deliver: options.smtpUrl !== undefined, engine, visitorCap });

  // Typed as Fastify's logger: with pino's own type the instance's type would differ from every plugin's.
  const logger: FastifyBaseLogger = serverLogger({
    service: 'api',
    destination: options.logFile,
    level: options.log ? 'info' : (options.quietLevel ?? 'warn'),
  });
  const app = Fastify({
    loggerInstance: logger,
    // One line per request, not Fastify's two; its id is the trace the caller sent, or a new one.
    logController: new RequestLog(),
    genReqId: requestIdOf,
    trustProxy: options.trustProxy.length > 0 ? options.trustProxy : false,
    serverFactory: (handler) => http.createServer(timeouts(options.requestTimeoutMs), handler),
    bodyLimit: JSON_BODY_LIMIT,
    // Wrong types must be refused, not silently coerced (a number where a name belongs is a client bug).
    ajv: VALIDATOR_OPTIONS,
  });
  // Everything that still uses the database stops first, then the database closes.
  const stopsOnClose: Array<() => Promise<void> | void> = [];
  app.addHook('onClose', async () => {
    for (const stop of stopsOnClose) await stop();
    await db.destroy();
    objects.close();
  });

  await app.register(cors, {
    origin: options.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: [
      'Content-Type',
      IDEMPOTENCY_HEADER,
      ...extensions.flatMap((extension) => extension.corsHeaders ?? []),
    ],
    // The forms read Retry-After to say how long to wait after a 429; the job application form keeps the
    // self-identification token (decision 063).
    exposedHeaders: ['Retry-After', SELF_IDENTIFICATION_TOKEN_HEADER],
    maxAge: 600,
  });
  // The openings list with its HTML descriptions is large JSON: a phone should not download it raw.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  // After CORS, so an injected failure still carries the CORS headers the browser needs to see it.
  for (const extension of extensions) extension.onRequests?.(app);

  useErrorAnswers(app);
  // After the error handler and CORS, so a 429 is a JSON answer the browser can read.
  // The staffing system's calls with its token are not counted (a day's stage changes come in bursts); calls without
  // it are, like any write.
  await installRateLimit(app, options.rateLimit, (request) => isStagePathWithToken(request, options.staffingTokens));
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ error: `No route ${request.method} ${request.url.split('?')[0] ?? ''}` }),
  );

  // Every request timed, and the API's own figures, at /metrics (decision 088).
  const metrics = options.metrics ? new ServerMetrics('api') : undefined;
  const countTry = metrics && apiMetrics(app, metrics, outbox);
  if (metrics) await app.register(metricsRoute, { metrics, opsToken: options.opsToken, opsTokenName: 'API_OPS_TOKEN' });
  let stopping = false;
  app.addHook('preClose', () => {
    stopping = true;
  });
  await app.register(probeRoutes, {
    checks: [
      { name: 'database', check: async () => void (await sql`SELECT 1`.execute(db)) },
      { name: 'files', check: () => objects.check() },
    ],
    draining: () => stopping || (controls.stopping?.() ?? false),
    opsToken: options.opsToken,
    opsTokenName: 'API_OPS_TOKEN',
  });
  const { openingsMaxAgeSeconds } = options;
  await app.register(staffingRoutes, { ...records, openings, openingsMaxAgeSeconds, signingSecret });
  await app.register(openingsSearchRoutes, { search, openingsMaxAgeSeconds });
  await app.register(openingsChangesRoutes, { changes });
  const publicUrl = () => options.publicUrl ?? listeningOrigin(app, options);
  await app.register(uploadRoutes, { uploads, objects, signingSecret, publicUrl });
  const applicationSettings: ApplicationSettings = {
    companyName: options.companyName,
    careersContact: options.careersContact,
    withdrawLinkDays: options.withdrawLinkDays,
    answerWithinDays: options.answerWithinDays,
  };
  const confirmationFor = confirmations({ db, ...records, signingSecret, publicUrl, ...applicationSettings });
  await app.register(mailRoutes, { outbox, objects, mailLists, confirmationFor });
  await app.register(withdrawRoutes, {
    db,
    ...records,
    uploads,
    outbox,
    objects,
    signingSecret,
    ...applicationSettings,
  });
  await app.register(yourApplicationRoutes, { db, ...records, outbox, objects, signingSecret, ...applicationSettings });
  const applicationDeps = { ...records, outbox, objects, mailLists, signingSecret, publicUrl, ...applicationSettings };
  await app.register(generalApplicationRoutes, applicationDeps);
  await app.register(internshipApplicationRoutes, applicationDeps);
  await app.register(selfIdentificationRoutes, {
    ...records,
    selfIdentifications: new SelfIdentificationStore(db),
    signingSecret,
  });
  const stageMails = new StageMails({
    db,
    ...records,
    outbox,
    visitorCap,
    signingSecret,
    publicUrl,
    ...applicationSettings,
  });
  await app.register(applicationStageRoutes, {
    db,
    ...records,
    tokens: options.staffingTokens,
    mails: stageMails,
    promise: applicationSettings,
  });
  // Mails the cap held back, and any a failed store left: hourly by default, so the next day's go the next day.
  stopsOnClose.push(
    runEvery('Stage mails', options.stageMailIntervalMs, async () => {
      await stageMails.mailPending();
    }),
  );
  // Answers promised to candidates (decision 077): once a day across instances, each looking hourly whether it is due;
  // it acts on promises due before the next run could (a day and an hour ahead), so none passes between two runs.
  const promisePollMs = Math.min(options.promiseIntervalMs, 60 * 60 * 1000);
  const promiseRun = new PromiseRun({
    db,
    ...records,
    outbox,
    stageMails,
    signingSecret,
    publicUrl,
    ...applicationSettings,
    reminderDays: options.promiseReminderDays,
    retentionMonths: options.retentionMonths,
    leadMs: options.promiseIntervalMs + promisePollMs,
  });
  stopsOnClose.push(
    schedulePromises(promiseRun, db, {
      everyMs: options.promiseIntervalMs,
      pollMs: promisePollMs,
      leaseMs: 30 * 60 * 1000,
    }),
  );
  // The outbox pages show every mail: open only where they are the mail's destination, else behind a token.
  if (!options.smtpUrl || options.outboxToken)
    await app.register(outboxRoutes, { outbox, objects, token: options.outboxToken });
  if (options.smtpUrl) {
    const worker = startDelivery(outbox, objects, {
      smtpUrl: options.smtpUrl,
      from: options.mailFrom,
      maxAttempts: options.deliveryMaxAttempts,
      pollMs: options.deliveryPollMs,
      leaseMs: options.deliveryLeaseMs,
      onTry: countTry,
    });
    stopsOnClose.push(() => worker.stop());
  }
  const alerts = new JobAlertStore(db, { secret: signingSecret });
  const alertText = { companyName: options.companyName, careersContact: options.careersContact };
  await app.register(jobAlertRoutes, {
    alerts,
    visitorCap,
    ...records,
    search,
    outbox,
    signingSecret,
    publicUrl,
    ...alertText,
  });
  for (const extension of extensions)
    if (extension.routes) await app.register(extension.routes, { openingRecords: records.openingRecords });
  stopsOnClose.push(await scheduleSweeps({ uploads, outbox, objects }, options, visitorCap));
  stopsOnClose.push(
    scheduleDigests({
      alerts,
      ...records,
      search,
      outbox,
      signingSecret,
      publicUrl,
      companyName: options.companyName,
      siteUrl: options.siteUrl,
      intervalMs: options.alertDigestIntervalMs,
    }),
  );
  stopsOnClose.push(
    scheduleRetention(
      { ...records, uploads, outbox, objects },
      { defaultMonths: options.retentionMonths, intervalMs: options.retentionIntervalMs },
    ),
  );
  return app;
}

/** Builds and listens; resolves once the port is open. Port 0 picks a free one (see url). */
export async function startApi(
  overrides: Partial<ApiOptions> = {},
  extensions: readonly ApiExtension[] = [],
  controls: ApiControls = {},
): Promise<{ app: FastifyInstance; url: string }> {
  const options: ApiOptions = { ...DEFAULT_OPTIONS, ...overrides };
  checkOutboxExposure(options);
  const app = await buildApi(options, extensions, controls);
  try {
    await app.listen({ port: options.port, host: options.host });
  } catch (error) {
    await app.close();
    throw error;
  }
  return { app, url: listeningOrigin(app, options) };
}
