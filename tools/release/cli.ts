// `npm run deploy -- <app> <id> [--env NAME]` (after the contract gate), `npm run check-release -- <app> <id>`,
// `npm run rollback -- <app> [--env NAME]` and `npm run releases -- <app> [--env NAME]`: check a release, switch an
// environment between stored releases and show what it runs (docs/decisions/051-immutable-releases.md).
import { releaseEnvironments, releaseStore } from '../../site-server/src/release/config';
import type { Environments } from '../../site-server/src/release/environments';
import { contractProblems } from './gate';
import { checkApp, ReleaseError, type ReleaseApp, type ReleaseStore } from '../../site-server/src/release/store';
import { runCommand } from './workspace';

const USAGE = `Usage:
  npm run deploy -- <app> <release id> [--env NAME]
  npm run check-release -- <app> <release id> [--env NAME]
  npm run rollback -- <app> [--env NAME]
  npm run releases -- <app> [--env NAME]
<app>: shell, content, careers or internship; the environment is "local" unless --env names another.`;

/** The command's words without its options, and the environment `--env` names. */
function parse(argv: string[]): { words: string[]; env: string } {
  const words: string[] = [];
  let env = 'local';
  for (let n = 0; n < argv.length; n += 1) {
    const arg = argv[n] ?? '';
    if (arg === '--env') env = argv[(n += 1)] ?? '';
    else if (arg.startsWith('--env=')) env = arg.slice('--env='.length);
    else if (arg.startsWith('-')) throw new ReleaseError(`Unknown option ${arg}.\n${USAGE}`);
    else words.push(arg);
  }
  return { words, env };
}

/** Runs the contract gate, printing what it found; throws when the release must not go live. */
async function gate(store: ReleaseStore, environments: Environments, env: string, app: ReleaseApp, id: string) {
  const refuse = (problems: string[]) =>
    new ReleaseError(
      `${app} ${id} fails the contract gate in ${env}; nothing was changed:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
    );
  // The checks that need no browser come first: what they find stops the release before a browser starts.
  const contract = await contractProblems(store, environments, env, app, id);
  for (const note of contract.notes) console.log(note);
  if (contract.problems.length > 0) throw refuse(contract.problems);
  const { browserProblems } = await import('./browserGate');
  const browser = await browserProblems(store, environments, env, app, id, { log: console.log });
  for (const note of browser.notes) console.log(note);
  if (browser.problems.length > 0) throw refuse(browser.problems);
  console.log(`${app} ${id} passes the contract gate in ${env}.`);
}

async function main(): Promise<void> {
  const [command = '', ...rest] = process.argv.slice(2);
  const { words, env } = parse(rest);
  const store = releaseStore();
  const environments = releaseEnvironments(store);
  const app = checkApp(words[0] ?? '');
  if (command === 'deploy') {
    const id = words[1];
    if (!id || words.length > 2) throw new ReleaseError(USAGE);
    await gate(store, environments, env, app, id);
    const from = (await environments.read(env)).live[app];
    const switched = await environments.deploy(env, app, id);
    console.log(
      switched ? `${env}: ${app} ${from ?? '(none)'} -> ${id}` : `${env}: ${app} is already on ${id}; nothing changed.`,
    );
  } else if (command === 'check-release') {
    const id = words[1];
    if (!id || words.length > 2) throw new ReleaseError(USAGE);
    await gate(store, environments, env, app, id);
  } else if (command === 'rollback') {
    if (words.length > 1) throw new ReleaseError(USAGE);
    const from = (await environments.read(env)).live[app];
    console.log(`${env}: ${app} ${from} -> ${await environments.rollback(env, app)} (rolled back)`);
  } else if (command === 'releases') {
    if (words.length > 1) throw new ReleaseError(USAGE);
    const record = await environments.read(env);
    const live = record.live[app];
    console.log(`Releases of ${app} in ${store.location} (* live in ${env}):`);
    for (const release of await store.list(app))
      console.log(`${release.id === live ? '*' : ' '} ${release.id}  ${release.createdAt}`);
    console.log(`History of ${app} in ${env}:`);
    for (const entry of record.history.filter((item) => item.app === app))
      console.log(`  ${entry.at}  ${entry.from ?? '(none)'} -> ${entry.to}${entry.rollback ? '  (rollback)' : ''}`);
  } else throw new ReleaseError(USAGE);
}

runCommand(main);
