import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { expect, test } from '@playwright/test';

// Runs after the whole suite (the "after the suite" project of playwright.config.ts): every form of the site has
// been sent, in both layouts, with every kind of bad input. What the suite's API and site logged must carry none of
// the visitors' personal data (docs/decisions/086-structured-logs.md).

type LogLine = Record<string, unknown>;

const logDir = () => {
  const dir = process.env.E2E_LOG_DIR;
  if (!dir) throw new Error('E2E_LOG_DIR is set by the global setup: run the suite, not this file alone.');
  return dir;
};

function linesOf(file: string): LogLine[] {
  const text = fs.readFileSync(path.join(logDir(), file), 'utf8');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line, at) => {
      try {
        return JSON.parse(line) as LogLine;
      } catch {
        throw new Error(`${file}:${at + 1} is not JSON: ${line.slice(0, 200)}`);
      }
    });
}

/** What the API holds of the visitors now: names, addresses, phone numbers, file names. */
function personalDataHeld(): string[] {
  const dataDir = process.env.E2E_API_DATA_DIR;
  if (!dataDir) throw new Error('E2E_API_DATA_DIR is set by the global setup.');
  const db = new DatabaseSync(path.join(dataDir, 'api.sqlite'), { readOnly: true });
  try {
    const column = (sql: string) =>
      db
        .prepare(sql)
        .all()
        .flatMap((row) => Object.values(row).map(String));
    const answers = column('SELECT ANSWERS_JSON FROM internship_applications').flatMap((json) =>
      Object.entries(JSON.parse(json) as Record<string, unknown>)
        .filter(([field]) => /name|phone|address|pinCode/i.test(field))
        .map(([, value]) => String(value)),
    );
    return [
      ...column('SELECT CND_NM_TX, CND_EMAIL_ID, CND_PRIM_PH_NUM FROM external_candidates'),
      ...column('SELECT ATCHD_FILE_NM FROM attachments'),
      ...column('SELECT FILENAME FROM mail_attachments'),
      ...column('SELECT NAME, EMAIL, PHONE FROM general_applications'),
      ...column('SELECT EMAIL FROM internship_applications'),
      ...column('SELECT EMAIL FROM job_alerts'),
      ...answers,
    ].filter((value) => value.trim().length >= 3);
  } finally {
    db.close();
  }
}

/** A line as text without the fields that are random (ids, times), where a run of digits means nothing. */
const contentOf = ({ reqId: _reqId, time: _time, pid: _pid, hostname: _hostname, ...rest }: LogLine) =>
  JSON.stringify(rest);

test('the logs are JSON lines with no personal data, and a page render carries its trace to the API', () => {
  const api = linesOf('api.log');
  const site = linesOf('site.log');
  for (const [service, lines] of [
    ['api', api],
    ['site', site],
  ] as const) {
    expect(lines.length, `${service} lines`).toBeGreaterThan(10);
    for (const line of lines)
      expect(line).toEqual(expect.objectContaining({ service, level: expect.any(String), time: expect.any(String) }));
  }
  const all = [...api, ...site];
  const contents = all.map(contentOf);
  const text = contents.join('\n');
  /** The lines that carry `item`, to say where it was found. */
  const carrying = (items: string[]) =>
    items.map((item) => ({ item, lines: contents.filter((line) => line.includes(item)).slice(0, 3) }));

  const held = [...new Set(personalDataHeld())];
  // The suite sends applications, alerts and messages: the check has something to look for.
  expect(held.length).toBeGreaterThan(0);
  expect(carrying(held.filter((item) => text.includes(item)))).toEqual([]);
  // What was deleted since (withdrawn, past retention) is not in the database: addresses and phone numbers are
  // looked for by their shape as well.
  expect(carrying(text.match(/[\w.+-]+@[\w-]+\.[\w.-]+/g) ?? [])).toEqual([]);
  expect(carrying(text.match(/\b\+?\d{10,}\b/g) ?? [])).toEqual([]);
  // No query string, where signed links carry their tokens.
  expect(all.filter(({ route }) => typeof route === 'string' && route.includes('?'))).toEqual([]);

  // A job page rendered on the server fetched its answers from the API under the page request's id.
  const apiIds = new Set(api.map(({ reqId }) => reqId));
  const renderedJobPages = site.filter(
    ({ route, reqId }) => route === '/current-openings/job-description' && apiIds.has(reqId),
  );
  expect(renderedJobPages.length).toBeGreaterThan(0);
});
