import { startTestServer, type TestServer } from './testing/client';
import { removeDataDir, tempDataDir } from './testing/helpers';
import { sentJobApplication } from './testing/applicants';

let dataDir: string;
let api: TestServer;
beforeAll(async () => {
  dataDir = tempDataDir('metrics');
  api = await startTestServer(dataDir, { opsToken: 'ops-secret', rateLimit: { max: 12, windowMs: 60_000 } });
});
afterAll(async () => {
  await api.close();
  removeDataDir(dataDir);
});

/** The value of the first sample whose line starts with `prefix`. */
const sample = (text: string, prefix: string) => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(prefix));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
};

it("counts requests by route, resume bytes, refused uploads, rate-limited calls and the outbox's mails", async () => {
  await sentJobApplication(api, 1);
  const refused = await api.inject({ method: 'PUT', url: '/uploads/Attachment/forged.pdf?expires=1&signature=x' });
  expect(refused.statusCode).toBeGreaterThanOrEqual(400);
  const limited = [];
  for (let n = 0; n < 15; n += 1)
    limited.push((await api.inject({ method: 'POST', url: '/v1/jobAlerts', payload: {} })).statusCode);
  expect(limited).toContain(429);

  const answer = await api.inject({ url: '/metrics' });
  expect(answer.statusCode).toBe(200);
  const text = answer.body;
  expect(
    sample(
      text,
      'http_request_duration_seconds_count{service="api",app="api",method="POST",route="/post/candidateData",status="200"}',
    ),
  ).toBe(1);
  expect(sample(text, 'upload_bytes_total{service="api"}')).toBeGreaterThan(0);
  expect(sample(text, `upload_refusals_total{status="${refused.statusCode}",service="api"}`)).toBe(1);
  expect(sample(text, 'rate_limit_refusals_total{route="/v1/jobAlerts",service="api"}')).toBeGreaterThan(0);
  expect(text).toMatch(/^mail_queue\{state="[a-z]+",service="api"\} [1-9]/m);
  // Nothing of the candidate: labels are route patterns and states.
  expect(text).not.toMatch(/@example|cv\.pdf|candidate-c0ffee/);

  const outside = await api.app.inject({ url: '/metrics', remoteAddress: '203.0.113.7' });
  expect(outside.statusCode).toBe(403);
});
