import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../tools/serve/site';

/**
 * Copies a remote beside the real one (so its relative paths still resolve), lets the caller change it, and
 * builds it on its own: the way a team ships a remote without the rest of the site. Returns the copy's folder.
 */
export function buildRemoteCopy(remote: string, copyName: string, change: (copyDir: string) => void): string {
  const copy = path.join(repoRoot, copyName);
  fs.rmSync(copy, { recursive: true, force: true });
  fs.mkdirSync(copy, { recursive: true });
  for (const entry of ['src', 'public', 'webpack.config.js', 'tsconfig.json', 'package.json']) {
    fs.cpSync(path.join(repoRoot, remote, entry), path.join(copy, entry), { recursive: true });
  }
  change(copy);
  execFileSync(path.join(repoRoot, 'node_modules/.bin/webpack'), ['--mode', 'production'], { cwd: copy, stdio: 'pipe' });
  return copy;
}

export const removeRemoteCopy = (copy: string) => fs.rmSync(copy, { recursive: true, force: true });
