import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../tools/chromium';
import { origin, ports } from './support/ports';

export default defineConfig({
  // The suite, then the checks of what it left behind (its servers' logs), which need every test to have run.
  projects: [
    { name: 'site', testDir: './tests' },
    { name: 'after the suite', testDir: './checks', dependencies: ['site'] },
  ],
  // Why 90 s: docs/decisions/001-browser-test-time-budget.md.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  // One more try, so that a single hang of the browser cannot fail CI; the budget reporter names every test that
  // needed it (docs/decisions/001-browser-test-time-budget.md).
  retries: 1,
  // `npm test` names a JSON report for its summary; the budget reporter prints the slowest tests and fails the run
  // when one is over budget (docs/decisions/001-browser-test-time-budget.md).
  reporter: [
    ['list'],
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json'] as const] : []),
    ['./support/budgetReporter.ts'],
  ],
  globalSetup: './support/globalSetup.ts',
  outputDir: './test-results',
  use: {
    baseURL: origin(ports.shell),
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    viewport: { width: 1280, height: 900 },
    trace: 'off',
  },
});
