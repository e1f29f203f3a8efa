import { describeStorage, optionsFromEnv } from './config';

describe('DATABASE_URL', () => {
  it('is unset by default: the embedded SQLite database in the data folder', () => {
    const options = optionsFromEnv({ API_DATA_DIR: '/srv/api' });
    expect(options.databaseUrl).toBeUndefined();
    expect(describeStorage(options)).toBe('SQLite and files in /srv/api');
  });

  it('selects PostgreSQL, and the start banner never shows the password', () => {
    const options = optionsFromEnv({ API_DATA_DIR: '/srv/api', DATABASE_URL: 'postgres://site:s3cret@db.internal:5432/tekvana' });
    expect(options.databaseUrl).toBe('postgres://site:s3cret@db.internal:5432/tekvana');
    expect(describeStorage(options)).toBe('PostgreSQL at db.internal:5432/tekvana, files in /srv/api');
    expect(describeStorage(options)).not.toContain('s3cret');
  });

  it('refuses anything but a PostgreSQL URL, naming the variable', () => {
    expect(() => optionsFromEnv({ DATABASE_URL: 'mysql://db/tekvana' })).toThrow('DATABASE_URL must be a postgres:// or postgresql:// URL');
  });
});
