import { checkOutboxExposure, describeStorage, optionsFromEnv } from './config';
import { startApi } from './server';

describe('DATABASE_URL', () => {
  it('is unset by default: the embedded SQLite database in the data folder', () => {
    const options = optionsFromEnv({ API_DATA_DIR: '/srv/api' });
    expect(options.databaseUrl).toBeUndefined();
    expect(describeStorage(options)).toBe('SQLite in /srv/api, files in /srv/api');
  });

  it('selects PostgreSQL, and the start banner never shows the password', () => {
    const options = optionsFromEnv({
      API_DATA_DIR: '/srv/api',
      DATABASE_URL: 'postgres://site:s3cret@db.internal:5432/tekvana',
    });
    expect(options.databaseUrl).toBe('postgres://site:s3cret@db.internal:5432/tekvana');
    expect(describeStorage(options)).toBe('PostgreSQL at db.internal:5432/tekvana, files in /srv/api');
    expect(describeStorage(options)).not.toContain('s3cret');
  });

  it('refuses anything but a PostgreSQL URL, naming the variable', () => {
    expect(() => optionsFromEnv({ DATABASE_URL: 'mysql://db/tekvana' })).toThrow(
      'DATABASE_URL must be a postgres:// or postgresql:// URL',
    );
  });
});

describe('S3_BUCKET', () => {
  const secret = { API_SIGNING_SECRET: 'shared-by-every-instance' };

  it('is unset by default: files in the data folder', () => {
    expect(optionsFromEnv({}).s3).toBeUndefined();
  });

  it('selects a bucket, on an S3-compatible endpoint when one is given, with the region the AWS way', () => {
    const options = optionsFromEnv({
      ...secret,
      API_DATA_DIR: '/srv/api',
      S3_BUCKET: 'tekvana-resumes',
      S3_ENDPOINT: 'https://s3.example.net/',
      AWS_REGION: 'eu-west-1',
    });
    expect(options.s3).toEqual({ bucket: 'tekvana-resumes', endpoint: 'https://s3.example.net', region: 'eu-west-1' });
    expect(describeStorage(options)).toBe(
      'SQLite in /srv/api, files in S3 bucket tekvana-resumes at https://s3.example.net',
    );
    expect(
      optionsFromEnv({ ...secret, S3_BUCKET: 'tekvana-resumes', S3_REGION: 'ap-south-1', AWS_REGION: 'eu-west-1' }).s3,
    ).toEqual({ bucket: 'tekvana-resumes', endpoint: undefined, region: 'ap-south-1' });
  });

  it('needs a shared signing secret, since a URL signed by one instance is used on another', () => {
    expect(() => optionsFromEnv({ S3_BUCKET: 'tekvana-resumes' })).toThrow('set API_SIGNING_SECRET');
  });

  it('refuses a bad bucket name, a bad endpoint, and an endpoint without a bucket, naming the variable', () => {
    expect(() => optionsFromEnv({ ...secret, S3_BUCKET: 'Not A Bucket' })).toThrow('S3_BUCKET must be a bucket name');
    expect(() => optionsFromEnv({ ...secret, S3_BUCKET: 'tekvana-resumes', S3_ENDPOINT: 'not a url' })).toThrow(
      'S3_ENDPOINT must be an http(s) URL',
    );
    expect(() => optionsFromEnv({ S3_ENDPOINT: 'https://s3.example.net' })).toThrow(
      'S3_ENDPOINT is set without S3_BUCKET',
    );
  });
});

describe("an application's confirmation (API_COMPANY_NAME, API_CAREERS_CONTACT, API_WITHDRAW_LINK_DAYS)", () => {
  it('has working defaults and takes each from the environment', () => {
    expect(optionsFromEnv({})).toMatchObject({
      companyName: 'Tekvana Technologies',
      careersContact: 'careers@tekvana.example',
      withdrawLinkDays: 90,
    });
    expect(
      optionsFromEnv({
        API_COMPANY_NAME: 'Acme',
        API_CAREERS_CONTACT: 'jobs@acme.example',
        API_WITHDRAW_LINK_DAYS: '30',
      }),
    ).toMatchObject({ companyName: 'Acme', careersContact: 'jobs@acme.example', withdrawLinkDays: 30 });
  });

  it('refuses a contact that is not an address and a link that would never work, naming the variable', () => {
    expect(() => optionsFromEnv({ API_CAREERS_CONTACT: 'careers team' })).toThrow('API_CAREERS_CONTACT must be');
    expect(() => optionsFromEnv({ API_WITHDRAW_LINK_DAYS: '0' })).toThrow('API_WITHDRAW_LINK_DAYS must be at least 1');
    expect(() => optionsFromEnv({ SMTP_URL: 'smtp://127.0.0.1:2525' })).toThrow('set API_PUBLIC_URL and API_SITE_URL');
    expect(() =>
      optionsFromEnv({ SMTP_URL: 'smtp://127.0.0.1:2525', API_PUBLIC_URL: 'https://api.example.com' }),
    ).toThrow('set API_PUBLIC_URL and API_SITE_URL');
    expect(
      optionsFromEnv({
        SMTP_URL: 'smtp://127.0.0.1:2525',
        API_PUBLIC_URL: 'https://api.example.com',
        API_SITE_URL: 'https://www.example.com',
      }),
    ).toMatchObject({ publicUrl: 'https://api.example.com', siteUrl: 'https://www.example.com' });
    expect(() => optionsFromEnv({ API_SITE_URL: 'https://www.example.com/careers' })).toThrow('API_SITE_URL must be');
  });

  it('keeps applications 24 months by default, looking hourly; both configurable within bounds', () => {
    expect(optionsFromEnv({})).toMatchObject({ retentionMonths: 24, retentionIntervalMs: 3_600_000 });
    expect(optionsFromEnv({ API_RETENTION_MONTHS: '12', API_RETENTION_INTERVAL_MS: '0' })).toMatchObject({
      retentionMonths: 12,
      retentionIntervalMs: 0,
    });
    expect(() => optionsFromEnv({ API_RETENTION_MONTHS: '0' })).toThrow('API_RETENTION_MONTHS must be 1 to 120');
  });

  it('promises an answer within 21 days, reminds 3 days ahead and keeps promises daily; refuses settings that defeat it', () => {
    expect(optionsFromEnv({})).toMatchObject({
      answerWithinDays: 21,
      promiseReminderDays: 3,
      promiseIntervalMs: 86_400_000,
    });
    expect(
      optionsFromEnv({ API_ANSWER_WITHIN_DAYS: '30', API_PROMISE_REMINDER_DAYS: '0', API_PROMISE_INTERVAL_MS: '0' }),
    ).toMatchObject({ answerWithinDays: 30, promiseReminderDays: 0, promiseIntervalMs: 0 });
    expect(() => optionsFromEnv({ API_ANSWER_WITHIN_DAYS: '0' })).toThrow(
      'API_ANSWER_WITHIN_DAYS must be from 1 to 90',
    );
    expect(() => optionsFromEnv({ API_ANSWER_WITHIN_DAYS: '91' })).toThrow(
      'API_ANSWER_WITHIN_DAYS must be from 1 to 90',
    );
    expect(() => optionsFromEnv({ API_PROMISE_INTERVAL_MS: '60000' })).toThrow('at least 3600000');
    // A run a day and a promise of a day: the promise would fall due before the next run.
    expect(() => optionsFromEnv({ API_ANSWER_WITHIN_DAYS: '1' })).toThrow(
      'must be shorter than API_ANSWER_WITHIN_DAYS',
    );
  });

  it('takes no staffing token by default, several comma-separated, and refuses one too short to be a secret', () => {
    expect(optionsFromEnv({})).toMatchObject({ staffingTokens: [] });
    const first = 'a'.repeat(24);
    const next = 'b'.repeat(40);
    expect(optionsFromEnv({ API_STAFFING_TOKEN: ` ${first} , ${next},` })).toMatchObject({
      staffingTokens: [first, next],
    });
    expect(() => optionsFromEnv({ API_STAFFING_TOKEN: `${first},secret` })).toThrow(
      'API_STAFFING_TOKEN: each token (comma-separated) must be at least 24 characters; one is 6.',
    );
  });
});

describe('an open outbox', () => {
  const exposure = (env: NodeJS.ProcessEnv) => () => checkOutboxExposure(optionsFromEnv(env));

  it('stays on loopback: another address needs a token, SMTP or an explicit API_OPEN_OUTBOX=1', () => {
    for (const host of ['0.0.0.0', '::', '10.0.0.5', 'api.internal'])
      expect(exposure({ API_HOST: host })).toThrow(`API_HOST ${host} is reachable from other machines`);
    expect(exposure({ API_HOST: '0.0.0.0', API_OUTBOX_TOKEN: 'long-random-token' })).not.toThrow();
    expect(exposure({ API_HOST: '0.0.0.0', API_OPEN_OUTBOX: '1' })).not.toThrow();
    const smtp = {
      SMTP_URL: 'smtp://127.0.0.1:2525',
      API_PUBLIC_URL: 'https://api.example.com',
      API_SITE_URL: 'https://www.example.com',
    };
    expect(exposure({ API_HOST: '0.0.0.0', ...smtp })).not.toThrow();
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1'])
      expect(exposure({ API_HOST: host })).not.toThrow();
  });

  it('is refused where the API starts listening, whoever starts it, before anything is opened', async () => {
    await expect(startApi({ host: '0.0.0.0', port: 0 })).rejects.toThrow('API_HOST 0.0.0.0 is reachable');
  });
});
