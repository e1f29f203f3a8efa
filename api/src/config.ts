import path from 'node:path';
import { ANSWER_WITHIN_DAYS_MAX, DEFAULT_ANSWER_WITHIN_DAYS, DEFAULT_PRIVACY } from '@tekvana/contracts';
import { isLoopback } from '@tekvana/server-kit/access';
import type { S3Options } from './platform/objects/s3';
import type { RateLimitOptions } from './platform/rateLimit';

/** Everything the API needs to start; tests and the site's start script pass these in-process. */
export interface ApiOptions {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://… stores everything in PostgreSQL instead of the data folder's SQLite file. */
  databaseUrl?: string;
  /** Resumes and mail attachments in this S3-compatible bucket instead of the data folder. */
  s3?: S3Options;
  corsOrigins: string[];
  /**
   * smtp://… delivers stored mail over SMTP (the transactional outbox in features/mail/delivery.ts); absent, mail
   * stays in the outbox page. from, tries and polling interval of that delivery.
   */
  smtpUrl?: string;
  mailFrom: string;
  deliveryMaxAttempts: number;
  deliveryPollMs: number;
  /** A mail a worker claimed and never finished (the instance died) is tried again after this. */
  deliveryLeaseMs: number;
  /** With SMTP, the outbox pages are off unless this token is given (Authorization: Bearer). */
  outboxToken?: string;
  /** The probes (and metrics) from other machines need this token (Authorization: Bearer); loopback callers do not. */
  opsToken?: string;
  /**
   * The staffing system's tokens for reporting application stages (Authorization: Bearer), from API_STAFFING_TOKEN
   * (comma-separated while one replaces another); none: stage calls are refused.
   */
  staffingTokens: string[];
  /** How often each instance mails the stage changes not mailed yet (held back by the day's cap); 0: at start only. */
  stageMailIntervalMs: number;
  /** Listen beyond loopback with the outbox open to all (no SMTP, no token): only when meant (checkOutboxExposure). */
  openOutbox: boolean;
  /** JSON file of the company's mail lists: the only addresses the e-mail API sends to (platform/mailPolicy.ts). */
  mailListsFile: string;
  /**
   * The API's origin as browsers reach it (for example https://api.example.com), used in signed upload URLs.
   * Absent: http://host:port of this instance, which is right on loopback only.
   */
  publicUrl?: string;
  /** Per client and instance: at most `max` POST and PUT requests per `windowMs` (429 beyond; max 0 = off). */
  rateLimit: RateLimitOptions;
  /**
   * Whom to believe about the client's address (X-Forwarded-For) behind a reverse proxy: Fastify's trustProxy,
   * here a comma list of proxy addresses or CIDRs. Empty: the socket's address, which is right without a proxy.
   */
  trustProxy: string[];
  /**
   * Crash litter (features/uploads/sweep.ts) older than this is removed at start and every sweepIntervalMs; younger files may
   * belong to a request in flight. Interval 0 sweeps at start only.
   */
  sweepGraceMs: number;
  sweepIntervalMs: number;
  /** A request, body included, must arrive within this time; a slow or stalled upload is cut off. */
  requestTimeoutMs: number;
  /** HMAC key for signed upload URLs; when absent one is generated and kept in the data folder. */
  signingSecret?: string;
  /** The company's name in the mails and pages the API writes itself (a candidate's confirmation). */
  companyName: string;
  /** Where candidates write with questions about an application. */
  careersContact: string;
  /** How long the withdraw link in an application's confirmation works. */
  withdrawLinkDays: number;
  /**
   * Days from an application, or a stage that is not an answer, to the date its candidate is promised news (45 after
   * an interview); the site's deploy config says the same number (decision 077).
   */
  answerWithinDays: number;
  /** How many days before a promise falls due the recruiters are reminded of it. */
  promiseReminderDays: number;
  /** How often the promises' run happens across all instances (each instance looks hourly whether it is due). */
  promiseIntervalMs: number;
  /**
   * Applications are deleted once this many months old, unless the candidate was told another period when
   * applying (decision 030); the retention run looks every retentionIntervalMs (0: at start only).
   */
  retentionMonths: number;
  retentionIntervalMs: number;
  /** The site's public origin: job alert digests link to its job pages (decision 032). */
  siteUrl: string;
  /** Job alert digests are built this often (0: at start only). */
  alertDigestIntervalMs: number;
  /**
   * How long browsers and proxies may keep the openings list and search answers without asking (decision 056);
   * 0 makes them ask every time (answered 304 while no opening changed).
   */
  openingsMaxAgeSeconds: number;
  /**
   * true: a JSON line per request and the API's notes (info and up); false: warnings and errors only
   * (docs/decisions/086-structured-logs.md).
   */
  log: boolean;
  /** Where the lines go (`API_LOG_FILE`): stdout unless set. */
  logFile?: string;
  /** Record metrics and answer `/metrics` (decision 088); `API_METRICS=0` turns them off (the bench compares). */
  metrics: boolean;
  /** With `log` false, the least level written: warnings unless set (the unit tests keep errors only). */
  quietLevel?: 'warn' | 'error';
}

const SITE_PORTS = [3000, 3001, 3002, 3003];

export const DEFAULT_OPTIONS: ApiOptions = {
  port: 4000,
  host: '127.0.0.1',
  openOutbox: false,
  staffingTokens: [],
  stageMailIntervalMs: 3_600_000,
  // api/data, which .gitignore excludes.
  dataDir: path.resolve(__dirname, '..', 'data'),
  mailListsFile: path.resolve(__dirname, '..', 'mail-lists.json'),
  mailFrom: 'Tekvana Technologies website <no-reply@tekvana.example>',
  companyName: 'Tekvana Technologies',
  careersContact: 'careers@tekvana.example',
  // A quarter: long enough to change one's mind after the interviews; later, the careers team does it on request.
  withdrawLinkDays: 90,
  answerWithinDays: DEFAULT_ANSWER_WITHIN_DAYS,
  promiseReminderDays: 3,
  promiseIntervalMs: 24 * 60 * 60 * 1000,
  // The period the site tells candidates by default (decision 061): one constant, so the two cannot drift apart.
  retentionMonths: DEFAULT_PRIVACY.retentionMonths,
  retentionIntervalMs: 60 * 60 * 1000,
  siteUrl: `http://127.0.0.1:${SITE_PORTS[0]}`,
  // Daily, as the boards that offer alerts do: one mail a day at most per alert.
  alertDigestIntervalMs: 24 * 60 * 60 * 1000,
  openingsMaxAgeSeconds: 30,
  // 2 s doubling to 1 h: eight tries span about four minutes, enough to ride out an SMTP restart.
  deliveryMaxAttempts: 8,
  deliveryPollMs: 1000,
  // Longer than the SMTP timeouts of one send (features/mail/delivery.ts), so a live worker's claim never runs out.
  deliveryLeaseMs: 5 * 60 * 1000,
  corsOrigins: SITE_PORTS.flatMap((port) => [`http://127.0.0.1:${port}`, `http://localhost:${port}`]),
  // 10 MB in 5 minutes is about 0.3 Mbit/s: slower than that, the upload is not going to finish anyway.
  requestTimeoutMs: 5 * 60 * 1000,
  // An application is six writes and a contact message one: ten applications a minute from one address.
  rateLimit: { max: 60, windowMs: 60_000 },
  trustProxy: [],
  // Longer than any request may take (requestTimeoutMs), so nothing in flight is swept.
  sweepGraceMs: 10 * 60 * 1000,
  sweepIntervalMs: 10 * 60 * 1000,
  log: true,
  metrics: true,
};

/** A non-negative integer from the environment (absent or empty: `fallback`); throws naming the variable. */
export function parseCount(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}".`);
  return value;
}

function parseAddress(name: string, raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  if (!/^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(raw))
    throw new Error(`${name} must be an e-mail address, got "${raw}".`);
  return raw;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * How often the promises' run happens: at least hourly's worth (0: at start only, for tests), and shorter than the
 * promise itself, or a promise would fall due again before the run that made it was followed by another.
 */
function parsePromiseInterval(env: NodeJS.ProcessEnv): number {
  const interval = parseCount(
    'API_PROMISE_INTERVAL_MS',
    env.API_PROMISE_INTERVAL_MS,
    DEFAULT_OPTIONS.promiseIntervalMs,
  );
  const days = Number(env.API_ANSWER_WITHIN_DAYS || DEFAULT_OPTIONS.answerWithinDays);
  if (interval !== 0 && interval < HOUR_MS)
    throw new Error(`API_PROMISE_INTERVAL_MS must be 0 or at least ${HOUR_MS} (an hour), got "${interval}".`);
  if (interval + HOUR_MS >= days * 24 * HOUR_MS)
    throw new Error(
      `API_PROMISE_INTERVAL_MS (${interval}) and an hour must be shorter than API_ANSWER_WITHIN_DAYS (${days} days).`,
    );
  return interval;
}

/** A whole number of days from `min` to `max`; absent: the default. */
function parseDays(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  const days = parseCount(name, raw, fallback);
  if (days < min || days > max) throw new Error(`${name} must be from ${min} to ${max} days, got "${raw}".`);
  return days;
}

function parseWithdrawDays(raw: string | undefined): number {
  const days = parseCount('API_WITHDRAW_LINK_DAYS', raw, DEFAULT_OPTIONS.withdrawLinkDays);
  if (days < 1) throw new Error(`API_WITHDRAW_LINK_DAYS must be at least 1, got "${raw}".`);
  return days;
}

/** At least this long: a token is a secret, not a word. */
const STAFFING_TOKEN_MIN = 24;

function parseStaffingTokens(raw: string | undefined): string[] {
  const tokens = (raw ?? '')
    .split(',')
    .map((token) => token.trim())
    .filter(Boolean);
  const short = tokens.find((token) => token.length < STAFFING_TOKEN_MIN);
  if (short !== undefined)
    throw new Error(
      `API_STAFFING_TOKEN: each token (comma-separated) must be at least ${STAFFING_TOKEN_MIN} characters; one is ${short.length}.`,
    );
  return tokens;
}

function parseRetentionMonths(raw: string | undefined): number {
  const months = parseCount('API_RETENTION_MONTHS', raw, DEFAULT_OPTIONS.retentionMonths);
  if (months < 1 || months > 120) throw new Error(`API_RETENTION_MONTHS must be 1 to 120, got "${raw}".`);
  return months;
}

function parseOrigin(name: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got "${raw}".`);
  }
  if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`${name} must be an origin such as https://example.com, got "${raw}".`);
  }
  return url.origin;
}

const parsePublicUrl = (raw: string | undefined) => (raw ? parseOrigin('API_PUBLIC_URL', raw) : undefined);

function parseSmtpUrl(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  if (!/^smtps?:\/\//.test(raw))
    throw new Error('SMTP_URL must be an smtp:// or smtps:// URL (unset it to keep mail in the outbox).');
  return raw;
}

function parseDatabaseUrl(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  if (!/^postgres(ql)?:\/\//.test(raw))
    throw new Error(
      'DATABASE_URL must be a postgres:// or postgresql:// URL (unset it for the embedded SQLite database).',
    );
  return raw;
}

function parseDeliveryLease(raw: string | undefined): number {
  const lease = parseCount('API_DELIVERY_LEASE_MS', raw, DEFAULT_OPTIONS.deliveryLeaseMs);
  if (lease < 1000)
    throw new Error(
      `API_DELIVERY_LEASE_MS must be at least 1000 (a claim shorter than a send would send mail twice), got "${raw}".`,
    );
  return lease;
}

/** S3_BUCKET selects the bucket; S3_ENDPOINT an S3-compatible service; the region as the AWS tools read it. */
function parseS3(env: NodeJS.ProcessEnv): S3Options | undefined {
  const bucket = env.S3_BUCKET;
  if (!bucket) {
    if (env.S3_ENDPOINT)
      throw new Error('S3_ENDPOINT is set without S3_BUCKET: name the bucket too (or unset both for the data folder).');
    return undefined;
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    throw new Error(
      `S3_BUCKET must be a bucket name (3-63 lower-case letters, digits, dots, hyphens), got "${bucket}".`,
    );
  let endpoint: string | undefined;
  if (env.S3_ENDPOINT) {
    const url = URL.canParse(env.S3_ENDPOINT) ? new URL(env.S3_ENDPOINT) : undefined;
    if (!url || !/^https?:$/.test(url.protocol))
      throw new Error(`S3_ENDPOINT must be an http(s) URL such as https://s3.example.com, got "${env.S3_ENDPOINT}".`);
    endpoint = url.origin;
  }
  return { bucket, endpoint, region: env.S3_REGION || env.AWS_REGION || 'us-east-1' };
}

/** Where the records and files are, for the start banner: never a password or key. */
/** Where the records are kept, for one line of a start or a command. */
export const describeRecords = (options: Pick<ApiOptions, 'dataDir' | 'databaseUrl'>): string =>
  options.databaseUrl
    ? `PostgreSQL at ${new URL(options.databaseUrl).host}${new URL(options.databaseUrl).pathname}`
    : `SQLite in ${options.dataDir}`;

export function describeStorage(options: Pick<ApiOptions, 'dataDir' | 'databaseUrl' | 's3'>): string {
  const records = describeRecords(options);
  const files = options.s3
    ? `files in S3 bucket ${options.s3.bucket}${options.s3.endpoint ? ` at ${options.s3.endpoint}` : ''}`
    : `files in ${options.dataDir}`;
  return `${records}, ${files}`;
}

/**
 * Without SMTP and a token the outbox pages show every mail, with its withdraw and confirm links, to whoever reaches
 * the API: right on this machine, never on a network unless that is really meant (decision 050).
 */
export function checkOutboxExposure(
  options: Pick<ApiOptions, 'host' | 'smtpUrl' | 'outboxToken' | 'openOutbox'>,
): void {
  if (isLoopback(options.host) || options.smtpUrl || options.outboxToken || options.openOutbox) return;
  throw new Error(
    `API_HOST ${options.host} is reachable from other machines, and the outbox pages would show them every mail and its links: set API_OUTBOX_TOKEN (or SMTP_URL), or API_OPEN_OUTBOX=1 if that is really meant.`,
  );
}

/** Reads the API_* environment variables over the defaults; throws naming the bad variable. */
export function optionsFromEnv(env: NodeJS.ProcessEnv): ApiOptions {
  const s3 = parseS3(env);
  // With a bucket, instances share the files; a signed URL made by one must be good on every other.
  if (s3 && !env.API_SIGNING_SECRET)
    throw new Error(
      'S3_BUCKET is set, so API instances share uploads: set API_SIGNING_SECRET to the same long random value on each.',
    );
  // Real mail carries links back to the API (a confirmation's withdraw link); the listening address is no link.
  if (env.SMTP_URL && (!env.API_PUBLIC_URL || !env.API_SITE_URL))
    throw new Error(
      'SMTP_URL is set, so mail leaves this machine with links to the API and the site: set API_PUBLIC_URL and API_SITE_URL to their public origins.',
    );
  const host = env.API_HOST || DEFAULT_OPTIONS.host;
  const origins = env.API_CORS_ORIGINS?.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return {
    port: parseCount('API_PORT', env.API_PORT, DEFAULT_OPTIONS.port),
    host,
    dataDir: env.API_DATA_DIR ? path.resolve(env.API_DATA_DIR) : DEFAULT_OPTIONS.dataDir,
    databaseUrl: parseDatabaseUrl(env.DATABASE_URL),
    s3,
    smtpUrl: parseSmtpUrl(env.SMTP_URL),
    mailFrom: env.API_MAIL_FROM || DEFAULT_OPTIONS.mailFrom,
    companyName: env.API_COMPANY_NAME || DEFAULT_OPTIONS.companyName,
    careersContact: parseAddress('API_CAREERS_CONTACT', env.API_CAREERS_CONTACT) ?? DEFAULT_OPTIONS.careersContact,
    withdrawLinkDays: parseWithdrawDays(env.API_WITHDRAW_LINK_DAYS),
    answerWithinDays: parseDays(
      'API_ANSWER_WITHIN_DAYS',
      env.API_ANSWER_WITHIN_DAYS,
      DEFAULT_OPTIONS.answerWithinDays,
      1,
      ANSWER_WITHIN_DAYS_MAX,
    ),
    promiseReminderDays: parseDays(
      'API_PROMISE_REMINDER_DAYS',
      env.API_PROMISE_REMINDER_DAYS,
      DEFAULT_OPTIONS.promiseReminderDays,
      0,
      30,
    ),
    promiseIntervalMs: parsePromiseInterval(env),
    retentionMonths: parseRetentionMonths(env.API_RETENTION_MONTHS),
    retentionIntervalMs: parseCount(
      'API_RETENTION_INTERVAL_MS',
      env.API_RETENTION_INTERVAL_MS,
      DEFAULT_OPTIONS.retentionIntervalMs,
    ),
    deliveryMaxAttempts: parseCount(
      'API_DELIVERY_MAX_ATTEMPTS',
      env.API_DELIVERY_MAX_ATTEMPTS,
      DEFAULT_OPTIONS.deliveryMaxAttempts,
    ),
    deliveryPollMs: parseCount('API_DELIVERY_POLL_MS', env.API_DELIVERY_POLL_MS, DEFAULT_OPTIONS.deliveryPollMs),
    deliveryLeaseMs: parseDeliveryLease(env.API_DELIVERY_LEASE_MS),
    outboxToken: env.API_OUTBOX_TOKEN || undefined,
    opsToken: env.API_OPS_TOKEN || undefined,
    staffingTokens: parseStaffingTokens(env.API_STAFFING_TOKEN),
    stageMailIntervalMs: parseCount(
      'API_STAGE_MAIL_INTERVAL_MS',
      env.API_STAGE_MAIL_INTERVAL_MS,
      DEFAULT_OPTIONS.stageMailIntervalMs,
    ),
    openOutbox: env.API_OPEN_OUTBOX === '1',
    mailListsFile: env.API_MAIL_LISTS ? path.resolve(env.API_MAIL_LISTS) : DEFAULT_OPTIONS.mailListsFile,
    corsOrigins: origins && origins.length > 0 ? origins : DEFAULT_OPTIONS.corsOrigins,
    signingSecret: env.API_SIGNING_SECRET || undefined,
    publicUrl: parsePublicUrl(env.API_PUBLIC_URL),
    siteUrl: env.API_SITE_URL ? parseOrigin('API_SITE_URL', env.API_SITE_URL) : DEFAULT_OPTIONS.siteUrl,
    alertDigestIntervalMs: parseCount(
      'API_ALERT_DIGEST_INTERVAL_MS',
      env.API_ALERT_DIGEST_INTERVAL_MS,
      DEFAULT_OPTIONS.alertDigestIntervalMs,
    ),
    openingsMaxAgeSeconds: parseCount(
      'API_OPENINGS_MAX_AGE',
      env.API_OPENINGS_MAX_AGE,
      DEFAULT_OPTIONS.openingsMaxAgeSeconds,
    ),
    rateLimit: {
      max: parseCount('API_RATE_LIMIT_MAX', env.API_RATE_LIMIT_MAX, DEFAULT_OPTIONS.rateLimit.max),
      windowMs: parseCount(
        'API_RATE_LIMIT_WINDOW_MS',
        env.API_RATE_LIMIT_WINDOW_MS,
        DEFAULT_OPTIONS.rateLimit.windowMs,
      ),
    },
    trustProxy:
      env.API_TRUST_PROXY?.split(',')
        .map((entry) => entry.trim())
        .filter(Boolean) ?? [],
    sweepGraceMs: parseCount('API_SWEEP_GRACE_MS', env.API_SWEEP_GRACE_MS, DEFAULT_OPTIONS.sweepGraceMs),
    sweepIntervalMs: parseCount('API_SWEEP_INTERVAL_MS', env.API_SWEEP_INTERVAL_MS, DEFAULT_OPTIONS.sweepIntervalMs),
    requestTimeoutMs: parseCount(
      'API_REQUEST_TIMEOUT_MS',
      env.API_REQUEST_TIMEOUT_MS,
      DEFAULT_OPTIONS.requestTimeoutMs,
    ),
    // Test runs switch the per-request line off so their output stays readable.
    log: env.API_LOG !== '0',
    logFile: env.API_LOG_FILE || undefined,
    metrics: env.API_METRICS !== '0',
  };
}
