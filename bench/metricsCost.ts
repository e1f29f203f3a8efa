// `npm run bench:metrics`: what recording metrics costs a request (issue 57: p50 within 5% with and without).
// The API and the site server each run twice side by side, with metrics and without (API_METRICS=0,
// BENCH_SITE_METRICS=0), and take the same requests in alternating rounds, so the host's drift falls on both alike.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { OPENINGS_SEARCH_PATH } from '@tekvana/contracts/careers';
import { freePort } from '../api/src/testing/services/freePort';
import { siteProcessEnv } from '../site-server/src/site/processEnv';
import { startApiProcess } from '../tools/apiProcess';
import { machineInfo } from './machine';
import { median, round } from './stats';

const ROUNDS = 6;
const REQUESTS_PER_ROUND = 1_500;
const CONCURRENCY = 8;

interface Target {
  name: string;
  url: (metrics: boolean) => string;
}

/** The times of `count` requests to `url`, `CONCURRENCY` at a time. */
async function load(url: string, count: number): Promise<number[]> {
  const times: number[] = [];
  let next = 0;
  const client = async () => {
    while (next < count) {
      next += 1;
      const sent = performance.now();
      const response = await fetch(url, { headers: { 'accept-encoding': 'br' } });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      times.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, client));
  return times;
}

async function sitePorts() {
  return {
    shell: await freePort(),
    content: await freePort(),
    careers: await freePort(),
    internship: await freePort(),
  };
}

async function startSite(ports: Record<string, number>, metrics: boolean): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'siteServerProcess.ts')], {
    env: { ...siteProcessEnv(), BENCH_SITE_PORTS: JSON.stringify(ports), BENCH_SITE_METRICS: metrics ? '1' : '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('started') && resolve());
    child.once('exit', (code) => reject(new Error(`the site server stopped (${code})`)));
  });
  return child;
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tekvana-bench-metrics-'));
  const children: ChildProcess[] = [];
  try {
    const apiPorts = { on: await freePort(), off: await freePort() };
    for (const [variant, port] of Object.entries(apiPorts))
      children.push(
        await startApiProcess(port, {
          API_DATA_DIR: path.join(dataDir, variant),
          API_LOG: '0',
          API_RATE_LIMIT_MAX: '0',
          API_METRICS: variant === 'on' ? '1' : '0',
        }),
      );
    const site = { on: await sitePorts(), off: await sitePorts() };
    for (const [variant, ports] of Object.entries(site))
      children.push(await startSite({ ...ports, api: apiPorts.on }, variant === 'on'));

    const targets: Target[] = [
      {
        name: 'API openings search',
        url: (on) => `http://127.0.0.1:${on ? apiPorts.on : apiPorts.off}${OPENINGS_SEARCH_PATH}?q=engineer`,
      },
      { name: 'site home page (kept)', url: (on) => `http://127.0.0.1:${(on ? site.on : site.off).shell}/` },
    ];
    const machine = machineInfo();
    console.log(
      `${machine.date} ${machine.cpuModel}, ${machine.cores} cores, Node ${machine.node}, ${machine.gitCommit}`,
    );
    console.log(`${ROUNDS} rounds of ${REQUESTS_PER_ROUND} requests, ${CONCURRENCY} at a time, on and off in turn.\n`);
    console.log('| request | p50 without metrics | p50 with metrics | difference |');
    console.log('|---|---|---|---|');
    for (const target of targets) {
      // Warmed first: the page rendered and kept, the search's frame made, the JIT settled.
      for (const on of [false, true]) await load(target.url(on), 300);
      const times = { on: [] as number[], off: [] as number[] };
      for (let round = 0; round < ROUNDS; round += 1)
        for (const on of round % 2 ? [true, false] : [false, true])
          times[on ? 'on' : 'off'].push(...(await load(target.url(on), REQUESTS_PER_ROUND)));
      const off = median(times.off) ?? 0;
      const on = median(times.on) ?? 0;
      const difference = ((on - off) / off) * 100;
      console.log(
        `| ${target.name} | ${round(off, 2)} ms | ${round(on, 2)} ms | ${difference >= 0 ? '+' : ''}${round(difference, 1)}% (target within 5%) |`,
      );
    }
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await sleep(500);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
