/**
 * A Worker for a script that may be on another origin. A remote's chunks are served from its own origin, and a page
 * may only start a worker from its own; for another origin's script the worker starts from a one-line blob that
 * imports it (the page's CSP allows `worker-src blob:`, and the script's origin is among its code origins). Webpack
 * builds `new ResumeWorker(new URL('./x.worker.ts', import.meta.url))` as it builds `new Worker(...)` (the parser's
 * `worker` option in shared/webpack/createConfig.js): a classic worker chunk with no chunks of its own to load.
 */
export class ResumeWorker extends Worker {
  private readonly bootstrap: string | undefined;

  constructor(url: URL | string, options?: WorkerOptions) {
    const href = String(url);
    const bootstrap =
      new URL(href, location.href).origin === location.origin
        ? undefined
        : URL.createObjectURL(new Blob([`importScripts(${JSON.stringify(href)});`], { type: 'text/javascript' }));
    super(bootstrap ?? href, options);
    this.bootstrap = bootstrap;
  }

  override terminate(): void {
    super.terminate();
    if (this.bootstrap) URL.revokeObjectURL(this.bootstrap);
  }
}
