import Fastify from 'fastify';
import { metricsRoute, ServerMetrics } from './serverMetrics';

it('exposes request times by route pattern, its own counters and gauges, to operations callers only', async () => {
  const metrics = new ServerMetrics('test');
  const refusals = metrics.counter('refusals_total', 'Refusals.', ['reason']);
  let depth = 3;
  metrics.gauge('queue_depth', 'Items waiting.', ['state'], (gauge) => gauge.set({ state: 'pending' }, depth));
  const app = Fastify();
  metrics.observeRequests(app, 'careers');
  app.get('/jobs/:id', async () => 'job');
  await app.register(metricsRoute, { metrics, opsToken: 'ops', opsTokenName: 'TEST_OPS_TOKEN' });

  await app.inject({ url: '/jobs/41' });
  await app.inject({ url: '/jobs/42' });
  await app.inject({ url: '/nowhere' });
  refusals.inc({ reason: 'too large' });
  depth = 5;

  const answer = await app.inject({ url: '/metrics' });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  const text = answer.body;
  expect(text).toContain(
    'http_request_duration_seconds_count{service="test",app="careers",method="GET",route="/jobs/:id",status="200"} 2',
  );
  expect(text).toContain('route="(no route)",status="404"');
  expect(text).not.toContain('/jobs/41');
  expect(text).toContain('refusals_total{reason="too large",service="test"} 1');
  expect(text).toContain('queue_depth{state="pending",service="test"} 5');
  expect(text).toContain('process_cpu_seconds_total');
  expect(text).toContain('nodejs_eventloop_lag_seconds');

  const outside = { remoteAddress: '203.0.113.7' };
  expect((await app.inject({ url: '/metrics', ...outside })).statusCode).toBe(403);
  const withToken = await app.inject({ url: '/metrics', ...outside, headers: { authorization: 'Bearer ops' } });
  expect(withToken.statusCode).toBe(200);
  await app.close();
});
