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

const WORKER_FILE = path.join(__dirname, 'worker.mts');
/** How long past its deadline a render may keep a worker before the worker counts as stuck and is ended. */
const STUCK_MS = 1000;

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
  readonly ready: Promise<boolean>;
  private readonly worker: Worker;
  private ended = false;

  constructor(
    start: WorkerStart,
    maxHeapMb: number,
    private readonly onEnd: OnEnd,
  ) {
    this.worker = new Worker(WORKER_FILE, {
      workerData: start,
      resourceLimits: { maxOldGenerationSizeMb: maxHeapMb, maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    });
    this.ready = new Promise((resolve) => {
      this.worker.on('message', (answer: WorkerAnswer) => {
        if ('ready' in answer) {
          this.unloaded = answer.unloaded;
          resolve(true);
        } else if ('failed' in answer) {
          resolve(false);
          this.end(`its server builds could not be loaded: ${answer.failed}`, true);
        } else this.settle(answer);
      });
      const lost = (reason: string) => {
        resolve(false);
        this.end(reason);
      };
      this.worker.on('error', (error) => lost(`it failed: ${error.message}`));
      this.worker.on('exit', (code) => lost(`it exited (${code})`));
    });
  }

  /** Sends a render; one that has not answered well past its deadline means the worker is stuck: it is ended. */
  render(request: WorkerRequest, resolve: Pending['resolve']): void {
    // Ended between the pool's pick and this call: nothing would ever answer.
    if (this.ended) return resolve(undefined);
    const timer = setTimeout(
      () => this.end(`a render of ${request.url} went past its deadline`),
      request.deadlineMs + STUCK_MS,
    );
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
 * at most its worker, which is replaced. Builds that cannot be loaded leave the pool answering undefined.
 */
export class RenderPool {
  private readonly workers: RenderWorker[] = [];
  private nextId = 0;
  private unloadable = false;
  private closed = false;
  private readonly inFlight = new Set<Promise<RenderedPage | undefined>>();
  /** Renders waiting for room on a worker, first come first served. */
  private readonly turns: (() => void)[] = [];

  constructor(private readonly options: RenderPoolOptions) {
    const size = options.size ?? Math.min(2, os.availableParallelism());
    for (let i = 0; i < size; i += 1) this.spawn();
  }

  private spawn(): void {
    const onEnd: OnEnd = (ended, reason, unloadable) => {
      this.workers.splice(this.workers.indexOf(ended), 1);
      if (this.closed) return;
      console.warn(`render: a worker ended: ${reason}`);
      if (unloadable) this.unloadable = true;
      else this.spawn();
    };
    this.workers.push(new RenderWorker(this.options, this.options.maxHeapMb ?? 256, onEnd));
  }

  /** The remotes the builds left out once loaded, each with why (the same in every worker). */
  async leftOut(): Promise<LeftOut[]> {
    const [first] = this.workers;
    return first && (await first.ready) ? first.unloaded : [];
  }

  /** Resolves once every worker has loaded the builds; false when they could not. */
  async ready(): Promise<boolean> {
    const loaded = await Promise.all(this.workers.map((worker) => worker.ready));
    return loaded.length > 0 && loaded.every(Boolean);
  }

  /**
   * Renders each of `urls` once on every worker and drops the pages: a worker's first render of a page type also
   * starts its HTTP client, its connection to the API and the code of that page, which should not be a visitor's.
   */
  async warm(urls: readonly string[]): Promise<void> {
    const deadlineMs = this.options.deadlineMs ?? 2000;
    await Promise.all(
      this.workers.map(async (worker) => {
        if (!(await worker.ready)) return;
        for (const url of urls)
          await new Promise((resolve) => worker.render({ id: (this.nextId += 1), url, deadlineMs }, resolve));
      }),
    );
  }

  /** The page at `url` (path and query), or undefined when it could not be rendered in time. */
  render(url: string): Promise<RenderedPage | undefined> {
    const answer = this.renderOnce(url);
    this.inFlight.add(answer);
    void answer.finally(() => this.inFlight.delete(answer));
    return answer;
  }

  /** The worker with the fewest renders given to it. */
  private leastLoaded(): RenderWorker | undefined {
    const load = (worker: RenderWorker) => worker.pending.size + worker.waiting;
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
   * Renders on a worker with room for it. While every worker has `perWorker` renders, it waits its turn for at
   * most the deadline, then answers undefined: the page is served without a render rather than late.
   */
  private async renderOnce(url: string): Promise<RenderedPage | undefined> {
    const deadlineMs = this.options.deadlineMs ?? 2000;
    const until = Date.now() + deadlineMs;
    if (this.unloadable || this.closed) return undefined;
    let worker = this.reserve();
    while (!worker) {
      if (this.unloadable || this.closed || this.workers.length === 0) return undefined;
      if (!(await this.nextTurn(until - Date.now()))) return undefined;
      worker = this.reserve();
    }
    const ready = await worker.ready;
    worker.waiting -= 1;
    if (!ready || this.unloadable) return undefined;
    const request: WorkerRequest = { id: (this.nextId += 1), url, deadlineMs };
    const reserved = worker;
    try {
      return await new Promise((resolve) => reserved.render(request, resolve));
    } finally {
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
  }
}

/** Each app's server build, read from its folder (`dist/server/server.js` of a build). */
export function readServerBundles(distOf: (app: keyof WorkerStart['bundles']) => string): WorkerStart['bundles'] {
  const read = (app: keyof WorkerStart['bundles']) =>
    fs.readFileSync(path.join(distOf(app), SERVER_BUILD_FILE), 'utf8');
  return { shell: read('shell'), content: read('content'), careers: read('careers'), internship: read('internship') };
}
