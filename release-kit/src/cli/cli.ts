// `npm run deploy -- <app> <id> [--env NAME] [--canary PERCENT]` (after the contract gate), `npm run check-release --
// <app> <id>`, `npm run rollback -- <app> [--env NAME] [--force]` (after the gate's static checks), `npm run promote`
// and `npm run abort -- <app>` (a canary), and `npm run releases -- <app> [--env NAME]`: check a release, switch an
// environment between stored releases and show what it runs (docs/decisions/051-immutable-releases.md,
// docs/decisions/089-canary-releases.md).
import { releaseEnvironments, releaseStore, sharedRecordsOf } from '../store/config';
import {
  canaryOf,
  previousRelease,
  refuseWhileCanary,
  type CanaryStart,
  type EnvironmentRecord,
  type Environments,
} from '../environments/environments';
import {
  checkCanaryApp,
  DEFAULT_CANARY_MINUTES,
  DEFAULT_CANARY_RULE,
  isPastEnd,
  parseCanaryMargin,
  parseCanaryMinutes,
  parseCanaryMinViews,
  parseCanaryPercent,
  type CanaryFigures,
  type GroupFigures,
} from '../environments/canary';
import { CanaryFigureStore } from '../environments/canaryFigures';
import { browserCheckMissing, contractProblems, listProblems, rollbackGate } from '../gate/gate';
import { checkApp, ReleaseError, type ReleaseApp, type ReleaseStore } from '../store/store';
import { runCommand } from './workspace';

const USAGE = `Usage:
  npm run deploy -- <app> <release id> [--env NAME] [--no-browser-check]
      [--canary PERCENT [--canary-minutes M] [--canary-min-views N] [--canary-margin POINTS]]
  npm run check-release -- <app> <release id> [--env NAME] [--no-browser-check]
  npm run rollback -- <app> [--env NAME] [--force]
  npm run promote -- <app> [--env NAME]
  npm run abort -- <app> [--env NAME]
  npm run releases -- <app> [--env NAME]
<app>: shell, content, careers or internship; the environment is "local" unless --env names another.
The gate opens the release's pages in headless Chromium and refuses when it cannot; --no-browser-check leaves that
out (static checks only) and the history records the switch as not opened in a browser.
A rollback first checks the release it returns to against what is live (no browser); --force rolls back even
when that check fails.
--canary serves a remote's release to PERCENT (1-99) of visitors, the same ones on every instance, beside the
live release; the sites abort it when its load failures or client errors per page view exceed the live release's
by more than --canary-margin points (${DEFAULT_CANARY_RULE.margin}) once it has --canary-min-views page views (${DEFAULT_CANARY_RULE.minViews}), or when it is
still undecided after --canary-minutes (${DEFAULT_CANARY_MINUTES}). promote makes it live for everyone; abort ends it.`;

/** The options that shape a canary, by name, with how each is read. */
const CANARY_OPTIONS = {
  '--canary': parseCanaryPercent,
  '--canary-minutes': parseCanaryMinutes,
  '--canary-min-views': parseCanaryMinViews,
  '--canary-margin': parseCanaryMargin,
} as const;
type CanaryOption = keyof typeof CANARY_OPTIONS;

interface Command {
  words: string[];
  env: string;
  force: boolean;
  /** `--no-browser-check`: the gate's static checks only (docs/decisions/067-the-gate-fails-closed.md). */
  noBrowserCheck: boolean;
  /** The canary options given, read (docs/decisions/089-canary-releases.md). */
  canary: Partial<Record<CanaryOption, number>>;
}

/** The command's words without its options, and the options. */
function parse(argv: string[]): Command {
  const words: string[] = [];
  let env = 'local';
  let force = false;
  let noBrowserCheck = false;
  const canary: Command['canary'] = {};
  for (let n = 0; n < argv.length; n += 1) {
    const arg = argv[n] ?? '';
    const [name = '', inline] = arg.split(/=(.*)/s);
    if (Object.hasOwn(CANARY_OPTIONS, name)) {
      const option = name as CanaryOption;
      const value = inline ?? argv[(n += 1)];
      if (value === undefined) throw new ReleaseError(`${option} needs a value.\n${USAGE}`);
      if (option in canary) throw new ReleaseError(`${option} is given twice.`);
      canary[option] = CANARY_OPTIONS[option](value);
    } else if (arg === '--env') env = argv[(n += 1)] ?? '';
    else if (arg.startsWith('--env=')) env = arg.slice('--env='.length);
    else if (arg === '--force') force = true;
    else if (arg === '--no-browser-check') noBrowserCheck = true;
    else if (arg.startsWith('-')) throw new ReleaseError(`Unknown option ${arg}.\n${USAGE}`);
    else words.push(arg);
  }
  return { words, env, force, noBrowserCheck, canary };
}

/** The canary a deploy's options ask for, with the defaults; undefined for a deploy to everyone. */
function canaryStartOf(options: Command['canary']): CanaryStart | undefined {
  const percent = options['--canary'];
  if (percent === undefined) {
    const stray = Object.keys(options)[0];
    if (stray) throw new ReleaseError(`${stray} shapes a canary: give --canary PERCENT too.`);
    return undefined;
  }
  return {
    percent,
    minutes: options['--canary-minutes'] ?? DEFAULT_CANARY_MINUTES,
    minViews: options['--canary-min-views'] ?? DEFAULT_CANARY_RULE.minViews,
    margin: options['--canary-margin'] ?? DEFAULT_CANARY_RULE.margin,
  };
}

const groupLine = (name: string, group: GroupFigures) => {
  const per = (count: number) => (group.views > 0 ? ` (${((count / group.views) * 100).toFixed(1)}%)` : '');
  return `    ${name} ${group.release}: ${group.views} page views, ${group.loadFailures} load failures${per(group.loadFailures)}, ${group.clientErrors} client errors${per(group.clientErrors)}`;
};

const figureLines = (figures: CanaryFigures) => [
  groupLine('canary', figures.canary),
  groupLine('live  ', figures.live),
];

/** The figures of the app's running canary, summed over the site's instances; undefined when there is no canary. */
async function canaryFigures(
  store: ReleaseStore,
  record: EnvironmentRecord,
  app: ReleaseApp,
): Promise<CanaryFigures | undefined> {
  const canary = canaryOf(record, app);
  const live = record.live[app];
  if (!canary || !live) return undefined;
  return new CanaryFigureStore(sharedRecordsOf(store)).read(record.env, checkCanaryApp(app), canary, live);
}

/** `promote` or `abort`: ends the app's canary, recording the figures it had. */
async function endCanary(
  store: ReleaseStore,
  environments: Environments,
  env: string,
  app: ReleaseApp,
  how: 'promote' | 'abort',
): Promise<void> {
  const record = await environments.read(env);
  const canary = canaryOf(record, app);
  if (!canary) {
    const last = (record.canaryHistory ?? []).findLast((event) => event.app === app);
    const after = last
      ? ` Its last one, ${last.id}, was ${last.event} at ${last.at}${last.reason ? `: ${last.reason}` : ''}.`
      : '';
    throw new ReleaseError(`${app} has no canary in ${env}: nothing to ${how}.${after}`);
  }
  const figures = await canaryFigures(store, record, app);
  if (how === 'promote') {
    const id = await environments.promoteCanary(env, app, { id: canary.id, startedAt: canary.startedAt, figures });
    console.log(`${env}: ${app} ${record.live[app]} -> ${id} (canary promoted)`);
  } else {
    const aborted = await environments.abortCanary(env, app, {
      id: canary.id,
      startedAt: canary.startedAt,
      figures,
      reason: 'aborted by hand',
    });
    if (!aborted) throw new ReleaseError(`${app}'s canary in ${env} ended meanwhile; nothing was changed.`);
    console.log(`${env}: ${app} canary ${aborted.id} aborted; ${record.live[app]} stays live for everyone.`);
  }
  for (const line of figures ? figureLines(figures) : []) console.log(line);
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
  const { words, env, force, noBrowserCheck, canary } = parse(rest);
  if (force && command !== 'rollback') throw new ReleaseError(`--force is for a rollback only.\n${USAGE}`);
  if (noBrowserCheck && command !== 'deploy' && command !== 'check-release')
    throw new ReleaseError(`--no-browser-check is for deploy and check-release only.\n${USAGE}`);
  if (Object.keys(canary).length > 0 && command !== 'deploy')
    throw new ReleaseError(`The --canary options are for deploy only.\n${USAGE}`);
  const browserCheck = !noBrowserCheck;
  const store = releaseStore();
  const environments = releaseEnvironments(store);
  const app = checkApp(words[0] ?? '');
  if (command === 'deploy') {
    const id = words[1];
    if (!id || words.length > 2) throw new ReleaseError(USAGE);
    const canaryStart = canaryStartOf(canary);
    // Refused before the gate's minutes: a shell canary, or a deploy or second canary of an app with a canary.
    if (canaryStart) checkCanaryApp(app);
    const record = await environments.read(env);
    refuseWhileCanary(env, record, app, canaryStart ? 'starting another' : 'deploying');
    await gate(store, record, app, id, { browserCheck });
    if (canaryStart) {
      const started = await environments.startCanary(env, app, id, canaryStart, {
        checked: record.live,
        notOpenedInBrowser: !browserCheck,
      });
      console.log(
        `${env}: ${app} ${id} is a canary for ${started.percent}% of visitors beside ${record.live[app]} until ${started.endsBy}. ` +
          `npm run releases -- ${app} shows its figures; npm run promote -- ${app} or npm run abort -- ${app} ends it.`,
      );
      return;
    }
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
  } else if (command === 'promote' || command === 'abort') {
    if (words.length > 1) throw new ReleaseError(USAGE);
    await endCanary(store, environments, env, app, command);
  } else if (command === 'releases') {
    if (words.length > 1) throw new ReleaseError(USAGE);
    const record = await environments.read(env);
    const live = record.live[app];
    const running = canaryOf(record, app);
    console.log(`Releases of ${app} in ${store.location} (* live in ${env}, ~ its canary):`);
    for (const release of await store.list(app))
      console.log(
        `${release.id === live ? '*' : release.id === running?.id ? '~' : ' '} ${release.id}  ${release.createdAt}`,
      );
    const figures = await canaryFigures(store, record, app);
    if (running) {
      const past = isPastEnd(running) ? ' (past its end: a site aborts it at its next check)' : '';
      console.log(
        `Canary of ${app} in ${env}: ${running.id} to ${running.percent}% of visitors since ${running.startedAt}, until ${running.endsBy}${past}; ` +
          `aborted when it fails more than ${running.margin} points more often than live after ${running.minViews} page views.`,
      );
      for (const line of figures ? figureLines(figures) : []) console.log(line);
    }
    console.log(`History of ${app} in ${env}:`);
    const switches = record.history
      .filter((item) => item.app === app)
      .map((entry) => ({
        at: entry.at,
        lines: [
          `  ${entry.at}  ${entry.from ?? '(none)'} -> ${entry.to}${entry.rollback ? '  (rollback)' : ''}${entry.canary ? '  (canary promoted)' : ''}${entry.notOpenedInBrowser ? '  (not opened in a browser)' : ''}`,
        ],
      }));
    const canaries = (record.canaryHistory ?? [])
      .filter((event) => event.app === app)
      .map((event) => ({
        at: event.at,
        lines: [
          `  ${event.at}  canary ${event.id} ${event.event === 'started' ? `started for ${event.percent}% of visitors` : event.event === 'promoted' ? 'promoted to everyone' : `aborted: ${event.reason ?? 'no reason given'}`}`,
          ...(event.figures ? figureLines(event.figures) : []),
        ],
      }));
    for (const { lines } of [...switches, ...canaries].sort((a, b) => a.at.localeCompare(b.at)))
      for (const line of lines) console.log(line);
  } else throw new ReleaseError(USAGE);
}

runCommand(main);
