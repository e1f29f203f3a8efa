import fs from 'node:fs';
import path from 'node:path';
import type { BackendResult } from './backend';
import type { BuildResult } from './build';
import type { PageBytes } from './bytes';
import type { BenchRoute } from './config';
import type { LighthouseResult } from './lighthouse';
import type { MachineInfo } from './machine';
import type { FederationOverhead } from './plainBundle';
import { check, formatAmount, TARGETS, type TargetCheck } from './targets';

export interface RouteLighthouse extends BenchRoute {
  result: LighthouseResult;
}

export interface BenchReport {
  machine: MachineInfo;
  options: { skipBuild: boolean; lighthouseRuns: number; backendOnly: boolean };
  durationSeconds: number;
  build: BuildResult | null;
  lighthouse: RouteLighthouse[];
  /** A bare HTML page (a heading and a paragraph) on the same preset: the floor each page's LCP is compared to. */
  floor: LighthouseResult | null;
  /** First load of the site as served, per page key (home, jobOpenings). */
  bytes: Record<string, PageBytes>;
  federation: FederationOverhead | null;
  /** The API under a burst of whole applications, per set-up. */
  backend: BackendResult[];
  /** Parts that could not be measured, with why. */
  errors: string[];
  checks: TargetCheck[];
}

export function targetChecks(report: Omit<BenchReport, 'checks'>): TargetCheck[] {
  const checks: TargetCheck[] = [];
  for (const route of report.lighthouse) {
    const m = route.result.median;
    checks.push(check('Lighthouse', route.label, 'Performance', m.performance, TARGETS.performance));
    checks.push(
      check(
        'Lighthouse',
        route.label,
        'LCP / floor',
        lcpFloorRatio(m.lcpMs, report.floor),
        route.pathOfRun ? TARGETS.lcpFloorRatioNeverAsked : TARGETS.lcpFloorRatio,
      ),
    );
    checks.push(check('Lighthouse', route.label, 'TBT', m.tbtMs, TARGETS.tbtMs));
    checks.push(check('Lighthouse', route.label, 'CLS', m.cls, TARGETS.cls));
    checks.push(check('Lighthouse', route.label, 'Best practices', m.bestPractices, TARGETS.bestPractices));
    if (route.content) {
      checks.push(check('Lighthouse', route.label, 'Accessibility', m.accessibility, TARGETS.accessibility));
      checks.push(check('Lighthouse', route.label, 'SEO', m.seo, TARGETS.seo));
    }
  }
  for (const route of report.lighthouse) {
    checks.push(
      check(
        'Bytes',
        route.label,
        'HTML sent (compressed, headers)',
        route.result.median.documentBytes,
        TARGETS.documentFirstFlightBytes,
      ),
    );
  }
  const labelOf = (key: string) => report.lighthouse.find((route) => route.key === key)?.label ?? key;
  checks.push(
    check(
      'Bytes',
      labelOf('home'),
      'First-load JS (gzip)',
      report.bytes.home?.total.jsGzipBytes ?? null,
      TARGETS.homeJsGzipBytes,
    ),
    check(
      'Bytes',
      labelOf('home'),
      'First-load JS (brotli, as sent)',
      report.bytes.home?.total.jsBytes ?? null,
      TARGETS.homeJsBrotliBytes,
    ),
  );
  for (const [key, bytes] of Object.entries(report.bytes)) {
    checks.push(check('Bytes', labelOf(key), 'React DOM instances', bytes.reactInstances, TARGETS.reactInstances));
  }
  for (const comparison of report.federation?.bytes ?? []) {
    checks.push(
      check(
        'Federation',
        labelOf(comparison.page),
        'JS overhead vs plain (gzip)',
        comparison.jsOverheadPercent,
        TARGETS.federationOverheadPercent,
      ),
    );
  }
  return checks;
}

/** A page's LCP over the bare page's of the same run (two decimals); null when either is missing. */
export function lcpFloorRatio(lcpMs: number | null, floor: LighthouseResult | null): number | null {
  const floorMs = floor?.median.lcpMs;
  if (lcpMs === null || !floorMs) return null;
  return Math.round((lcpMs / floorMs) * 100) / 100;
}

const KB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const show = (value: number | null | undefined, unit = '') =>
  value === null || value === undefined ? '-' : `${value}${unit}`;
const resultOf = (c: TargetCheck) =>
  c.status === 'pass' ? 'PASS' : c.status === 'gap' ? `GAP ${c.gap}` : 'NOT MEASURED';
const valueOf = (c: TargetCheck) => (c.value === null ? '-' : formatAmount(c.value, c.unit));

/** Plain-text table with padded columns for the console. */
function textTable(header: string[], rows: string[][]): string {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

function markdownTable(header: string[], rows: string[][]): string {
  const escape = (cell: string) => cell.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.map(escape).join(' | ')} |`),
  ].join('\n');
}

const LIGHTHOUSE_HEADER = [
  'Route',
  'Perf',
  'A11y',
  'Best pr.',
  'SEO',
  'LCP',
  'LCP / floor',
  'TBT',
  'CLS',
  'FCP',
  'Speed Index',
  'Benchmark index',
  'HTML sent',
];
const lighthouseRows = (report: BenchReport) =>
  [...report.lighthouse, ...(report.floor ? [{ label: 'Floor: bare HTML page', result: report.floor }] : [])].map(
    ({ label, result: { median: m } }) => [
      label,
      show(m.performance),
      show(m.accessibility),
      show(m.bestPractices),
      show(m.seo),
      show(m.lcpMs, ' ms'),
      show(lcpFloorRatio(m.lcpMs, report.floor)),
      show(m.tbtMs, ' ms'),
      show(m.cls),
      show(m.fcpMs, ' ms'),
      show(m.speedIndexMs, ' ms'),
      show(m.benchmarkIndex),
      m.documentBytes === null ? '-' : KB(m.documentBytes),
    ],
  );

const CHECK_HEADER = ['Area', 'Subject', 'Metric', 'Value', 'Target', 'Result'];
const checkRows = (checks: TargetCheck[]) =>
  checks.map((c) => [c.area, c.subject, c.metric, valueOf(c), c.target, resultOf(c)]);

const BYTES_HEADER = [
  'Page',
  'App',
  'Requests',
  'JS (as served)',
  'JS (gzip)',
  'CSS (as served)',
  'CSS (gzip)',
  'Other',
];
function bytesRows(report: BenchReport): string[][] {
  return Object.entries(report.bytes).flatMap(([page, bytes]) =>
    [...Object.entries(bytes.byApp), ['total', bytes.total] as const].map(([app, b]) => [
      page,
      app,
      String(b.requests),
      KB(b.jsBytes),
      KB(b.jsGzipBytes),
      KB(b.cssBytes),
      KB(b.cssGzipBytes),
      KB(b.otherBytes),
    ]),
  );
}

const BACKEND_HEADER = [
  'Set-up',
  'Acknowledged',
  'Time',
  'Per second',
  ...['candidate', 'upload', 'mail'].map((step) => `${step} p50 / p95`),
  'Peak memory',
  'Retries',
  'Present: candidates, attachments, infos, uploads, mails, resume files, mail files',
  'Duplicated',
  'Litter (after sweep)',
  'Mails received (copies)',
];
function backendRows(results: BackendResult[]): string[][] {
  return results.map((result) => {
    const step = (name: string) => result.steps.find((entry) => entry.step === name);
    return [
      result.setup,
      `${result.succeeded}/${result.submissions}`,
      `${result.seconds} s`,
      String(result.perSecond),
      ...['candidate', 'upload', 'mail'].map(
        (name) => `${show(step(name)?.p50Ms, ' ms')} / ${show(step(name)?.p95Ms, ' ms')}`,
      ),
      result.peakMemoryMb.map((mb) => show(mb, ' MB')).join(', '),
      String(result.retries),
      Object.values(result.inventory.present).join(', '),
      String(result.inventory.duplicated),
      `${result.inventory.litter} (${result.inventory.litterAfterSweep})`,
      result.mailsReceived === null ? 'outbox' : `${result.mailsReceived} (${show(result.duplicateMails)})`,
    ];
  });
}

/** The API bursts, for the console (also the whole output of --backend-only). */
export function printBackend(results: BackendResult[]): void {
  if (!results.length) return;
  console.log('\nBack end: each application is 3 records, a signed URL, a 100 kB upload and a mail with the resume\n');
  console.log(textTable(BACKEND_HEADER, backendRows(results)));
}

const buildRows = (build: BuildResult | null) =>
  build ? [build.full, build.oneRemote].map((b) => [b.command, b.status, show(b.seconds, ' s'), b.error ?? '']) : [];

export function printReport(report: BenchReport): void {
  const passed = report.checks.filter((c) => c.status === 'pass').length;
  console.log(`\nLighthouse (mobile, median of ${report.options.lighthouseRuns} runs)\n`);
  console.log(textTable(LIGHTHOUSE_HEADER, lighthouseRows(report)));
  console.log(`\nTargets: ${passed} of ${report.checks.length} met\n`);
  console.log(textTable(CHECK_HEADER, checkRows(report.checks)));
  console.log('\nFirst load, per app\n');
  console.log(textTable(BYTES_HEADER, bytesRows(report)));
  const lcp = report.federation?.lcp;
  if (lcp)
    console.log(
      `Federation: home LCP federated ${show(lcp.federatedMs, ' ms')} vs plain ${show(lcp.plainMs, ' ms')} (ratio ${show(lcp.ratio)})`,
    );
  printBackend(report.backend);
  console.log('\nBuild\n');
  console.log(textTable(['Command', 'Status', 'Time', 'Error'], buildRows(report.build)));
  for (const error of report.errors) console.log(`\nNot measured: ${error}`);
}

function markdown(report: BenchReport): string {
  const m = report.machine;
  const passed = report.checks.filter((c) => c.status === 'pass').length;
  const lines: string[] = [
    `# Performance benchmark, ${m.date.slice(0, 10)}`,
    '',
    'Generated by `npm run bench` (bench/run.ts); how to run and read it: [docs/performance.md](../../docs/performance.md).',
    '',
    '## Machine',
    '',
    markdownTable(
      ['Date', 'Node', 'CPU', 'Cores', 'Memory', 'Chromium', 'OS', 'Commit'],
      [[m.date, m.node, m.cpuModel, String(m.cores), `${m.memoryGb} GB`, m.chromium, m.os, m.gitCommit]],
    ),
    '',
    `Options: ${report.options.skipBuild ? '`--skip-build` (existing dist/ measured, builds skipped)' : 'full build'}, ` +
      `${report.options.lighthouseRuns} Lighthouse runs per page; the whole run took ${Math.round(report.durationSeconds)} s.`,
    '',
    `## Targets: ${passed} of ${report.checks.length} met`,
    '',
    markdownTable(CHECK_HEADER, checkRows(report.checks)),
    '',
    `## Lighthouse (mobile preset, default throttling, median of ${report.options.lighthouseRuns} runs)`,
    '',
    markdownTable(LIGHTHOUSE_HEADER, lighthouseRows(report)),
    '',
    '### Where the time and points go (last run of each page)',
    '',
  ];
  for (const { label, path: route, result } of report.lighthouse) {
    lines.push(`**${label}** (\`${route}\`)`, '');
    if (result.lcpElement) lines.push(`- LCP element: \`${result.lcpElement.replace(/`/g, "'")}\``);
    for (const o of result.opportunities) lines.push(`- Opportunity: ${o.title} (about ${o.savingsMs} ms)`);
    for (const a of result.failedAudits) lines.push(`- Failed ${a.category} audit: ${a.title} (\`${a.id}\`)`);
    for (const e of result.errors) lines.push(`- Run error: ${e}`);
    lines.push('');
  }
  lines.push(
    '## First load, per app (fresh browser context, mobile viewport)',
    '',
    markdownTable(BYTES_HEADER, bytesRows(report)),
    '',
  );
  const react = Object.entries(report.bytes).map(([page, bytes]) => `${page}: ${show(bytes.reactInstances)}`);
  lines.push(`React DOM instances: ${react.join(', ')}.`, '');
  const failed = Object.values(report.bytes).flatMap((bytes) => bytes.failedRequests);
  if (failed.length) lines.push(`Failed requests: ${failed.join('; ')}.`, '');
  if (report.federation) {
    const f = report.federation;
    lines.push(
      '## Federation overhead (federated build vs the same site as one plain bundle)',
      '',
      markdownTable(
        ['Page', 'Federated JS (gzip)', 'Plain JS (gzip)', 'Overhead', 'Federated requests', 'Plain requests'],
        f.bytes.map((b) => [
          b.page,
          KB(b.federatedJsGzipBytes),
          KB(b.plainJsGzipBytes),
          show(b.jsOverheadPercent, '%'),
          String(b.federatedRequests),
          String(b.plainRequests),
        ]),
      ),
      '',
      `Home LCP (Lighthouse mobile, median): federated ${show(f.lcp.federatedMs, ' ms')}, plain ${show(f.lcp.plainMs, ' ms')}, ratio ${show(f.lcp.ratio)}. ` +
        `Plain bundle build: ${show(f.plainBuildSeconds, ' s')}.`,
      '',
    );
  }
  lines.push(
    'Openings at scale are measured by `npm run bench:openings` (`bench/openingsAtScale.ts`), reports in `bench/results/openings-scale-<day>.md`.',
    '',
  );
  if (report.backend.length) {
    lines.push(
      '## Back end: a burst of whole applications',
      '',
      'Each application is three records, a signed URL, a 100 kB resume upload and a mail with the resume, all sent at once; every call is retried with the same ids on a 502, 503 or no answer. Peak memory is per instance (VmHWM).',
      '',
      markdownTable(BACKEND_HEADER, backendRows(report.backend)),
      '',
    );
  }
  lines.push('## Build', '', markdownTable(['Command', 'Status', 'Time', 'Error'], buildRows(report.build)), '');
  if (report.errors.length) lines.push('## Not measured', '', ...report.errors.map((e) => `- ${e}`), '');
  return lines.join('\n');
}

/** Writes latest.json and the dated markdown report; returns their paths. */
export function writeReport(report: BenchReport, dir: string): string[] {
  fs.mkdirSync(dir, { recursive: true });
  const json = path.join(dir, 'latest.json');
  const md = path.join(dir, `${report.machine.date.slice(0, 10)}.md`);
  fs.writeFileSync(json, `${JSON.stringify(report, null, 2)}\n`);
  fs.writeFileSync(md, markdown(report));
  return [json, md];
}
