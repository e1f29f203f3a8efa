import path from 'node:path';
import type { FullResult, Location, Reporter, TestCase, TestResult, TestStep } from '@playwright/test/reporter';
import { budgetReport, type TimedTest } from '../../tools/testBudget/budget';

const where = (location: Location) => `${path.relative(path.join(__dirname, '..'), location.file)}:${location.line}`;

/**
 * Keeps the browser suite's time budget (docs/decisions/001-browser-test-time-budget.md): prints the slowest
 * tests at the end of the run and fails the run when any test, or any beforeAll/afterAll hook, is over budget,
 * even if it passed.
 */
export default class BudgetReporter implements Reporter {
  // Only a test's last try is timed, with the hooks that ran for it: a try that failed and was tried again is named
  // as flaky instead.
  private readonly tests = new Map<string, { test: TestCase; timed: TimedTest }>();
  private readonly hooks = new Map<string, TimedTest>();

  private get timed(): TimedTest[] {
    return [...[...this.tests.values()].map(({ timed }) => timed), ...this.hooks.values()];
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'skipped') return;
    this.tests.set(test.id, {
      test,
      timed: {
        title: `${where(test.location)} › ${test.titlePath().slice(3).join(' › ')}`,
        durationMs: result.duration,
        // The timeout the test ran with, after any test.setTimeout() inside it.
        timeoutMs: test.timeout,
      },
    });
  }

  // A beforeAll or afterAll hook runs outside the test's time, with a timeout of its own: the project's.
  onStepEnd(test: TestCase, _result: TestResult, step: TestStep): void {
    if (step.category !== 'hook' || !/^(beforeAll|afterAll)\b/.test(step.title)) return;
    const title = `${where(step.location ?? test.location)} › ${step.title}`;
    this.hooks.set(`${test.id} ${title}`, {
      title,
      durationMs: step.duration,
      timeoutMs: test.parent.project()?.timeout ?? 0,
    });
  }

  async onEnd(result: FullResult): Promise<{ status: FullResult['status'] } | undefined> {
    if (this.timed.length === 0) return undefined;
    const { lines, over } = budgetReport(this.timed);
    console.log(`\n${lines.join('\n')}`);
    const flaky = [...this.tests.values()].filter(({ test }) => test.outcome() === 'flaky');
    if (flaky.length > 0) {
      const titles = flaky.map(({ timed }) => `  ${timed.title}`).join('\n');
      console.log(
        `\n${flaky.length} browser test(s) failed once and passed when tried again (flaky: mend them):\n${titles}`,
      );
    }
    if (over.length === 0) return undefined;
    console.log(`\n${over.length} browser test(s) over budget:\n${over.map((line) => `  ${line}`).join('\n')}`);
    return { status: result.status === 'passed' ? 'failed' : result.status };
  }

  printsToStdio(): boolean {
    return true;
  }
}
