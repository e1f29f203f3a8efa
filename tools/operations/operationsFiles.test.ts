import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { load } from 'js-yaml';
import { ServerMetrics } from '@tekvana/server-kit/metrics';
import { apiMetrics } from '../../api/src/apiMetrics';
import type { OutboxStore } from '../../api/src/features/outbox/outboxStore';
import { siteMetrics } from '../../site-server/src/site/siteMetrics';

// The alert rules and the dashboard in docs/operations/ name the servers' metrics: a metric renamed or removed
// must fail here, not leave an alert that can never fire (docs/decisions/088-metrics.md).
const folder = path.join(__dirname, '../../docs/operations');
const OUR_METRIC = /\b(?:http|mail|upload|rate_limit|site|nodejs|process)_[a-z0-9_]+/g;

async function registeredNames(): Promise<Set<string>> {
  const names = new Set<string>();
  for (const service of ['api', 'site']) {
    const metrics = new ServerMetrics(service);
    const app = Fastify();
    if (service === 'api') apiMetrics(app, metrics, { countsByState: async () => ({}) } as unknown as OutboxStore);
    else siteMetrics(metrics, () => ({}));
    for (const metric of await metrics.registry.getMetricsAsJSON()) names.add(metric.name);
    await app.close();
  }
  return names;
}

const usedNames = (expressions: string[]) =>
  [...new Set(expressions.flatMap((expr) => expr.match(OUR_METRIC) ?? []))].map((name) =>
    name.replace(/_(bucket|count|sum)$/, ''),
  );

it('alert rules parse, each with a summary, and name only metrics the servers have', async () => {
  const rules = load(fs.readFileSync(path.join(folder, 'alert-rules.yml'), 'utf8')) as {
    groups: { rules: { alert: string; expr: string; annotations: { summary: string } }[] }[];
  };
  const all = rules.groups.flatMap((group) => group.rules);
  expect(all.map((rule) => rule.alert)).toEqual(
    expect.arrayContaining(['MailDeliveryFailing', 'HighErrorRate', 'InstanceNotReady']),
  );
  for (const rule of all) expect(rule.annotations.summary).toBeTruthy();
  const names = await registeredNames();
  expect(usedNames(all.map((rule) => rule.expr)).filter((name) => !names.has(name))).toEqual([]);
});

it('the dashboard parses and names only metrics the servers have', async () => {
  const dashboard = JSON.parse(fs.readFileSync(path.join(folder, 'grafana-dashboard.json'), 'utf8')) as {
    panels: { title: string; targets: { expr: string }[] }[];
  };
  expect(dashboard.panels.length).toBeGreaterThan(5);
  const names = await registeredNames();
  const used = usedNames(dashboard.panels.flatMap((panel) => panel.targets.map((target) => target.expr)));
  expect(used.length).toBeGreaterThan(8);
  expect(used.filter((name) => !names.has(name))).toEqual([]);
});
