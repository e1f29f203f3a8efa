import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { RenderedPage, WorkerAnswer, WorkerRequest, WorkerStart } from './protocol';
import { SERVER_BUILD_FILE } from './serverBuild';

export interface RenderPoolOptions extends WorkerStart {
  /** Worker threads; renders go to the one with the fewest in flight. */
  size?: number;
  /** How long one render may take; past it the render answers undefined. */
  deadlineMs?: number;
  /** Heap of each worker: a leak in a team's code ends that worker, not the server. */
  maxHeapMb?: number;
}

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
  readonly ready: Promise<boolean>;
  private readonly worker: Worker;
  private ended = false;

  constructor(
    start: WorkerStart,
    maxHeapMb: number,
    private readonly onEnd: OnEnd,
  ) {
    this.worker = new Worker(WORKER_FILE, { workerData: start, resourceLimits: { maxOldGenerationSizeMb: maxHeapMb } });
    this.ready = new Promise((resolve) => {
      this.worker.on('message', (answer: WorkerAnswer) => {
        if ('ready' in answer) resolve(true);
        else if ('failed' in answer) {
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

  /** Resolves once every worker has loaded the builds; false when they could not. */
  async ready(): Promise<boolean> {
    const loaded = await Promise.all(this.workers.map((worker) => worker.ready));
    return loaded.length > 0 && loaded.every(Boolean);
  }

  /**
   * Renders `url` once on every worker and drops the pages: a worker's first render also starts its HTTP client and
   * its connection to the API, which should not be a visitor's (a page's data has 100 ms).
   */
  async warm(url: string): Promise<void> {
    const deadlineMs = this.options.deadlineMs ?? 2000;
    await Promise.all(
      this.workers.map(async (worker) => {
        if (!(await worker.ready)) return;
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

  private async renderOnce(url: string): Promise<RenderedPage | undefined> {
    const load = (worker: RenderWorker) => worker.pending.size + worker.waiting;
    const worker = this.workers.reduce<RenderWorker | undefined>(
      (least, candidate) => (!least || load(candidate) < load(least) ? candidate : least),
      undefined,
    );
    if (this.unloadable || this.closed || !worker) return undefined;
    worker.waiting += 1;
    const ready = await worker.ready.finally(() => (worker.waiting -= 1));
    if (!ready) return undefined;
    const request: WorkerRequest = { id: (this.nextId += 1), url, deadlineMs: this.options.deadlineMs ?? 2000 };
    return new Promise((resolve) => worker.render(request, resolve));
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
