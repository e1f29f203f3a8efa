import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { chromiumLaunchOptions } from '../tools/chromium';

export interface MachineInfo {
  date: string;
  node: string;
  os: string;
  cpuModel: string;
  cores: number;
  memoryGb: number;
  chromium: string;
  chromiumPath: string;
  gitCommit: string;
}

function commandOutput(command: string, args: string[]): string {
  try {
    return execFileSync(command, args, {
      encoding: 'utf8',
      timeout: 15_000,
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}

/** What the numbers were measured on: they only compare with runs on the same kind of machine. */
export function machineInfo(): MachineInfo {
  const cpus = os.cpus();
  const chromiumPath = chromiumLaunchOptions.executablePath;
  return {
    date: new Date().toISOString(),
    node: process.version,
    os: `${os.type()} ${os.release()} (${os.arch()})`,
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    chromium: commandOutput(chromiumPath, ['--version']),
    chromiumPath,
    gitCommit: commandOutput('git', ['rev-parse', '--short', 'HEAD']),
  };
}
