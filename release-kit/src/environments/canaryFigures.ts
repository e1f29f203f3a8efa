import type { SharedRecords } from '../store/sharedRecords';
import type { Canary, CanaryApp, CanaryFigures, GroupFigures } from './canary';

/** What one instance counted since it last added its counts: per group, the same fields as the figures. */
export type FiguresDelta = Record<'canary' | 'live', Omit<GroupFigures, 'release'>>;

/** The shared record of a canary's figures: whose they are, and the last batch of each instance added to them. */
interface StoredFigures extends CanaryFigures {
  startedAt: string;
  applied?: Record<string, number>;
}

/** One instance's counts sent as one batch: its id and the batch's number, so a batch sent twice counts once. */
export interface FiguresBatch {
  instance: string;
  seq: number;
  delta: FiguresDelta;
}

/** How many times a write that another instance's write beat is tried again at once before it waits for the next. */
const WRITE_TRIES = 5;

const GROUPS = ['canary', 'live'] as const;
const MEASURES = ['views', 'loadFailures', 'clientErrors'] as const;

export const emptyDelta = (): FiguresDelta => ({
  canary: { views: 0, loadFailures: 0, clientErrors: 0 },
  live: { views: 0, loadFailures: 0, clientErrors: 0 },
});

const isEmpty = (delta: FiguresDelta) => GROUPS.every((group) => MEASURES.every((field) => delta[group][field] === 0));

/** Adds `delta`'s counts to `into`'s. */
export function addCounts(into: FiguresDelta, delta: FiguresDelta): void {
  for (const group of GROUPS) for (const field of MEASURES) into[group][field] += delta[group][field];
}

/**
 * A canary's figures summed over every instance of a site (docs/decisions/089-canary-releases.md): each instance adds
 * what it counted to one shared record per environment and app, through the release store's conditional writes, so
 * two adding at once both count and none is lost. A batch sent again (its write went through but its answer was
 * lost) is not added twice, and an instance that has not yet seen a newer canary of the app does not write over it.
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
   * Adds a batch to the canary's figures and returns the sum; undefined when other instances' writes kept beating
   * this one (send the same batch again later), `superseded` when the record is a newer canary's (drop the batch).
   */
  async add(
    env: string,
    app: CanaryApp,
    canary: Canary,
    live: string,
    batch: FiguresBatch,
  ): Promise<CanaryFigures | 'superseded' | undefined> {
    const name = CanaryFigureStore.nameOf(env, app);
    for (let attempt = 0; attempt < WRITE_TRIES; attempt += 1) {
      const { value, tag } = await this.records.read<StoredFigures>(name);
      if (value && value.startedAt > canary.startedAt) return 'superseded';
      const sum = figuresOf(value, canary, live);
      const mine = value?.startedAt === canary.startedAt ? value.applied : undefined;
      // Sent before and added, or nothing to add: nothing to write.
      if ((mine?.[batch.instance] ?? -1) >= batch.seq || isEmpty(batch.delta)) return sum;
      addCounts(sum, batch.delta);
      const stored: StoredFigures = {
        startedAt: canary.startedAt,
        ...sum,
        applied: { ...mine, [batch.instance]: batch.seq },
      };
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
