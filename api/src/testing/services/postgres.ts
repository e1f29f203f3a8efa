import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './freePort';

export interface ThrowawayPostgres {
  /** Superuser URL of the cluster's `postgres` database, on 127.0.0.1 only. */
  url: string;
  stop(): void;
}

const POSTGRES_ROOT = '/usr/lib/postgresql';

/** The newest installed server's bin folder (Debian keeps each major under /usr/lib/postgresql/N). */
function serverBinDir(): string {
  const majors = fs.existsSync(POSTGRES_ROOT) ? fs.readdirSync(POSTGRES_ROOT).filter((name) => /^\d+$/.test(name)) : [];
  const bin = majors
    .sort((a, b) => Number(b) - Number(a))
    .map((major) => path.join(POSTGRES_ROOT, major, 'bin'))
    .find((dir) => fs.existsSync(path.join(dir, 'initdb')));
  if (!bin)
    throw new Error(
      `No PostgreSQL server under ${POSTGRES_ROOT}. Install it (apt-get install postgresql); .ci/run does.`,
    );
  return bin;
}

/**
 * Starts a PostgreSQL cluster of its own in a temp folder, for tests and benchmarks: trust auth, loopback
 * only, durability off (fsync, synchronous_commit) because the data is thrown away. The server refuses to
 * run as root, so as root it runs as the `postgres` user that Debian's package creates.
 */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = serverBinDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tekvana-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? 'runuser' : path.join(bin, tool);
    const fullArgs = asRoot ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args;
    execFileSync(command, fullArgs, { stdio: ['ignore', 'ignore', 'pipe'] });
  };
  const data = path.join(dir, 'data');
  const port = await freePort();
  try {
    run('initdb', ['-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale', 'C', '-D', data]);
    const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
    run('pg_ctl', ['-D', data, '-o', settings, '-l', path.join(dir, 'server.log'), '-w', 'start']);
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
