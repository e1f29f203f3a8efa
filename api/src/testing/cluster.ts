import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { killHard, launchApi } from '../launch';
import { freePort } from './services/freePort';
import { startLoadBalancer } from './services/nginx';

export interface ApiCluster {
  /** The load balancer's address: what clients (and signed URLs) use. */
  url: string;
  instances: ChildProcess[];
  stop(): Promise<void>;
}

/**
 * Several API processes behind one nginx, as production scales out: the shared engines come in `env`
 * (DATABASE_URL, S3_*, SMTP_URL, API_SIGNING_SECRET). Signed URLs point at the balancer, whose address the
 * instances believe for X-Forwarded-For.
 */
export async function startApiCluster(count: number, env: NodeJS.ProcessEnv): Promise<ApiCluster> {
  const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
  const balancer = await startLoadBalancer(ports);
  const instances: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all(instances.map(killHard));
    await balancer.stop();
  };
  try {
    instances.push(
      ...(await launchApis(ports, {
        API_SITE_URL: 'http://127.0.0.1:3000',
        ...env,
        API_PUBLIC_URL: balancer.url,
        API_TRUST_PROXY: '127.0.0.1',
      })),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: balancer.url, instances, stop };
}

/** One API process a port; when one fails to start, those that did are stopped before the error is thrown. */
export async function launchApis(ports: number[], env: NodeJS.ProcessEnv): Promise<ChildProcess[]> {
  const launched = await Promise.allSettled(ports.map((port) => launchApi({ port, env, output: 'ignore' })));
  const started = launched.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = launched.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(started.map(killHard));
    throw failed.reason;
  }
  return started;
}

/** The most memory a process has held so far (VmHWM), in MB; read it before the process ends. */
export function peakMemoryMb(child: ChildProcess): number | null {
  try {
    const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const kb = /^VmHWM:\s+(\d+) kB/m.exec(status)?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}
