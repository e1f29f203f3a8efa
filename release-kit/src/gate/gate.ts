import { satisfy } from '@module-federation/runtime-core';
import { SITE_OUTLINE_FILE } from '@tekvana/contracts';
import { SERVER_BUILD_FILE } from '../../../site-server/src/render/serverBuild';
import { chromiumMissing } from '../../../tools/chromium';
import { outlineOf } from '../../../site-server/src/site/sitePages';
import { previousRelease, type EnvironmentRecord } from '../environments/environments';
import { RELEASE_APPS, ReleaseError, type ReleaseApp, type ReleaseStore } from '../store/store';

/**
 * Why the browser check cannot run on this machine, as one line that says how to mend it; undefined when it can.
 * The gate fails closed: a release nobody opened is not passed (docs/decisions/067-the-gate-fails-closed.md).
 */
export function browserCheckMissing({ wayRound = true }: { wayRound?: boolean } = {}): string | undefined {
  const missing = chromiumMissing();
  if (!missing) return undefined;
  const install = `The browser check cannot run: ${missing}. Install Chromium (Debian: apt-get install chromium) or set CHROME_PATH to its binary`;
  // A team's pipeline has no way round: passing it is what lets the team deploy.
  return wayRound
    ? `${install}, or give --no-browser-check to switch without opening the release in a browser (the history records it as not opened).`
    : `${install}; a team's pipeline always opens its release in a browser.`;
}

/** Each build's contract with the others' releases, under the name shared/webpack/createConfig.js writes it. */
const RELEASE_CONTRACT_FILE = 'release-contract.json';

/** What a release's manifest says that the gate reads (the federation manifest, mf-manifest.json). */
interface Manifest {
  exposes?: { name: string }[];
  shared?: { name: string; version: string; requiredVersion?: string; singleton?: boolean }[];
}

/**
 * A release's contract (shared/webpack/createConfig.js, ReleaseContractPlugin): the shell's names the modules it
 * loads, by remote, and the federation runtime it gives the page; a remote's, the runtime range it takes from it.
 * Releases made before a field existed lack it.
 */
interface ReleaseContract {
  requires?: Partial<Record<ReleaseApp, string[]>>;
  provides?: { federationRuntime?: string };
  needs?: { federationRuntime?: string };
}

/** One release, named for messages, with the files the gate reads. */
interface Side {
  name: string;
  manifest: Manifest;
  contract: ReleaseContract;
}

async function readJson<T>(store: ReleaseStore, app: ReleaseApp, id: string, file: string): Promise<T> {
  const json = await readOptionalJson<T>(store, app, id, file);
  if (json === undefined) throw new ReleaseError(`Release ${id} of ${app} has no ${file}.`);
  return json;
}

async function readOptionalJson<T>(store: ReleaseStore, app: ReleaseApp, id: string, file: string) {
  const bytes = await store.readFile(app, id, file);
  return bytes ? (JSON.parse(bytes.toString('utf8')) as T) : undefined;
}

/** The section and data modules the shell loads from `remote` that the remote's release does not expose. */
function missingModules(shell: Side, remoteApp: ReleaseApp, remote: Side): string[] {
  const exposed = new Set((remote.manifest.exposes ?? []).map((expose) => expose.name.replace(/^\.\//, '')));
  return (shell.contract.requires?.[remoteApp] ?? [])
    .filter((module) => !exposed.has(module))
    .map((module) => `${remote.name} does not expose ${module}, which ${shell.name} loads from it.`);
}

/**
 * A remote that takes the federation runtime's core from the page needs the shell to give one in its range
 * (docs/decisions/072-one-federation-runtime.md): the shell moves to a new runtime first, then the remotes.
 */
function runtimeMismatch(shell: Side, remote: Side): string[] {
  const range = remote.contract.needs?.federationRuntime;
  if (!range) return [];
  const given = shell.contract.provides?.federationRuntime;
  if (given && satisfy(given, range)) return [];
  const what = given ? `gives ${given}` : 'gives none';
  return [`${remote.name} takes the federation runtime ${range} from the shell; ${shell.name} ${what}.`];
}

/**
 * Singletons the two builds share must take each other's version: the browser keeps whichever loads first
 * (`loaded-first`), so each side's version has to fit the other's range, as the federation runtime checks it.
 */
function sharedMismatches(a: Side, b: Side): string[] {
  const problems: string[] = [];
  const outside = (have: Side, name: string, version: string, need: Side, range: string) =>
    `${have.name} shares ${name} ${version}, outside the range ${range} of ${need.name}.`;
  for (const mine of a.manifest.shared ?? []) {
    const theirs = (b.manifest.shared ?? []).find((entry) => entry.name === mine.name);
    if (!theirs || !(mine.singleton || theirs.singleton)) continue;
    if (theirs.requiredVersion && !satisfy(mine.version, theirs.requiredVersion))
      problems.push(outside(a, mine.name, mine.version, b, theirs.requiredVersion));
    if (mine.requiredVersion && !satisfy(theirs.version, mine.requiredVersion))
      problems.push(outside(b, mine.name, theirs.version, a, mine.requiredVersion));
  }
  return problems;
}

/**
 * The contract gate's checks that need no browser (docs/decisions/051-immutable-releases.md): a remote's release
 * against the live shell of the environment's record, a shell's release against every live remote. Returns what
 * broke, or nothing; notes what could not be checked (no live shell yet). The record is the caller's, read once, so
 * that every check of the gate and the switch after it look at the same releases.
 */
export async function contractProblems(
  store: ReleaseStore,
  record: EnvironmentRecord,
  app: ReleaseApp,
  id: string,
  { rollback = false }: { rollback?: boolean } = {},
): Promise<{ problems: string[]; notes: string[] }> {
  await store.get(app, id);
  const { env, live } = record;
  // A rollback may return to a release made before the outline file existed: the way out is not blocked by it.
  const problems: string[] = rollback ? [] : await newReleaseProblems(store, app, id);
  const side = async (sideApp: ReleaseApp, sideId: string): Promise<Side> => ({
    name: `${sideApp} ${sideId}`,
    manifest: await readJson<Manifest>(store, sideApp, sideId, 'mf-manifest.json'),
    // A shell's is required; a remote's from the release that first took the runtime from the page (a new release
    // without one is refused below), so one made before needs nothing.
    contract:
      sideApp === 'shell'
        ? await readJson<ReleaseContract>(store, sideApp, sideId, RELEASE_CONTRACT_FILE)
        : ((await readOptionalJson<ReleaseContract>(store, sideApp, sideId, RELEASE_CONTRACT_FILE)) ?? {}),
  });
  const notes: string[] = [];
  const pairs: [shellId: string, remoteApp: ReleaseApp, remoteId: string][] = [];
  if (app === 'shell') {
    for (const remoteApp of RELEASE_APPS)
      if (remoteApp !== 'shell' && live[remoteApp]) pairs.push([id, remoteApp, live[remoteApp]]);
    if (pairs.length === 0) notes.push(`No remote is live in ${env}: the shell was checked against none.`);
  } else if (live.shell) pairs.push([live.shell, app, id]);
  else notes.push(`No shell is live in ${env}: ${app} ${id} was checked against none.`);
  for (const [shellId, remoteApp, remoteId] of pairs) {
    await store.get('shell', shellId);
    await store.get(remoteApp, remoteId);
    const shell = await side('shell', shellId);
    const remote = await side(remoteApp, remoteId);
    problems.push(
      ...missingModules(shell, remoteApp, remote),
      ...sharedMismatches(remote, shell),
      ...runtimeMismatch(shell, remote),
    );
  }
  return { problems, notes };
}

/**
 * A content release must carry its site outline as a file: the site server tells the site's pages from paths that
 * are no page by it (404) and lists them in the sitemap; without it the site could only serve every path as a page
 * (docs/decisions/068-fail-closed-routes.md).
 */
async function outlineProblems(store: ReleaseStore, id: string): Promise<string[]> {
  const bytes = await store.readFile('content', id, SITE_OUTLINE_FILE);
  if (!bytes) return [`content ${id} has no ${SITE_OUTLINE_FILE}: the site could not tell its pages from other paths.`];
  return outlineOf(bytes.toString('utf8'))
    ? []
    : [`content ${id}: ${SITE_OUTLINE_FILE} is no site outline the shell would take.`];
}

/**
 * What a release going live for the first time must carry, which one made before these files existed may lack (so a
 * rollback to it is not held back): every app its server build (docs/decisions/071-server-rendering-from-releases.md),
 * content its site outline.
 */
async function newReleaseProblems(store: ReleaseStore, app: ReleaseApp, id: string): Promise<string[]> {
  const problems: string[] = [];
  if (!(await store.readFile(app, id, SERVER_BUILD_FILE)))
    problems.push(
      `${app} ${id} has no server build (${SERVER_BUILD_FILE}): the site could not render its pages on the server.`,
    );
  // Without it the gate could not tell what the release needs of the others (decision 072): it fails closed.
  if (!(await store.readFile(app, id, RELEASE_CONTRACT_FILE)))
    problems.push(
      `${app} ${id} has no ${RELEASE_CONTRACT_FILE}: the gate cannot tell what it needs of the live releases.`,
    );
  return app === 'content' ? [...problems, ...(await outlineProblems(store, id))] : problems;
}

/** Problems as the gate lists them under its verdict, one a line. */
export const listProblems = (problems: readonly string[]): string =>
  problems.map((problem) => `  - ${problem}`).join('\n');

/**
 * The contract gate of a rollback: the static checks of the release `app` would return to, against the rest of
 * what the record has live. It opens no browser: a rollback is the way out of a broken release and has to take
 * seconds. Throws when that release fails them, unless `force`, and returns the lines to print (its notes, and the
 * problems when forced). When there is nothing to return to it checks nothing: the rollback says why.
 */
export async function rollbackGate(
  store: ReleaseStore,
  record: EnvironmentRecord,
  app: ReleaseApp,
  { force = false }: { force?: boolean } = {},
): Promise<string[]> {
  const to = previousRelease(record, app);
  if (!to) return [];
  // A release the checks cannot read (a manifest missing, a file changed) must not keep a forced rollback back.
  const { problems, notes } = await contractProblems(store, record, app, to, { rollback: true }).catch(
    (error: unknown) => {
      if (!(error instanceof ReleaseError)) throw error;
      return { problems: [`The checks could not run: ${error.message}`], notes: [] };
    },
  );
  if (problems.length === 0) return notes;
  if (!force)
    throw new ReleaseError(
      `Rolling ${app} back to ${to} fails the contract gate in ${record.env}; nothing was changed:\n${listProblems(problems)}\nTo roll back all the same, run it again with --force.`,
    );
  return [
    ...notes,
    `Warning: ${app} ${to} fails the contract gate in ${record.env}; rolling back all the same (--force):\n${listProblems(problems)}`,
  ];
}
