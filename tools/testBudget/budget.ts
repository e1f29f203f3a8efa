/**
 * The time budget of a browser test (docs/decisions/001-browser-test-time-budget.md): on the project's 2-core
 * machine a test may use at most half of its own timeout and at most two minutes. Machines of the same kind
 * differ by close to 2x in speed, so a test within this budget still passes on the slower one.
 */
export const BUDGET = { maxMs: 120_000, maxShareOfTimeout: 0.5 } as const;

export interface TimedTest {
  /** Where and what: file, describe blocks and title. */
  title: string;
  durationMs: number;
  /** The test's own timeout (config, describe or `test.setTimeout`); 0 means none. */
  timeoutMs: number;
}

export const shareOfTimeout = (test: TimedTest) => (test.timeoutMs > 0 ? test.durationMs / test.timeoutMs : 0);

/** Why a test is over its budget, or undefined when it is within it. */
export function overBudget(test: TimedTest): string | undefined {
  if (test.durationMs > BUDGET.maxMs)
    return `took ${seconds(test.durationMs)}, over the ${seconds(BUDGET.maxMs)} limit`;
  if (test.timeoutMs === 0) return 'has no timeout';
  if (shareOfTimeout(test) > BUDGET.maxShareOfTimeout) {
    return `used ${percent(shareOfTimeout(test))} of its ${seconds(test.timeoutMs)} timeout, over ${percent(BUDGET.maxShareOfTimeout)}`;
  }
  return undefined;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

/**
 * The report printed at the end of the browser run: the slowest tests (and hooks) with their time and share of
 * their timeout, then every one over budget. A test that creeps towards its limit shows here before it fails.
 */
export function budgetReport(tests: TimedTest[], count = 10): { lines: string[]; over: string[] } {
  const slowest = [...tests].sort((a, b) => b.durationMs - a.durationMs).slice(0, count);
  const lines = [
    `Slowest ${slowest.length} of ${tests.length} browser tests and hooks (budget: ${seconds(BUDGET.maxMs)} and ${percent(BUDGET.maxShareOfTimeout)} of the test's timeout):`,
    ...slowest.map(
      (test) =>
        `  ${seconds(test.durationMs).padStart(8)}  ${percent(shareOfTimeout(test)).padStart(7)} of ${seconds(test.timeoutMs).padEnd(7)} ${test.title}`,
    ),
  ];
  const over = tests.flatMap((test) => {
    const reason = overBudget(test);
    return reason ? [`${test.title} ${reason}`] : [];
  });
  return { lines, over };
}
