import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  checkApp,
  checkReleaseId,
  RELEASE_APPS,
  ReleaseError,
  type FolderReleaseStore,
  type ReleaseApp,
  type ReleaseStore,
} from '../store/store';
import {
  checkCanaryApp,
  isPastEnd,
  type Canary,
  type CanaryApp,
  type CanaryEvent,
  type CanaryFigures,
  type CanaryRule,
} from './canary';

/** One switch of an app's live release in an environment. */
export interface Deployment {
  app: ReleaseApp;
  from: string | null;
  to: string;
  at: string;
  rollback: boolean;
  /**
   * The gate's browser check was left out (`--no-browser-check`): nobody opened the release's pages before it went
   * live (docs/decisions/067-the-gate-fails-closed.md). Absent on every switch the gate opened.
   */
  notOpenedInBrowser?: true;
  /** Made live by promoting its canary (docs/decisions/089-canary-releases.md). */
  canary?: true;
}

/** What an environment serves: each app's live release, and every switch that led there, oldest first. */
export interface EnvironmentRecord {
  env: string;
  /** Goes up by one with every switch, so a reader can tell a newer record from an older one. */
  revision: number;
  live: Partial<Record<ReleaseApp, string>>;
  history: Deployment[];
  /** Each remote's canary running now, if any (docs/decisions/089-canary-releases.md). */
  canaries?: Partial<Record<CanaryApp, Canary>>;
  /** Every canary started, promoted or aborted, oldest first; apart from `history`, which says what was live. */
  canaryHistory?: CanaryEvent[];
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

/**
 * Whether the record names `id` of `app`: live, in its history (a previous release the browser falls back to), or a
 * canary, running or ended (a page opened before the end still loads its chunks).
 */
export const namesRelease = (record: EnvironmentRecord, app: ReleaseApp, id: string): boolean =>
  record.live[app] === id ||
  record.history.some((entry) => entry.app === app && (entry.to === id || entry.from === id)) ||
  (record.canaryHistory ?? []).some((event) => event.app === app && event.id === id);

/** The canary of `app` running in the record, if any. */
export const canaryOf = (record: EnvironmentRecord, app: ReleaseApp): Canary | undefined =>
  (record.canaries as Partial<Record<ReleaseApp, Canary>> | undefined)?.[app];

/** How a canary is started: its share of visitors, how long it may run, how it is judged. */
export interface CanaryStart extends CanaryRule {
  percent: number;
  minutes: number;
}

/** How a canary ends: with the figures it had, and (aborted) why. */
export interface CanaryEnd {
  /**
   * Ends the canary only while it is still this release, started then (a site that judged an older one, or a person
   * who looked at another, changes nothing).
   */
  id?: string;
  startedAt?: string;
  figures?: CanaryFigures;
  reason?: string;
  now?: Date;
}

export const emptyRecord = (env: string): EnvironmentRecord => ({ env, revision: 0, live: {}, history: [] });

/** How a deploy or rollback is made. */
export interface SwitchOptions {
  /**
   * The live releases the contract gate checked the switch against (the record's `live` as the gate read it). The
   * gate takes minutes: an app switched meanwhile would make a combination it never checked go live.
   */
  checked?: EnvironmentRecord['live'];
  /** A rollback's: the release the gate checked as the one it returns to; refused if the history now says another. */
  to?: string;
  /** When the switch is recorded as made. */
  now?: Date;
  /** A deploy's: the gate did not open the release in a browser, which the history says. */
  notOpenedInBrowser?: boolean;
}

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

  /**
   * Makes a stored release of `app` live in `env` (its files checked first); false when it already was. With
   * `checked`, the live releases the gate checked it against, the switch is refused when another app's is no longer
   * the one checked.
   */
  async deploy(
    env: string,
    app: ReleaseApp,
    id: string,
    { checked, now = new Date(), notOpenedInBrowser = false }: SwitchOptions = {},
  ): Promise<boolean> {
    checkEnvName(env);
    checkApp(app);
    await this.store.get(app, checkReleaseId(id));
    let switched = false;
    await this.update(env, (record) => {
      if (checked) refuseIfSwitched(env, record, checked, { except: app, retry: `deploy again to check ${app} ${id}` });
      refuseWhileCanary(env, record, app, 'deploying');
      const from = record.live[app] ?? null;
      if (from === id) return record;
      switched = true;
      const deployment: Deployment = { app, from, to: id, at: now.toISOString(), rollback: false };
      return switchTo(record, notOpenedInBrowser ? { ...deployment, notOpenedInBrowser: true } : deployment);
    });
    return switched;
  }

  /**
   * Makes live again the release of `app` that was live before the current one was deployed; returns its id. With
   * `checked`, the live releases the gate checked that release against, it is refused when any app's, this one's
   * too, is no longer the one checked.
   */
  async rollback(env: string, app: ReleaseApp, { checked, to, now = new Date() }: SwitchOptions = {}): Promise<string> {
    checkEnvName(env);
    checkApp(app);
    const seen = await this.read(env);
    const live = seen.live[app];
    if (!live) throw new ReleaseError(`${app} has no live release in ${env}: nothing to roll back.`);
    const previous = previousRelease(seen, app);
    if (!previous)
      throw new ReleaseError(`${app} ${live} is the first release deployed to ${env}: there is none before it.`);
    if (to !== undefined && previous !== to)
      throw new ReleaseError(
        `${app} in ${env} would now return to ${previous}, not ${to} as checked; nothing was changed. Run the rollback again.`,
      );
    await this.store.get(app, previous);
    await this.update(env, (record) => {
      if (checked)
        refuseIfSwitched(env, record, checked, { retry: `rollback again to check the release ${app} returns to` });
      refuseWhileCanary(env, record, app, 'rolling back');
      // The same live release with another history before it would return to a release nobody chose.
      if (record.live[app] !== live || previousRelease(record, app) !== previous)
        throw new ReleaseError(`${app} in ${env} was switched meanwhile; nothing was changed. Look again and retry.`);
      return switchTo(record, { app, from: live, to: previous, at: now.toISOString(), rollback: true });
    });
    return previous;
  }

  /**
   * Starts a canary of a stored release of a remote: served to `percent` of visitors beside the live release, which
   * it must differ from, until promoted, aborted, or past `minutes`. Refused while the app has another canary.
   * `checked`: as for a deploy, the live releases the gate checked it against.
   */
  async startCanary(
    env: string,
    app: ReleaseApp,
    id: string,
    start: CanaryStart,
    { checked, now = new Date(), notOpenedInBrowser = false }: SwitchOptions = {},
  ): Promise<Canary> {
    checkEnvName(env);
    const remote = checkCanaryApp(checkApp(app));
    await this.store.get(app, checkReleaseId(id));
    const canary: Canary = {
      id,
      percent: start.percent,
      startedAt: now.toISOString(),
      endsBy: new Date(now.getTime() + start.minutes * 60_000).toISOString(),
      minViews: start.minViews,
      margin: start.margin,
      ...(notOpenedInBrowser && { notOpenedInBrowser: true }),
    };
    await this.update(env, (record) => {
      if (checked) refuseIfSwitched(env, record, checked, { except: app, retry: `deploy again to check ${app} ${id}` });
      refuseWhileCanary(env, record, app, 'starting another');
      const live = record.live[app];
      if (!live)
        throw new ReleaseError(
          `${app} has no live release in ${env} to compare a canary with: deploy one first (without --canary).`,
        );
      if (live === id)
        throw new ReleaseError(`${app} ${id} is already live in ${env}: a canary is of another release.`);
      return withCanary(record, remote, canary, {
        app: remote,
        id,
        percent: canary.percent,
        at: canary.startedAt,
        event: 'started',
      });
    });
    return canary;
  }

  /** Makes the app's canary live for everyone (a switch the history records); its id. */
  async promoteCanary(
    env: string,
    app: ReleaseApp,
    { id, startedAt, figures, now = new Date() }: CanaryEnd = {},
  ): Promise<string> {
    checkEnvName(env);
    const remote = checkApp(app);
    let promoted = '';
    await this.update(env, (record) => {
      const canary = canaryOf(record, remote);
      if (!canary) throw new ReleaseError(`${app} has no canary in ${env}: nothing to promote.`);
      if (!isCanary(canary, { id, startedAt }))
        throw new ReleaseError(
          `${app}'s canary in ${env} changed meanwhile; nothing was changed. Look again and retry.`,
        );
      promoted = canary.id;
      const event = endOf(remote, canary, 'promoted', { figures, now });
      return switchTo(withCanary(record, event.app, undefined, event), {
        app,
        from: record.live[app] ?? null,
        to: canary.id,
        at: event.at,
        rollback: false,
        canary: true,
        ...(canary.notOpenedInBrowser && { notOpenedInBrowser: true }),
      });
    });
    return promoted;
  }

  /**
   * Ends the app's canary without making it live; the aborted canary, or undefined when there was none (or, with
   * `id`, another one): sites that judge at once abort it once, and a person's abort after theirs says so.
   */
  async abortCanary(
    env: string,
    app: ReleaseApp,
    { id, startedAt, figures, reason, now = new Date() }: CanaryEnd = {},
  ): Promise<Canary | undefined> {
    checkEnvName(env);
    const remote = checkApp(app);
    let aborted: Canary | undefined;
    await this.update(env, (record) => {
      const canary = canaryOf(record, remote);
      aborted = canary && isCanary(canary, { id, startedAt }) ? canary : undefined;
      if (!aborted) return record;
      const event = endOf(remote, aborted, 'aborted', { figures, reason, now });
      return withCanary(record, event.app, undefined, event);
    });
    return aborted;
  }
}

/** Whether `canary` is the one a caller means: its release and start, where given. */
const isCanary = (canary: Canary, { id, startedAt }: Pick<CanaryEnd, 'id' | 'startedAt'>) =>
  (id === undefined || canary.id === id) && (startedAt === undefined || canary.startedAt === startedAt);

/** The event that ends a canary: promoted or aborted, with the figures it had and why. */
function endOf(
  app: ReleaseApp,
  canary: Canary,
  event: 'promoted' | 'aborted',
  { figures, reason, now = new Date() }: CanaryEnd,
): CanaryEvent {
  return {
    app: checkCanaryApp(app),
    id: canary.id,
    percent: canary.percent,
    at: now.toISOString(),
    event,
    ...(reason && { reason }),
    ...(figures && { figures }),
  };
}

/** A deploy, rollback or second canary of an app whose canary runs would leave the canary judged against another. */
export function refuseWhileCanary(env: string, record: EnvironmentRecord, app: ReleaseApp, doing: string): void {
  const canary = canaryOf(record, app);
  if (!canary) return;
  const ended = isPastEnd(canary) ? ` (past its end at ${canary.endsBy})` : '';
  throw new ReleaseError(
    `${app} has a canary in ${env}: ${canary.id} to ${canary.percent}% of visitors since ${canary.startedAt}${ended}; nothing was changed. ` +
      `Promote it (npm run promote -- ${app}) or abort it (npm run abort -- ${app}) before ${doing}.`,
  );
}

/** The record with the app's canary set (or ended, undefined) and the event that did it. */
function withCanary(
  record: EnvironmentRecord,
  app: CanaryApp,
  canary: Canary | undefined,
  event: CanaryEvent,
): EnvironmentRecord {
  const canaries = { ...record.canaries };
  if (canary) canaries[app] = canary;
  else delete canaries[app];
  return {
    ...record,
    revision: record.revision + 1,
    canaries,
    canaryHistory: [...(record.canaryHistory ?? []), event],
  };
}

/**
 * Refuses a switch when an app (but `except`, the one being switched) is live in the record in another release
 * than the gate checked, naming each; `retry` says what to run again.
 */
function refuseIfSwitched(
  env: string,
  record: EnvironmentRecord,
  checked: EnvironmentRecord['live'],
  { except, retry }: { except?: ReleaseApp; retry: string },
): void {
  const switched = RELEASE_APPS.filter(
    (app) => app !== except && (record.live[app] ?? null) !== (checked[app] ?? null),
  );
  if (switched.length === 0) return;
  const each = switched.map(
    (app) => `${app} was switched from ${checked[app] ?? '(none)'} to ${record.live[app] ?? '(none)'}`,
  );
  const all = each.length > 1 ? `${each.slice(0, -1).join(', ')} and ${each.at(-1)}` : each[0];
  throw new ReleaseError(
    `${all} in ${env} while the gate ran; nothing was changed. Run the ${retry} against what is live now.`,
  );
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
    const file = this.fileOf(env);
    const held = takeLock(`${file}.lock`, env);
    try {
      const next = change(await this.read(env));
      const incoming = `${file}.${process.pid}.incoming`;
      fs.writeFileSync(incoming, `${JSON.stringify(next, null, 2)}\n`);
      fs.renameSync(incoming, file);
      return next;
    } finally {
      releaseLock(`${file}.lock`, held);
    }
  }
}

/** Who holds an environment's lock: written into the lock file, so a lock left by a killed deploy can be told. */
interface LockOwner {
  pid: number;
  host: string;
}

/**
 * A switch holds the lock for milliseconds (read, change, rename); one older than this was left by a process that
 * died, wherever it ran (docs/decisions/067-the-gate-fails-closed.md).
 */
export const STALE_ENVIRONMENT_LOCK_MS = 60_000;

const processGone = (pid: number) => {
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
};

const ownerOf = (text: string): LockOwner | undefined => {
  try {
    const owner = JSON.parse(text) as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string'
      ? { pid: owner.pid, host: owner.host }
      : undefined;
  } catch {
    return undefined;
  }
};

/** A lock held: the open file, and what it says, by which its owner tells it is still its own. */
interface HeldLock {
  handle: number;
  text: string;
}

const running = (env: string, by?: string) =>
  new ReleaseError(`Another deploy to ${env} is running${by ? ` (${by})` : ''}; nothing was changed.`);

/** The lock's text and age, or undefined when there is none. */
function readLock(lock: string): { text: string; mtimeMs: number } | undefined {
  try {
    return { text: fs.readFileSync(lock, 'utf8'), mtimeMs: fs.statSync(lock).mtimeMs };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** An exclusive create of `lock` holding its owner; undefined when another holds it. */
function createLock(lock: string): HeldLock | undefined {
  const text = JSON.stringify({ pid: process.pid, host: os.hostname(), at: new Date().toISOString() });
  let handle: number;
  try {
    handle = fs.openSync(lock, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return undefined;
    throw error;
  }
  fs.writeSync(handle, text);
  return { handle, text };
}

/** Lets the lock go: removed only while it is still this owner's (a clearer may have judged it stale). */
function releaseLock(lock: string, held: HeldLock): void {
  fs.closeSync(held.handle);
  if (readLock(lock)?.text === held.text) fs.rmSync(lock, { force: true });
}

/**
 * Takes the environment's lock (an exclusive create holding its owner). A lock whose owner is a process of this
 * machine that is gone, or that is older than any switch takes, is stale: it is removed, with the file its owner
 * was writing, under a second lock (`.clear`) that lets one deploy at a time clear, and only if it is still the
 * stale lock that was read; then the lock is taken. A live lock, or another deploy clearing, refuses the switch.
 * docs/decisions/067-the-gate-fails-closed.md
 */
function takeLock(lock: string, env: string): HeldLock {
  const taken = createLock(lock);
  if (taken) return taken;
  const held = readLock(lock);
  // Released between the two calls: one more try.
  if (!held) return createLock(lock) ?? throwError(running(env));
  const owner = ownerOf(held.text);
  const age = Date.now() - held.mtimeMs;
  const gone = owner?.host === os.hostname() && processGone(owner.pid);
  if (!gone && age <= STALE_ENVIRONMENT_LOCK_MS) {
    const by = owner ? `process ${owner.pid} on ${owner.host}` : 'another process';
    throw running(env, `${by}, since ${new Date(held.mtimeMs).toISOString()}`);
  }
  const clearing = takeClearLock(`${lock}.clear`, env);
  try {
    const now = readLock(lock);
    // Cleared and taken by another deploy since it was read: that one runs.
    if (now && now.text !== held.text) throw running(env);
    if (now) {
      fs.rmSync(lock, { force: true });
      if (owner) fs.rmSync(`${lock.slice(0, -'.lock'.length)}.${owner.pid}.incoming`, { force: true });
      console.warn(
        `releases: a stale lock of ${env} (${owner ? `process ${owner.pid} on ${owner.host}` : 'no owner'}, ${Math.round(age / 1000)} s old) was cleared.`,
      );
    }
    return createLock(lock) ?? throwError(running(env));
  } finally {
    releaseLock(`${lock}.clear`, clearing);
  }
}

/** The lock under which a stale lock is cleared; one left by a clearer that died is itself cleared when stale. */
function takeClearLock(clear: string, env: string): HeldLock {
  const taken = createLock(clear);
  if (taken) return taken;
  const held = readLock(clear);
  if (held && Date.now() - held.mtimeMs <= STALE_ENVIRONMENT_LOCK_MS) throw running(env, 'clearing a stale lock');
  // Clearing takes milliseconds; a clear lock a minute old was left by a deploy killed while it cleared.
  if (held) fs.rmSync(clear, { force: true });
  return createLock(clear) ?? throwError(running(env, 'clearing a stale lock'));
}

const throwError = (error: Error): never => {
  throw error;
};

function switchTo(record: EnvironmentRecord, deployment: Deployment): EnvironmentRecord {
  return {
    ...record,
    revision: record.revision + 1,
    live: { ...record.live, [deployment.app]: deployment.to },
    history: [...record.history, deployment],
  };
}
