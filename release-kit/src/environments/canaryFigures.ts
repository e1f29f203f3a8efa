import type { SharedRecords } from '../store/sharedRecords';
import type { Canary, CanaryApp, CanaryFigures, GroupFigures } from './canary';

/** What one instance counted since it last added its counts: per group, the same fields as the figures. */
export type FiguresDelta = Record<'canary' | 'live', Omit<GroupFigures, 'release'>>;

/** The shared record of a canary's figures: whose they are, so a later canary of the app starts from nothing. */
interface StoredFigures extends CanaryFigures {
  startedAt: string;
}

/** How many times a write that another instance's write beat is tried again at once before it waits for the next. */
const WRITE_TRIES = 5;

export const emptyDelta = (): FiguresDelta => ({
  canary: { views: 0, loadFailures: 0, clientErrors: 0 },
  live: { views: 0, loadFailures: 0, clientErrors: 0 },
});

const isEmpty = (delta: FiguresDelta) =>
  Object.values(delta).every((group) => group.views + group.loadFailures + group.clientErrors === 0);

/**
 * A canary's figures summed over every instance of a site (docs/decisions/089-canary-releases.md): each instance adds
 * what it counted to one shared record per environment and app, through the release store's conditional writes, so
 * two adding at once both count and none is lost.
 */
export class CanaryFigureStore {
  constructor(private readonly records: SharedRecords) {}

  private static nameOf(env: string, app: CanaryApp): string {
    return `canary-${env}-${app}`;
  }

  /** The canary's figures so far (none counted yet: zeros). */
  async read(env: string, app: CanaryApp, canary: Canary, live: string): Promise<CanaryFigures> {
    const { value } = await this.records.read<StoredFigures>(CanaryFigureStore.nameOf(env, app));
    return figuresOf(value, canary, live);
  }

  /**
   * Adds `delta` to the canary's figures and returns the sum; undefined when other instances' writes kept beating
   * this one (the caller keeps its counts for the next try).
   */
  async add(
    env: string,
    app: CanaryApp,
    canary: Canary,
    live: string,
    delta: FiguresDelta,
  ): Promise<CanaryFigures | undefined> {
    const name = CanaryFigureStore.nameOf(env, app);
    for (let attempt = 0; attempt < WRITE_TRIES; attempt += 1) {
      const { value, tag } = await this.records.read<StoredFigures>(name);
      const sum = figuresOf(value, canary, live);
      if (isEmpty(delta)) return sum;
      for (const group of ['canary', 'live'] as const)
        for (const field of ['views', 'loadFailures', 'clientErrors'] as const)
          sum[group][field] += delta[group][field];
      const stored: StoredFigures = { startedAt: canary.startedAt, ...sum };
      if ((await this.records.replace(name, stored, tag)) !== undefined) return sum;
    }
    return undefined;
  }
}

/** The stored figures when they are this canary's (its release and start), else zeros. */
function figuresOf(value: StoredFigures | undefined, canary: Canary, live: string): CanaryFigures {
  const zero = (release: string): GroupFigures => ({ release, views: 0, loadFailures: 0, clientErrors: 0 });
  if (!value || value.startedAt !== canary.startedAt || value.canary.release !== canary.id)
    return { canary: zero(canary.id), live: zero(live) };
  return { canary: { ...value.canary }, live: { ...value.live } };
}
