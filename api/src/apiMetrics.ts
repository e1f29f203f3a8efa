import type { FastifyInstance } from 'fastify';
import { routeOf } from '@tekvana/server-kit/logs';
import type { ServerMetrics } from '@tekvana/server-kit/metrics';
import type { DeliveryOutcome } from './features/mail/delivery';
import type { OutboxStore } from './features/outbox/outboxStore';
import { UPLOAD_PATH_PREFIX } from './features/uploads/uploadRoutes';

const UPLOAD_ROUTE = `${UPLOAD_PATH_PREFIX}*`;

/**
 * The API's own metrics beside every request's time (docs/decisions/088-metrics.md): resume bytes taken and uploads
 * refused, requests refused by a rate limit, the outbox's mails by state (read when scraped), and each delivery
 * try's outcome. Answers the function the delivery worker tells of its tries.
 */
export function apiMetrics(
  app: FastifyInstance,
  metrics: ServerMetrics,
  outbox: OutboxStore,
): (outcome: DeliveryOutcome) => void {
  metrics.observeRequests(app, 'api');
  const uploadBytes = metrics.counter('upload_bytes_total', 'Bytes of resumes taken by signed uploads.');
  const uploadRefusals = metrics.counter('upload_refusals_total', 'Signed uploads refused, by status.', ['status']);
  const rateLimited = metrics.counter(
    'rate_limit_refusals_total',
    'Requests refused for going over a limit (429), by route pattern.',
    ['route'],
  );
  app.addHook('onResponse', async (request, reply) => {
    const route = routeOf(request);
    const status = reply.statusCode;
    if (status === 429) rateLimited.inc({ route });
    if (route !== UPLOAD_ROUTE || request.method !== 'PUT') return;
    if (status < 300) uploadBytes.inc(Number(request.headers['content-length'] ?? 0) || 0);
    else uploadRefusals.inc({ status: String(status) });
  });
  metrics.gauge('mail_queue', 'Mails in the outbox, by delivery state.', ['state'], async (gauge) => {
    gauge.reset();
    for (const [state, count] of Object.entries(await outbox.countsByState())) gauge.set({ state }, count);
  });
  const tries = metrics.counter('mail_delivery_tries_total', 'Delivery tries, by outcome.', ['outcome']);
  return (outcome) => tries.inc({ outcome });
}
