import fs from 'node:fs';

/**
 * Copies a build to be edited, as another release of its app: without the build's brotli copies (`<file>.br`),
 * which would go on holding the unedited text. The site compresses a file without one as it sends it.
 */
export function copyBuild(dist: string, copy: string): void {
  fs.cpSync(dist, copy, { recursive: true, filter: (source) => !source.endsWith('.br') });
}
