import fs from 'node:fs';
import path from 'node:path';
import {
  checkApp,
  checkReleaseId,
  ReleaseError,
  type FolderReleaseStore,
  type ReleaseApp,
  type ReleaseStore,
} from './store';

/** One switch of an app's live release in an environment. */
export interface Deployment {
  app: ReleaseApp;
  from: string | null;
  to: string;
  at: string;
  rollback: boolean;
}

/** What an environment serves: each app's live release, and every switch that led there, oldest first. */
export interface EnvironmentRecord {
  env: string;
  /** Goes up by one with every switch, so a reader can tell a newer record from an older one. */
  revision: number;
  live: Partial<Record<ReleaseApp, string>>;
  history: Deployment[];
}

const ENV_NAME = /^[a-z][a-z0-9-]{0,30}$/;

export function checkEnvName(env: string): string {
  if (!ENV_NAME.test(env)) throw new ReleaseError(`"${env}" is no environment name: lower-case letters, digits, "-".`);
  return env;
}

/**
 * The release of `app` that was live before the current one was deployed: where a browser turns when the live one
 * fails, and what a rollback returns to. After a rollback it is not the release rolled back from.
 */
export function previousRelease(record: EnvironmentRecord, app: ReleaseApp): string | undefined {
  const live = record.live[app];
  const deployed = record.history.findLast((entry) => entry.app === app && entry.to === live && !entry.rollback);
  return deployed?.from ?? undefined;
}

/** A change to an environment's record; it may throw to leave the record as it is. */
export type RecordChange = (record: EnvironmentRecord) => EnvironmentRecord;

export const emptyRecord = (env: string): EnvironmentRecord => ({ env, revision: 0, live: {}, history: [] });

/**
 * The environments of a release store: what deploy and rollback decide is the same for every store; where the
 * record lives and how one switch at a time is made sure of is the store's (`read`, `update`).
 */
export abstract class Environments {
  constructor(protected readonly store: ReleaseStore) {}

  /** The environment's record as it is now (an empty one before its first deploy). */
  abstract read(env: string): Promise<EnvironmentRecord>;

  /** Reads, changes and writes the record as one step: a switch made meanwhile is never lost. */
  protected abstract update(env: string, change: RecordChange): Promise<EnvironmentRecord>;

  /** Makes a stored release of `app` live in `env` (its files checked first); false when it already was. */
  async deploy(env: string, app: ReleaseApp, id: string, now = new Date()): Promise<boolean> {
    checkEnvName(env);
    checkApp(app);
    await this.store.get(app, checkReleaseId(id));
    let switched = false;
    await this.update(env, (record) => {
      const from = record.live[app] ?? null;
      if (from === id) return record;
      switched = true;
      return switchTo(record, { app, from, to: id, at: now.toISOString(), rollback: false });
    });
    return switched;
  }

  /** Makes live again the release of `app` that was live before the current one was deployed; returns its id. */
  async rollback(env: string, app: ReleaseApp, now = new Date()): Promise<string> {
    checkEnvName(env);
    checkApp(app);
    const seen = await this.read(env);
    const live = seen.live[app];
    if (!live) throw new ReleaseError(`${app} has no live release in ${env}: nothing to roll back.`);
    const previous = previousRelease(seen, app);
    if (!previous)
      throw new ReleaseError(`${app} ${live} is the first release deployed to ${env}: there is none before it.`);
    await this.store.get(app, previous);
    await this.update(env, (record) => {
      if (record.live[app] !== live)
        throw new ReleaseError(`${app} in ${env} was switched meanwhile; nothing was changed. Look again and retry.`);
      return switchTo(record, { app, from: live, to: previous, at: now.toISOString(), rollback: true });
    });
    return previous;
  }
}

/**
 * The environments' records, beside the releases in the store (`<store>/environments/<env>.json`). A record is
 * written whole to a file of its own and renamed over the old one, so a reader never sees half of one; a lock file
 * taken with an exclusive create lets one switch at a time read, change and write it, so none is lost.
 */
export class FolderEnvironments extends Environments {
  private readonly dir: string;

  constructor(store: FolderReleaseStore) {
    super(store);
    this.dir = path.join(store.root, 'environments');
  }

  private fileOf(env: string): string {
    return path.join(this.dir, `${checkEnvName(env)}.json`);
  }

  async read(env: string): Promise<EnvironmentRecord> {
    const file = this.fileOf(env);
    try {
      return JSON.parse(await fs.promises.readFile(file, 'utf8')) as EnvironmentRecord;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return emptyRecord(env);
      throw error;
    }
  }

  protected async update(env: string, change: RecordChange): Promise<EnvironmentRecord> {
    fs.mkdirSync(this.dir, { recursive: true });
    const lock = `${this.fileOf(env)}.lock`;
    let handle: number;
    try {
      handle = fs.openSync(lock, 'wx');
    } catch {
      const since = fs.existsSync(lock) ? fs.statSync(lock).mtime.toISOString() : 'just now';
      throw new ReleaseError(
        `Another deploy to ${env} is running (since ${since}); nothing was changed. If none is, remove ${lock}.`,
      );
    }
    try {
      const next = change(await this.read(env));
      const incoming = `${this.fileOf(env)}.${process.pid}.incoming`;
      fs.writeFileSync(incoming, `${JSON.stringify(next, null, 2)}\n`);
      fs.renameSync(incoming, this.fileOf(env));
      return next;
    } finally {
      fs.closeSync(handle);
      fs.rmSync(lock, { force: true });
    }
  }
}

function switchTo(record: EnvironmentRecord, deployment: Deployment): EnvironmentRecord {
  return {
    ...record,
    revision: record.revision + 1,
    live: { ...record.live, [deployment.app]: deployment.to },
    history: [...record.history, deployment],
  };
}
