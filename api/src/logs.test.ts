import fs from 'node:fs';
import path from 'node:path';
import { startTestServer, type TestServer } from './testing/client';
import { removeDataDir, tempDataDir } from './testing/helpers';
import {
  sentGeneralApplication,
  sentInternshipApplication,
  sentJobApplication,
  type SentApplication,
} from './testing/applicants';

const TRACE = '0af7651916cd43dd8448eb211c80319c';

let dataDir: string;
let api: TestServer;
let logFile: string;
const sent: SentApplication[] = [];

/** The API's log, each line parsed (every line must be JSON). */
const logLines = () =>
  fs
    .readFileSync(logFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

beforeAll(async () => {
  dataDir = tempDataDir('logs');
  logFile = path.join(dataDir, 'logs', 'api.log');
  api = await startTestServer(dataDir, { log: true, logFile });
  sent.push(await sentJobApplication(api, 1), await sentGeneralApplication(api), await sentInternshipApplication(api));
  // Each candidate opens their own page: the link's token is in its path and query.
  for (const { link } of sent) await api.inject({ url: `${link.pathname}${link.search}` });
  await api.inject({ url: '/get/country', headers: { traceparent: `00-${TRACE}-b7ad6b7169203331-01` } });
  await api.inject({ method: 'POST', url: '/v1/sendMail', payload: { to: ['refused@example.com'] } });
  await api.close();
});
afterAll(() => removeDataDir(dataDir));

it('writes a JSON line per request with its id, method, route, status and time', () => {
  const requests = logLines().filter(({ msg }) => msg === 'request');
  expect(requests.length).toBeGreaterThan(10);
  for (const line of requests)
    expect(line).toEqual(
      expect.objectContaining({
        level: 'info',
        service: 'api',
        time: expect.any(String),
        reqId: expect.stringMatching(/^[0-9a-f]{32}$/),
        method: expect.any(String),
        route: expect.stringMatching(/^\//),
        status: expect.any(Number),
        ms: expect.any(Number),
      }),
    );
  // The trace the caller sent is the request's id: the site's line and the API's share it.
  expect(requests.find(({ reqId }) => reqId === TRACE)).toMatchObject({ route: '/get/country', status: 200 });
  expect(requests.filter(({ reqId }) => reqId === TRACE)).toHaveLength(1);
});

it('carries no name, address, phone, file name or token of the candidates', () => {
  const text = fs.readFileSync(logFile, 'utf8');
  const personal = [
    ...sent.flatMap(({ email, link }) => [email, ...link.pathname.split('/').filter((part) => part.length > 20)]),
    ...sent.flatMap(({ link }) => [...link.searchParams.values()]),
    'Asha Patel',
    'Ravi Kumar',
    'Verma',
    '5551234567',
    '9876543210',
    'cv.pdf',
    'Ravi CV.pdf',
    'asha.pdf',
    'MG Road',
    'refused@example.com',
  ];
  expect(personal.filter((item) => text.includes(item))).toEqual([]);
  expect(text).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
});
