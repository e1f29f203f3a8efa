// `npm run deploy -- <app> <id> [--env NAME]` (after the contract gate), `npm run check-release -- <app> <id>`,
// `npm run rollback -- <app> [--env NAME] [--force]` (after the gate's static checks) and `npm run releases -- <app>
// [--env NAME]`: check a release, switch an environment between stored releases and show what it runs
// (docs/decisions/051-immutable-releases.md).
import { releaseEnvironments, releaseStore } from '../store/config';
import { previousRelease, type EnvironmentRecord } from '../environments/environments';
import { browserCheckMissing, contractProblems, listProblems, rollbackGate } from '../gate/gate';
import { checkApp, ReleaseError, type ReleaseApp, type ReleaseStore } from '../store/store';
import { runCommand } from './workspace';

const USAGE = `Usage:
  npm run deploy -- <app> <release id> [--env NAME] [--no-browser-check]
  npm run check-release -- <app> <release id> [--env NAME] [--no-browser-check]
  npm run rollback -- <app> [--env NAME] [--force]
  npm run releases -- <app> [--env NAME]
<app>: shell, content, careers or internship; the environment is "local" unless --env names another.
The gate opens the release's pages in headless Chromium and refuses when it cannot; --no-browser-check leaves that
out (static checks only) and the history records the switch as not opened in a browser.
A rollback first checks the release it returns to against what is live (no browser); --force rolls back even
when that check fails.`;

interface Command {
  words: string[];
  env: string;
  force: boolean;
  /** `--no-browser-check`: the gate's static checks only (docs/decisions/067-the-gate-fails-closed.md). */
  noBrowserCheck: boolean;
}

/** The command's words without its options, and the options. */
function parse(argv: string[]): Command {
  const words: string[] = [];
  let env = 'local';
  let force = false;
  let noBrowserCheck = false;
  for (let n = 0; n < argv.length; n += 1) {
    const arg = argv[n] ?? '';
    if (arg === '--env') env = argv[(n += 1)] ?? '';
    else if (arg.startsWith('--env=')) env = arg.slice('--env='.length);
    else if (arg === '--force') force = true;
    else if (arg === '--no-browser-check') noBrowserCheck = true;
    else if (arg.startsWith('-')) throw new ReleaseError(`Unknown option ${arg}.\n${USAGE}`);
    else words.push(arg);
  }
  return { words, env, force, noBrowserCheck };
}

/**
 * Runs the contract gate against `record`, printing what it found; throws when the release must not go live. Every
 * check reads the same record, and the switch after it is refused if it changed: the gate vouches for one
 * combination of releases only.
 */
async function gate(
  store: ReleaseStore,
  record: EnvironmentRecord,
  app: ReleaseApp,
  id: string,
  { browserCheck }: { browserCheck: boolean },
) {
  const refuse = (problems: string[]) =>
    new ReleaseError(
      `${app} ${id} fails the contract gate in ${record.env}; nothing was changed:\n${listProblems(problems)}`,
    );
  // A gate that cannot open the release says so before anything else, in one line (fails closed).
  const missing = browserCheck ? browserCheckMissing() : undefined;
  if (missing) throw new ReleaseError(missing);
  // The checks that need no browser come first: what they find stops the release before a browser starts.
  const contract = await contractProblems(store, record, app, id);
  for (const note of contract.notes) console.log(note);
  if (contract.problems.length > 0) throw refuse(contract.problems);
  if (!browserCheck) {
    console.log(
      `${app} ${id} passes the gate's static checks in ${record.env}; its pages were not opened in a browser (--no-browser-check).`,
    );
    return;
  }
  const { browserProblems } = await import('../gate/browserGate');
  const browser = await browserProblems(store, record, app, id, { log: console.log });
  for (const note of browser.notes) console.log(note);
  if (browser.problems.length > 0) throw refuse(browser.problems);
  console.log(`${app} ${id} passes the contract gate in ${record.env}.`);
}

async function main(): Promise<void> {
  const [command = '', ...rest] = process.argv.slice(2);
  const { words, env, force, noBrowserCheck } = parse(rest);
  if (force && command !== 'rollback') throw new ReleaseError(`--force is for a rollback only.\n${USAGE}`);
  if (noBrowserCheck && command !== 'deploy' && command !== 'check-release')
    throw new ReleaseError(`--no-browser-check is for deploy and check-release only.\n${USAGE}`);
  const browserCheck = !noBrowserCheck;
  const store = releaseStore();
  const environments = releaseEnvironments(store);
  const app = checkApp(words[0] ?? '');
  if (command === 'deploy') {
    const id = words[1];
    if (!id || words.length > 2) throw new ReleaseError(USAGE);
    const record = await environments.read(env);
    await gate(store, record, app, id, { browserCheck });
    const from = record.live[app];
    const switched = await environments.deploy(env, app, id, {
      checked: record.live,
      notOpenedInBrowser: !browserCheck,
    });
    console.log(
      switched ? `${env}: ${app} ${from ?? '(none)'} -> ${id}` : `${env}: ${app} is already on ${id}; nothing changed.`,
    );
  } else if (command === 'check-release') {
    const id = words[1];
    if (!id || words.length > 2) throw new ReleaseError(USAGE);
    await gate(store, await environments.read(env), app, id, { browserCheck });
  } else if (command === 'rollback') {
    if (words.length > 1) throw new ReleaseError(USAGE);
    const record = await environments.read(env);
    for (const line of await rollbackGate(store, record, app, { force })) console.log(line);
    const to = await environments.rollback(env, app, { checked: record.live, to: previousRelease(record, app) });
    console.log(`${env}: ${app} ${record.live[app]} -> ${to} (rolled back)`);
  } else if (command === 'releases') {
    if (words.length > 1) throw new ReleaseError(USAGE);
    const record = await environments.read(env);
    const live = record.live[app];
    console.log(`Releases of ${app} in ${store.location} (* live in ${env}):`);
    for (const release of await store.list(app))
      console.log(`${release.id === live ? '*' : ' '} ${release.id}  ${release.createdAt}`);
    console.log(`History of ${app} in ${env}:`);
    for (const entry of record.history.filter((item) => item.app === app))
      console.log(
        `  ${entry.at}  ${entry.from ?? '(none)'} -> ${entry.to}${entry.rollback ? '  (rollback)' : ''}${entry.notOpenedInBrowser ? '  (not opened in a browser)' : ''}`,
      );
  } else throw new ReleaseError(USAGE);
}

runCommand(main);
