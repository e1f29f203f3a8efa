import fs from 'node:fs';
import path from 'node:path';

/** The release and serve tests' one way to make a build's dist/ (or any served folder) from a path → content map. */
export function buildFolder(parent: string, name: string, files: Record<string, string | Buffer>): string {
  const dir = path.join(parent, name);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}
