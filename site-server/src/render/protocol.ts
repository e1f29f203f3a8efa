// What the pool (./pool.ts) and its workers (./worker.mts) say to each other.

/** A page as the shell's server build renders it (shell/src/server.tsx RenderedPage). */
export interface RenderedPage {
  head: string;
  root: string;
  data: Record<string, unknown>;
  /** Every section had all its answers (a shell made before the flag does not say: such a page is not kept). */
  complete?: boolean;
  /** The section types on the page (a shell made before it does not say: only the shell's stylesheets are linked). */
  sectionTypes?: string[];
}

/**
 * What the pool starts a worker with: each app's server build, as code, and the deploy config. A careers or
 * internship release without one (made before server builds) is rendered in the browser only.
 */
export interface WorkerStart {
  bundles: { shell: string; content: string; careers?: string; internship?: string };
  config: unknown;
}

/** A remote whose server build was left out of a worker, and why. */
export interface LeftOut {
  app: 'careers' | 'internship';
  reason: string;
}

/** `traceparent`: the page request's trace, sent on the calls the render makes (decision 086). */
export type WorkerRequest = { id: number; url: string; deadlineMs: number; traceparent?: string };
export type ConsoleLevel = 'log' | 'info' | 'warn' | 'error';
export type WorkerAnswer =
  // `unloaded`: the remotes left out, each with why (their sections are rendered in the browser).
  | { ready: true; unloaded: LeftOut[] }
  | { failed: string }
  // A line the bundles wrote to the console, for the site's log.
  | { log: ConsoleLevel; text: string }
  // No page: the shell renders this one in the browser only (yet).
  | { id: number; page?: RenderedPage }
  | { id: number; error: string };
