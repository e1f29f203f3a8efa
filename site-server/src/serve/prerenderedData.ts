import type { PrerenderDataFile } from '../prerender/compose';

/**
 * The copies' data files (decision 040). Each route's copy names at most one; a file is served while some copy
 * names it, so a route captured again, or dropped, takes its old file with it unless another route shares it.
 */
export class PrerenderedDataFiles {
  /** Body by path: what the static server answers. */
  readonly bodies = new Map<string, string>();
  private readonly pathOfRoute = new Map<string, string>();

  /** The file the route's copy now names; undefined when the route has no copy, or a copy without data. */
  set(route: string, file: PrerenderDataFile | undefined): void {
    const old = this.pathOfRoute.get(route);
    if (file) {
      this.bodies.set(file.path, file.body);
      this.pathOfRoute.set(route, file.path);
    } else {
      this.pathOfRoute.delete(route);
    }
    if (old && old !== file?.path && ![...this.pathOfRoute.values()].includes(old)) this.bodies.delete(old);
  }
}
