// `npm run bench:metrics`: what recording metrics costs a request (issue 57: p50 within 5% with and without).
// The API and the site server each run four times side by side, two with metrics and two without (API_METRICS=0,
// BENCH_SITE_METRICS=0), started in the order with, without, without, with (which one starts first was worth 5% by
// itself), and take the same requests in alternating rounds, so the host's drift falls on both alike.
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

const ROUNDS = 8;
const REQUESTS_PER_ROUND = 1_500;
const CONCURRENCY = 8;

interface Target {
  name: string;
  /** The URL of one of the two servers with (`on`) or without metrics. */
  url: (on: boolean, which: 0 | 1) => string;
}

/** Started in this order: with, without, without, with. */
const STARTS = [true, false, false, true] as const;

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
    const apiPorts: number[] = [];
    for (const [at, on] of STARTS.entries()) {
      apiPorts.push(await freePort());
      children.push(
        await startApiProcess(apiPorts[at]!, {
          API_DATA_DIR: path.join(dataDir, String(at)),
          API_LOG: '0',
          API_RATE_LIMIT_MAX: '0',
          API_METRICS: on ? '1' : '0',
        }),
      );
    }
    const sites: Record<string, number>[] = [];
    for (const on of STARTS) {
      const ports = await sitePorts();
      sites.push(ports);
      children.push(await startSite({ ...ports, api: apiPorts[0]! }, on));
    }
    /** Which of the four is the `which`th server with (or without) metrics. */
    const slot = (on: boolean, which: 0 | 1) => (on ? [0, 3] : [1, 2])[which]!;
    const targets: Target[] = [
      {
        name: 'API openings search',
        url: (on, which) => `http://127.0.0.1:${apiPorts[slot(on, which)]}${OPENINGS_SEARCH_PATH}?q=engineer`,
      },
      { name: 'site home page (kept)', url: (on, which) => `http://127.0.0.1:${sites[slot(on, which)]!.shell}/` },
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
      for (const on of [false, true]) for (const which of [0, 1] as const) await load(target.url(on, which), 300);
      const times = { on: [] as number[], off: [] as number[] };
      for (let round = 0; round < ROUNDS; round += 1)
        for (const on of round % 2 ? [true, false] : [false, true])
          times[on ? 'on' : 'off'].push(
            ...(await load(target.url(on, (round % 4 < 2 ? 0 : 1) as 0 | 1), REQUESTS_PER_ROUND)),
          );
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
