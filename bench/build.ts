import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../site-server/src/site/site';

const BUILD_TIMEOUT_MS = 10 * 60_000;

export interface BuildTiming {
  command: string;
  status: 'done' | 'skipped' | 'failed';
  seconds: number | null;
  error?: string;
}

export interface BuildResult {
  full: BuildTiming;
  oneRemote: BuildTiming;
}

/** Runs a command from the repository root; resolves with its wall time, rejects on failure or after the limit. */
export function timeCommand(command: string, args: string[], cwd = repoRoot): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
    const timer = setTimeout(() => child.kill('SIGTERM'), BUILD_TIMEOUT_MS);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (code === 0) resolve(Math.round(seconds * 10) / 10);
      else
        reject(
          new Error(
            `${command} ${args.join(' ')} ended with ${signal ?? `code ${code}`}: ${stderr.trim().split('\n').slice(-5).join(' | ')}`,
          ),
        );
    });
  });
}

async function timed(command: string, args: string[]): Promise<BuildTiming> {
  const label = [path.basename(command), ...args].join(' ');
  console.log(`  ${label} ...`);
  try {
    const seconds = await timeCommand(command, args);
    console.log(`  ${label}: ${seconds} s`);
    return { command: label, status: 'done', seconds };
  } catch (error) {
    return {
      command: label,
      status: 'failed',
      seconds: null,
      error: error instanceof Error ? error.message : String(error),
    };
  }
}

/**
 * The full production build (what CI and a fresh clone run) and one remote rebuilt alone (what a team's
 * deploy runs). The full build also leaves the dist/ folders the rest of the bench measures.
 */
export async function measureBuilds(skip: boolean): Promise<BuildResult> {
  const full = ['npm', ['run', 'build']] as const;
  const oneRemote = ['npm', ['run', 'build', '-w', '@tekvana/remote-careers']] as const;
  if (skip) {
    const skipped = (command: string, args: readonly string[]): BuildTiming => ({
      command: [command, ...args].join(' '),
      status: 'skipped',
      seconds: null,
    });
    return { full: skipped(...full), oneRemote: skipped(...oneRemote) };
  }
  return { full: await timed(full[0], [...full[1]]), oneRemote: await timed(oneRemote[0], [...oneRemote[1]]) };
}
