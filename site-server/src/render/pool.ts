import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { LeftOut, RenderedPage, WorkerAnswer, WorkerRequest, WorkerStart } from './protocol';
import { SERVER_BUILD_FILE } from './serverBuild';

export interface RenderPoolOptions extends WorkerStart {
  /** Worker threads; renders go to the one with the fewest in flight. */
  size?: number;
  /** How long one render may take; past it the render answers undefined. */
  deadlineMs?: number;
  /** Heap of each worker: a leak in a team's code ends that worker, not the server. */
  maxHeapMb?: number;
  /** Renders a worker takes at once (their data fetches overlap); more wait their turn in this thread. */
  perWorker?: number;
  /** How long a worker may take to load the builds; past it they count as unloadable (code that never returns). */
  loadDeadlineMs?: number;
  /**
   * Pages each worker renders, and drops, before it takes a visitor's: a worker's first render of a page type also
   * starts its HTTP client, its connection to the API and the code of that page. A replacement is warmed too.
   */
  warm?: readonly string[];
}

/**
 * One page's data fetches overlap another's render. More at once make each wait for the others' synchronous
 * rendering, so their data misses its budget on a busy machine (the budget's timer runs before the answers that
 * came meanwhile are read), and each holds its tree, data and markup in the worker's heap.
 */
const DEFAULT_RENDERS_PER_WORKER = 2;

/**
 * V8 sizes a busy isolate's young generation up to its maximum: renders allocate fast, and two workers held about
 * 170 MB of heap each for 50-80 MB in use. Capped, they hold about 100 MB less each, at no cost in render time
 * (measured with bench/serverRenderAtScale.ts's load).
 */
const YOUNG_GENERATION_MB = 16;

/**
 * Render workers a pool has unless told: one core is left to the thread that serves files and kept pages, and two
 * are enough for the renders a page kept a minute leaves. On the 2-core machine one worker answered 50 clients as
 * fast as two and held about 60 MB less (docs/decisions/071-server-rendering-from-releases.md).
 */
export const defaultWorkers = (cores: number) => Math.max(1, Math.min(2, cores - 1));

const WORKER_FILE = path.join(__dirname, 'worker.mts');
const DEFAULT_DEADLINE_MS = 2000;
const DEFAULT_LOAD_DEADLINE_MS = 10_000;
/** How long past its deadline a render may keep a worker before the worker counts as stuck and is ended. */
const STUCK_MS = 1000;
/**
 * Workers in a row that end before they are ready after which the builds count as unloadable: a one-off crash is
 * replaced, builds that end every worker as it starts are not started again and again.
 */
const STARTS_BEFORE_GIVING_UP = 3;

interface Pending {
  resolve: (page: RenderedPage | undefined) => void;
  timer: ReturnType<typeof setTimeout>;
}

/** Why a worker ended: `unloadable` when the builds themselves failed to load, which a new worker would repeat. */
type OnEnd = (worker: RenderWorker, reason: string, unloadable: boolean) => void;

/** One worker thread and the renders it has in flight. */
class RenderWorker {
  readonly pending = new Map<number, Pending>();
  /** Renders given to it that wait for it to be ready: counted, so that renders arriving together spread. */
  waiting = 0;
  /** The remotes its builds left out, each with why: their sections are rendered in the browser. */
  unloaded: LeftOut[] = [];
  /** Loaded and warmed: renders given to it run at once. */
  isReady = false;
  /** Resolves true once it is ready, false when it ended before. */
  readonly ready: Promise<boolean>;
  private readonly worker: Worker;
  private ended = false;
  private nextId = 0;
  private settleReady: (ready: boolean) => void = () => undefined;

  constructor(
    private readonly options: RenderPoolOptions,
    private readonly onEnd: OnEnd,
  ) {
    this.ready = new Promise((resolve) => (this.settleReady = resolve));
    this.worker = new Worker(WORKER_FILE, {
      workerData: { bundles: options.bundles, config: options.config } satisfies WorkerStart,
      resourceLimits: {
        maxOldGenerationSizeMb: options.maxHeapMb ?? 256,
        maxYoungGenerationSizeMb: YOUNG_GENERATION_MB,
      },
    });
    const loadDeadlineMs = options.loadDeadlineMs ?? DEFAULT_LOAD_DEADLINE_MS;
    const loading = setTimeout(
      () => this.end(`its server builds did not load within ${loadDeadlineMs} ms`, true),
      loadDeadlineMs,
    );
    this.worker.on('message', (answer: WorkerAnswer) => {
      if ('ready' in answer) {
        clearTimeout(loading);
        this.unloaded = answer.unloaded;
        void this.warm().then(() => {
          this.isReady = !this.ended;
          this.settleReady(this.isReady);
        });
      } else if ('failed' in answer) this.end(`its server builds could not be loaded: ${answer.failed}`, true);
      else if ('log' in answer) console[answer.log](`render worker: ${answer.text}`);
      else this.settle(answer);
    });
    this.worker.on('error', (error) => this.end(`it failed: ${error.message}`));
    this.worker.on('exit', (code) => {
      clearTimeout(loading);
      this.end(`it exited (${code})`);
    });
  }

  /** Renders the warming pages one after the other and drops them. */
  private async warm(): Promise<void> {
    const deadlineMs = this.options.deadlineMs ?? DEFAULT_DEADLINE_MS;
    for (const url of this.options.warm ?? []) await new Promise((resolve) => this.render(url, deadlineMs, resolve));
  }

  /** Sends a render; one that has not answered well past its deadline means the worker is stuck: it is ended. */
  render(url: string, deadlineMs: number, resolve: Pending['resolve'], traceparent?: string): void {
    // Ended between the pool's pick and this call: nothing would ever answer.
    if (this.ended) return resolve(undefined);
    const request: WorkerRequest = { id: (this.nextId += 1), url, deadlineMs, traceparent };
    // The path only: a page's query is the visitor's (a search, a link's token).
    const page = url.split('?')[0];
    const timer = setTimeout(() => this.end(`a render of ${page} went past its deadline`), deadlineMs + STUCK_MS);
    this.pending.set(request.id, { resolve, timer });
    this.worker.postMessage(request);
  }

  private settle(answer: Extract<WorkerAnswer, { id: number }>): void {
    const pending = this.pending.get(answer.id);
    if (!pending) return;
    this.pending.delete(answer.id);
    clearTimeout(pending.timer);
    if ('error' in answer) console.warn(`render: ${answer.error}`);
    pending.resolve('error' in answer ? undefined : answer.page);
  }

  /** Ends the worker; every render in flight on it answers undefined. */
  end(reason: string, unloadable = false): void {
    if (this.ended) return;
    this.ended = true;
    this.settleReady(false);
    for (const { resolve, timer } of this.pending.values()) {
      clearTimeout(timer);
      resolve(undefined);
    }
    this.pending.clear();
    void this.worker.terminate();
    this.onEnd(this, reason, unloadable);
  }
}

/**
 * Worker threads that render pages from one set of the apps' server builds
 * (docs/decisions/071-server-rendering-from-releases.md). Team code runs only there: a render that throws, hangs
 * or outgrows its heap answers undefined (the caller serves the page the way it would without a render) and costs
 * at most its worker, which is replaced. Builds that cannot be loaded (they say so, never finish loading, or end
 * every worker as it starts) leave the pool answering undefined.
 */
export class RenderPool {
  private readonly workers: RenderWorker[] = [];
  private unloadable = false;
  private closed = false;
  /** Workers in a row that ended before they were ready. */
  private failedStarts = 0;
  private readonly inFlight = new Set<Promise<RenderedPage | undefined>>();
  /** Renders waiting for room on a worker, first come first served. */
  private readonly turns: (() => void)[] = [];

  constructor(private readonly options: RenderPoolOptions) {
    const size = options.size ?? defaultWorkers(os.availableParallelism());
    for (let i = 0; i < size; i += 1) this.spawn();
  }

  private spawn(): void {
    const onEnd: OnEnd = (ended, reason, unloadable) => {
      this.workers.splice(this.workers.indexOf(ended), 1);
      if (this.closed) return;
      console.warn(`render: a worker ended: ${reason}`);
      if (!ended.isReady) this.failedStarts += 1;
      if (unloadable || this.failedStarts >= STARTS_BEFORE_GIVING_UP) this.giveUp();
      else this.spawn();
    };
    const worker = new RenderWorker(this.options, onEnd);
    void worker.ready.then((ready) => {
      if (ready) this.failedStarts = 0;
    });
    this.workers.push(worker);
  }

  /** The builds cannot be loaded: every worker ends, and every render answers undefined from now on. */
  private giveUp(): void {
    if (this.unloadable) return;
    this.unloadable = true;
    for (const worker of [...this.workers]) worker.end('its builds cannot be loaded');
    for (const wake of this.turns.splice(0)) wake();
  }

  /** The remotes the builds left out once loaded, each with why (the same in every worker). */
  async leftOut(): Promise<LeftOut[]> {
    const [first] = this.workers;
    return first && (await first.ready) ? first.unloaded : [];
  }

  /**
   * Resolves true once every worker has loaded the builds and rendered the warming pages (a worker that crashed
   * meanwhile replaced), false once they cannot be loaded or the pool closed.
   */
  async ready(): Promise<boolean> {
    for (;;) {
      if (this.unloadable || this.closed || this.workers.length === 0) return false;
      const workers = [...this.workers];
      const loaded = await Promise.all(workers.map((worker) => worker.ready));
      if (loaded.every(Boolean) && !this.unloadable && !this.closed) return true;
    }
  }

  /**
   * The page at `url` (path and query), or undefined when it could not be rendered in time. `traceparent`: the
   * page request's trace, which the render's calls to the API carry.
   */
  render(url: string, traceparent?: string): Promise<RenderedPage | undefined> {
    const answer = this.renderOnce(url, traceparent);
    this.inFlight.add(answer);
    void answer.finally(() => this.inFlight.delete(answer));
    return answer;
  }

  /** The worker with the fewest renders given to it, a ready one first (a replacement still warms up). */
  private leastLoaded(): RenderWorker | undefined {
    const load = (worker: RenderWorker) => worker.pending.size + worker.waiting + (worker.isReady ? 0 : 0.5);
    return this.workers.reduce<RenderWorker | undefined>(
      (least, candidate) => (!least || load(candidate) < load(least) ? candidate : least),
      undefined,
    );
  }

  /** Reserves room for one render on the least loaded worker, at once (renders arriving together spread). */
  private reserve(): RenderWorker | undefined {
    const worker = this.leastLoaded();
    if (!worker || worker.pending.size + worker.waiting >= (this.options.perWorker ?? DEFAULT_RENDERS_PER_WORKER))
      return undefined;
    worker.waiting += 1;
    return worker;
  }

  /** Waits for a render to end, for at most `ms`; false when none did. */
  private nextTurn(ms: number): Promise<boolean> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        this.turns.splice(this.turns.indexOf(wake), 1);
        resolve(false);
      }, ms);
      this.turns.push(wake);
    });
  }

  /**
   * Renders on a worker with room for it. While every worker has `perWorker` renders, it waits its turn; the
   * deadline counts from the request, so a render that waited gets what is left of it, and one that waited it all
   * answers undefined: the page is served without a render rather than late.
   */
  private async renderOnce(url: string, traceparent?: string): Promise<RenderedPage | undefined> {
    const until = Date.now() + (this.options.deadlineMs ?? DEFAULT_DEADLINE_MS);
    if (this.unloadable || this.closed) return undefined;
    let worker = this.reserve();
    while (!worker) {
      if (this.unloadable || this.closed || this.workers.length === 0) return undefined;
      if (!(await this.nextTurn(until - Date.now()))) return undefined;
      worker = this.reserve();
    }
    const reserved = worker;
    try {
      const ready = await reserved.ready;
      reserved.waiting -= 1;
      const left = until - Date.now();
      if (!ready || this.unloadable || left <= 0) return undefined;
      return await new Promise((resolve) => reserved.render(url, left, resolve, traceparent));
    } finally {
      // Room freed (or never used): the render waiting longest takes it.
      this.turns.shift()?.();
    }
  }

  /** Takes no new render, lets those in flight answer, then ends the workers: how a switch retires a pool. */
  async drain(): Promise<void> {
    this.closed = true;
    await Promise.allSettled([...this.inFlight]);
    this.close();
  }

  close(): void {
    this.closed = true;
    for (const worker of [...this.workers]) worker.end('the pool closed');
    for (const wake of this.turns.splice(0)) wake();
  }
}

/** Each app's server build, read from its folder (`dist/server/server.js` of a build). */
export function readServerBundles(distOf: (app: keyof WorkerStart['bundles']) => string): WorkerStart['bundles'] {
  const read = (app: keyof WorkerStart['bundles']) =>
    fs.readFileSync(path.join(distOf(app), SERVER_BUILD_FILE), 'utf8');
  return { shell: read('shell'), content: read('content'), careers: read('careers'), internship: read('internship') };
}
