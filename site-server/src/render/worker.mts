// A render worker (./pool.ts): loads the apps' server builds and renders pages on request. Node runs this file
// itself in a worker thread (under tsx, Jest or plain Node, which strips its types; .mts: an ES module wherever
// the package's type says CommonJS), so it imports only Node's own modules, types aside, and uses only TypeScript
// that erases to JavaScript. docs/decisions/071-server-rendering-from-releases.md
import { AsyncLocalStorage } from 'node:async_hooks';
import { isBuiltin } from 'node:module';
import { format } from 'node:util';
import vm from 'node:vm';
import { parentPort, workerData } from 'node:worker_threads';
import type { ConsoleLevel, LeftOut, RenderedPage, WorkerAnswer, WorkerRequest, WorkerStart } from './protocol';

// What the bundles write to the console goes to the site's log through the pool (whose console is the logger,
// docs/decisions/086-structured-logs.md): written here, it would be plain text outside the log and its scrubbing.
for (const level of ['log', 'info', 'warn', 'error'] as ConsoleLevel[])
  console[level] = (...args: unknown[]) =>
    parentPort?.postMessage({ log: level, text: format(...args) } satisfies WorkerAnswer);

interface ShellBuild {
  shared: Record<string, unknown>;
  /** Returns the remotes whose own `init` threw (a shell made before it returns nothing). */
  init(options: { config: unknown; remotes: Record<string, unknown> }): { remote: string; reason: string }[] | void;
  render(options: { url: string; deadlineMs: number }): Promise<RenderedPage | undefined>;
}

type Require = (request: string) => unknown;

/**
 * The trace of the page request a render is for: every call the render makes (the apps fetch the API's answers)
 * carries it as `traceparent`, so the API's log lines of a page's render share the site's request id
 * (docs/decisions/086-structured-logs.md). Set before any bundle loads, so none can keep Node's own fetch.
 */
const renderTrace = new AsyncLocalStorage<string>();
const nodeFetch = globalThis.fetch;
globalThis.fetch = async (input, init) => {
  const traceparent = renderTrace.getStore();
  if (traceparent === undefined) return nodeFetch(input, init);
  // The caller's headers (of the Request, then of init) with the trace added unless it set one; the rest of init
  // (a body, a signal) goes on as it was. Async: a bad input rejects, as fetch's own does.
  const headers = new Headers(input instanceof Request ? input.headers : undefined);
  new Headers(init?.headers).forEach((value, name) => headers.set(name, value));
  if (!headers.has('traceparent')) headers.set('traceparent', traceparent);
  return nodeFetch(input, { ...init, headers });
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Runs a CommonJS bundle from its code with the `require` it is given: it sees nothing else of Node's. */
function runBundle(code: string, name: string, requireOf: Require): unknown {
  const module = { exports: {} as unknown };
  const run = vm.compileFunction(code, ['exports', 'require', 'module', '__filename', '__dirname'], {
    filename: `${name}/server.js`,
  });
  run(module.exports, requireOf, module, `${name}/server.js`, name);
  return module.exports;
}

const refuse = (name: string, request: string) => {
  throw new Error(`${name}'s server build requires "${request}", which a server build is not given.`);
};

/**
 * The shell's build first: it brings React and the other singletons (and needs Node's built-in modules for React
 * DOM's server renderer). Each remote then gets only those singletons, as federation gives it in the browser. The
 * shell and the content remote (the site data) are needed for any page; a careers or internship build that is
 * missing or throws as it loads or starts is left out, and the pages render its sections in the browser. Returns the shell
 * and why each remote left out was.
 */
function load({ bundles, config }: WorkerStart): { shell: ShellBuild; unloaded: LeftOut[] } {
  const shell = runBundle(bundles.shell, 'shell', (request) =>
    isBuiltin(request) ? process.getBuiltinModule(request) : refuse('shell', request),
  ) as ShellBuild;
  const remotes: Record<string, unknown> = {};
  const unloaded: LeftOut[] = [];
  for (const name of ['content', 'careers', 'internship'] as const) {
    const code = bundles[name];
    const requireOf: Require = (request) =>
      Object.hasOwn(shell.shared, request) ? shell.shared[request] : refuse(name, request);
    if (name === 'content') {
      if (code === undefined) throw new Error('the content remote has no server build');
      remotes[name] = runBundle(code, name, requireOf);
      continue;
    }
    try {
      if (code === undefined) throw new Error('it has no server build');
      remotes[name] = runBundle(code, name, requireOf);
    } catch (error) {
      unloaded.push({ app: name, reason: messageOf(error) });
    }
  }
  for (const { remote, reason } of shell.init({ config, remotes }) ?? []) {
    if (remote !== 'careers' && remote !== 'internship') throw new Error(`the ${remote} remote: ${reason}`);
    unloaded.push({ app: remote, reason });
  }
  return { shell, unloaded };
}

function start(port: NonNullable<typeof parentPort>): void {
  let shell: ShellBuild;
  let unloaded: LeftOut[];
  try {
    ({ shell, unloaded } = load(workerData as WorkerStart));
  } catch (error) {
    port.postMessage({ failed: messageOf(error) } satisfies WorkerAnswer);
    return;
  }
  port.on('message', ({ id, url, deadlineMs, traceparent }: WorkerRequest) => {
    const rendering = traceparent
      ? renderTrace.run(traceparent, () => shell.render({ url, deadlineMs }))
      : shell.render({ url, deadlineMs });
    rendering.then(
      (page) => {
        const answer: WorkerAnswer = page ? { id, page } : { id };
        port.postMessage(answer);
      },
      (error: unknown) => port.postMessage({ id, error: messageOf(error) } satisfies WorkerAnswer),
    );
  });
  port.postMessage({ ready: true, unloaded } satisfies WorkerAnswer);
}

if (parentPort) start(parentPort);
