import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Immutable releases of the four apps (docs/decisions/051-immutable-releases.md): each build a team releases is
 * stored once under `<store>/<app>/<id>/`, its id the app's version and a hash of its files, and is never written
 * again. A release is complete only once its record (`release.json`) is in and its folder has its final name.
 */
export const RELEASE_APPS = ['shell', 'content', 'careers', 'internship'] as const;
export type ReleaseApp = (typeof RELEASE_APPS)[number];

export interface ReleaseFile {
  /** Relative to the release folder, with forward slashes. */
  path: string;
  sha256: string;
  size: number;
}

export interface ReleaseRecord {
  app: ReleaseApp;
  id: string;
  version: string;
  createdAt: string;
  files: ReleaseFile[];
}

/** Something wrong with a release or a request for one: the message says what, for a person to act on. */
export class ReleaseError extends Error {}

/** The store holds no such release: what anyone can ask for, unlike a stored release found changed. */
export class NoSuchRelease extends ReleaseError {}

/** A release's record, beside its files; written last, so a release without it is no release. */
export const RECORD_FILE = 'release.json';
const INCOMING_PREFIX = '.incoming-';
const SEMVER = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;
const RELEASE_ID = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?-[0-9a-f]{12}$/;

export function checkApp(app: string): ReleaseApp {
  if (!(RELEASE_APPS as readonly string[]).includes(app))
    throw new ReleaseError(`Unknown app "${app}": one of ${RELEASE_APPS.join(', ')}.`);
  return app as ReleaseApp;
}

export function checkReleaseId(id: string): string {
  if (!RELEASE_ID.test(id))
    throw new ReleaseError(
      `"${id}" is no release id: a version and a 12-digit content hash, such as 1.4.0-0123456789ab.`,
    );
  return id;
}

export function isReleaseId(name: string): boolean {
  return RELEASE_ID.test(name);
}

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

/** What a release keeps of one of its files. */
export function releaseFileOf(file: string, bytes: Buffer): ReleaseFile {
  return { path: file, sha256: sha256(bytes), size: bytes.length };
}

/**
 * Every file under `dir`, sorted, with its hash: what a release is made of. A symbolic link is refused, not left
 * out: a release holds its own bytes, and a link in a stored one could be pointed anywhere later
 * (docs/decisions/069-release-files-checked-and-reports-bounded.md).
 */
export function filesOf(dir: string): ReleaseFile[] {
  const files: ReleaseFile[] = [];
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isSymbolicLink())
        throw new ReleaseError(`${path.join(dir, child)} is a symbolic link: a release holds only plain files.`);
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile()) {
        files.push(releaseFileOf(child, fs.readFileSync(path.join(dir, child))));
      }
    }
  };
  walk('');
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** The id of a build: its version and a hash of every file's path and bytes, so equal builds share an id. */
export function releaseIdOf(version: string, files: readonly ReleaseFile[]): string {
  if (!SEMVER.test(version)) throw new ReleaseError(`"${version}" is no semantic version (major.minor.patch).`);
  const hash = sha256(files.map((file) => `${file.path}\0${file.sha256}\n`).join('')).slice(0, 12);
  return `${version}-${hash}`;
}

/** The record of the build in `dist` as a release of `app`, refused when `dist` holds nothing to release. */
export function recordOfBuild(app: ReleaseApp, version: string, dist: string): ReleaseRecord {
  const files = fs.existsSync(dist) ? filesOf(dist) : [];
  if (files.length === 0) throw new ReleaseError(`${dist} holds no files: build the app first.`);
  if (files.some((file) => file.path === RECORD_FILE))
    throw new ReleaseError(`${dist} has a file named ${RECORD_FILE}, which a release keeps for its record.`);
  const built = buildVersionOf(dist);
  if (built !== undefined && built !== version)
    throw new ReleaseError(
      `${dist} was built as version ${built}, not ${version}: build it again, or release it as ${built}.`,
    );
  return { app, id: releaseIdOf(version, files), version, createdAt: new Date().toISOString(), files };
}

/** The version the federation manifest of a build names (its package's version when it was built). */
function buildVersionOf(dist: string): string | undefined {
  const manifest = path.join(dist, 'mf-manifest.json');
  if (!fs.existsSync(manifest)) return undefined;
  const parsed = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {
    metaData?: { buildInfo?: { buildVersion?: string } };
  };
  return parsed.metaData?.buildInfo?.buildVersion;
}

/**
 * One version, one release: a remote's chunks register under a name made of its app and version
 * (shared/webpack/createConfig.js), so two releases of one version with other files could take each other's chunks
 * in a page that loads both (the runtime's fall back to the previous release). Refuses such a second release.
 */
export async function checkVersionFree(store: ReleaseStore, record: ReleaseRecord): Promise<void> {
  const clash = (await store.list(record.app)).find(
    (release) => release.version === record.version && release.id !== record.id,
  );
  if (clash)
    throw new ReleaseError(
      `${record.app} ${record.version} was released before as ${clash.id}, with other files: raise the version in its package.json (for instance npm version patch) and release again.`,
    );
}

/**
 * The record of release `id` of `app`, once the files its store holds (`stored`, the record itself not among them)
 * are exactly the ones it lists and it is the record of that release; else which file was changed, added or is
 * missing.
 */
export function checkStoredFiles(
  app: ReleaseApp,
  id: string,
  record: ReleaseRecord,
  stored: readonly ReleaseFile[],
): ReleaseRecord {
  const expected = new Map(record.files.map((file) => [file.path, file.sha256]));
  for (const file of stored) {
    const want = expected.get(file.path);
    if (want === undefined) throw new ReleaseError(`Release ${id} of ${app} was changed: ${file.path} was added.`);
    if (want !== file.sha256) throw new ReleaseError(`Release ${id} of ${app} was changed: ${file.path} differs.`);
    expected.delete(file.path);
  }
  const [missing] = expected.keys();
  if (missing !== undefined) throw new ReleaseError(`Release ${id} of ${app} was changed: ${missing} is missing.`);
  if (record.app !== app || record.id !== id || releaseIdOf(record.version, record.files) !== id)
    throw new ReleaseError(`Release ${id} of ${app} has a record that does not match it.`);
  return record;
}

/** Orders records as listings give them: the release stored first comes first. */
export const oldestFirst = (a: ReleaseRecord, b: ReleaseRecord): number => a.createdAt.localeCompare(b.createdAt);

/**
 * Where releases are kept: a folder (embedded default) or a bucket (production). Every store keeps the same
 * promises: a release appears whole or not at all, is never written twice, and is checked when it is read.
 */
export interface ReleaseStore {
  /** Where the store is, for messages: a folder, or `s3://bucket/prefix`. */
  readonly location: string;
  put(app: ReleaseApp, version: string, dist: string): Promise<{ record: ReleaseRecord; stored: boolean }>;
  /** A stored release's record, after checking that its files are still exactly the ones stored. */
  get(app: ReleaseApp, id: string): Promise<ReleaseRecord>;
  /** The complete releases of an app, oldest first (records only; get() checks the files). */
  list(app: ReleaseApp): Promise<ReleaseRecord[]>;
  /** One file of a release (its path relative to the release), or undefined when the release has none such. */
  readFile(app: ReleaseApp, id: string, file: string): Promise<Buffer | undefined>;
}

/** A release's files as listed in its record (not its record file), by path: what readFile may answer. */
export function isReleaseFilePath(file: string): boolean {
  return file !== RECORD_FILE && !file.split('/').some((part) => part === '' || part === '.' || part === '..');
}

/** Releases in a folder: `RELEASE_STORE`, or `releases/` at the repository's root. */
export class FolderReleaseStore implements ReleaseStore {
  constructor(readonly root: string) {}

  get location(): string {
    return this.root;
  }

  private folderOf(app: ReleaseApp, id: string): string {
    return path.join(this.root, app, checkReleaseId(id));
  }

  /**
   * Stores the build in `dist` as a release of `app`. The files go to a folder of their own that only becomes the
   * release, by one rename, once every file and the record are written: a crash leaves no half release. The same
   * build again is the same release, left as it is (`stored: false`).
   */
  async put(app: ReleaseApp, version: string, dist: string): Promise<{ record: ReleaseRecord; stored: boolean }> {
    const record = recordOfBuild(app, version, dist);
    const target = this.folderOf(app, record.id);
    if (fs.existsSync(target)) return { record: await this.get(app, record.id), stored: false };
    await checkVersionFree(this, record);
    const incoming = path.join(this.root, app, `${INCOMING_PREFIX}${randomUUID()}`);
    try {
      for (const file of record.files) {
        fs.mkdirSync(path.dirname(path.join(incoming, file.path)), { recursive: true });
        fs.copyFileSync(path.join(dist, file.path), path.join(incoming, file.path));
      }
      fs.writeFileSync(path.join(incoming, RECORD_FILE), `${JSON.stringify(record, null, 2)}\n`);
      fs.renameSync(incoming, target);
      return { record, stored: true };
    } catch (error) {
      fs.rmSync(incoming, { recursive: true, force: true });
      // Another release of the same build got there first: it is the same files.
      if (fs.existsSync(path.join(target, RECORD_FILE)))
        return { record: await this.get(app, record.id), stored: false };
      throw error;
    }
  }

  async get(app: ReleaseApp, id: string): Promise<ReleaseRecord> {
    const folder = this.folderOf(app, id);
    const recordFile = path.join(folder, RECORD_FILE);
    const appFolder = path.join(this.root, app);
    if ([appFolder, folder].some((dir) => fs.existsSync(dir) && fs.lstatSync(dir).isSymbolicLink()))
      throw new ReleaseError(
        `Release ${id} of ${app} is a symbolic link in ${this.root}: a release holds its own files.`,
      );
    if (!fs.existsSync(recordFile)) throw new NoSuchRelease(`No release ${id} of ${app} in ${this.root}.`);
    const record = JSON.parse(fs.readFileSync(recordFile, 'utf8')) as ReleaseRecord;
    const stored = filesOf(folder).filter((file) => file.path !== RECORD_FILE);
    return checkStoredFiles(app, id, record, stored);
  }

  async list(app: ReleaseApp): Promise<ReleaseRecord[]> {
    const dir = path.join(this.root, app);
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir)
      .filter((name) => isReleaseId(name) && fs.existsSync(path.join(dir, name, RECORD_FILE)))
      .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name, RECORD_FILE), 'utf8')) as ReleaseRecord)
      .sort(oldestFirst);
  }

  /** Never through a symbolic link: not the file's, nor a folder's on its way from the release's folder. */
  async readFile(app: ReleaseApp, id: string, file: string): Promise<Buffer | undefined> {
    if (!isReleaseFilePath(file)) return undefined;
    const folder = this.folderOf(app, id);
    const parts = file.split('/');
    try {
      // The app's folder too: the store's folders are its own, none a link to elsewhere.
      if ((await fs.promises.lstat(path.join(this.root, app))).isSymbolicLink()) return undefined;
      for (let depth = 0; depth < parts.length; depth += 1) {
        const dir = path.join(folder, ...parts.slice(0, depth));
        if ((await fs.promises.lstat(dir)).isSymbolicLink()) return undefined;
      }
      // O_NOFOLLOW: a link as the file itself fails to open (ELOOP).
      const handle = await fs.promises.open(path.join(folder, file), fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW);
      try {
        return await handle.readFile();
      } finally {
        await handle.close();
      }
    } catch {
      return undefined;
    }
  }
}
