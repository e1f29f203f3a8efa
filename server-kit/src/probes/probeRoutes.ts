import type { FastifyInstance } from 'fastify';
import { opsOnly } from '../access/opsAccess';
import { messageOf } from '../messageOf';

/** One thing a server needs to do its work (a database, a bucket, a release store), and how to see that it can (throws with what is wrong). */
export interface ReadinessCheck {
  name: string;
  check(): Promise<void>;
}

export interface ProbeDeps {
  checks: readonly ReadinessCheck[];
  /** True once the server was told to stop: it finishes what it has and takes nothing new. */
  draining: () => boolean;
  /** `Authorization: Bearer` token for the probes from other machines; none: this machine's callers only. */
  opsToken?: string;
  /** The variable that sets the token (API_OPS_TOKEN, SITE_OPS_TOKEN), named in a refusal. */
  opsTokenName: string;
}

/** A check that has not answered within this is failing: a probe must answer before the prober gives up. */
const CHECK_TIMEOUT_MS = 2_000;

/** Operations' own routes, reached by the load balancer and the orchestrator (docs/decisions/085-operations-probes.md). */
export const PROBE_PATHS = { health: '/healthz', ready: '/readyz' } as const;

async function outcome({ check }: ReadinessCheck): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS / 1000} s`)), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), late]);
    return 'ok';
  } catch (error) {
    return messageOf(error);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `/healthz`: the process answers (restart it when not). `/readyz`: it can do its work now, each dependency checked
 * as the probe asks, and not while it stops (take it out of the balancer when not). Both answer 403 to a caller
 * from another machine without the operations token.
 */
export async function probeRoutes(
  app: FastifyInstance,
  { checks, draining, opsToken, opsTokenName }: ProbeDeps,
): Promise<void> {
  app.addHook('onRequest', opsOnly(opsToken, opsTokenName));

  app.get(PROBE_PATHS.health, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );

  app.get(PROBE_PATHS.ready, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (draining()) return reply.code(503).send({ status: 'stopping' });
    const results = await Promise.all(checks.map(async (item) => [item.name, await outcome(item)] as const));
    const ready = results.every(([, result]) => result === 'ok');
    return reply
      .code(ready ? 200 : 503)
      .send({ status: ready ? 'ready' : 'not ready', checks: Object.fromEntries(results) });
  });
}
