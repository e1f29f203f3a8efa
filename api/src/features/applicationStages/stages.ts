/**
 * The stages the staffing system reports for an application (issue 55), in the order an application moves through
 * them; the last three end it.
 */
export const APPLICATION_STAGES = [
  'received',
  'in-review',
  'interview',
  'offer',
  'hired',
  'not-selected',
  'position-closed',
] as const;

export type ApplicationStage = (typeof APPLICATION_STAGES)[number];

/** How far along a stage is: the three that end an application are equally far. */
const RANK: Record<ApplicationStage, number> = {
  received: 0,
  'in-review': 1,
  interview: 2,
  offer: 3,
  hired: 4,
  'not-selected': 4,
  'position-closed': 4,
};

/**
 * Whether an application at `from` may move to `to`: forward, or back to In review (a decision taken back, or a
 * candidate looked at again), never back to another stage nor from one ending stage to another.
 */
export const mayMove = (from: ApplicationStage | undefined, to: ApplicationStage): boolean =>
  from === undefined || to === 'in-review' || RANK[to] > RANK[from];

/** Each stage as the candidate reads it. */
export const STAGE_WORDS: Record<ApplicationStage, string> = {
  received: 'Received',
  'in-review': 'In review',
  interview: 'Interview',
  offer: 'Offer',
  hired: 'Hired',
  'not-selected': 'Not selected',
  'position-closed': 'Position closed',
};

/** The words for a stage as stored (one the API no longer knows reads as it was stored). */
export const stageWords = (stage: string): string =>
  (APPLICATION_STAGES as readonly string[]).includes(stage) ? STAGE_WORDS[stage as ApplicationStage] : stage;

/** The outbox key of the candidate's mail about one change: stored once, whichever instance stores it. */
export const stageMailKey = (applicationId: string, step: number) => `stage/${applicationId}/${step}`;

/** Whether an outbox key is a stage mail's (the candidate's news, not their confirmation). */
export const isStageMailKey = (key: string | null | undefined) => key?.startsWith('stage/') === true;
