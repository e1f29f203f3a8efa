import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ReleaseFiles } from './releaseFiles';
import { isHashedFile, type ServedFile } from '../http/staticServer';

/**
 * The shell's files when the site follows its releases (docs/decisions/052-the-site-follows-its-releases.md): the
 * live shell release's, or the build's while the environment has no shell release. The shell's files are served
 * at the site's root, so a tab opened before a shell switch still asks the root for its own release's chunks: a
 * hashed file the live release lacks is looked for in the earlier releases (a hashed name is one content only).
 */
export class ShellFiles {
  /** Hashed file name -> the shell release that holds it, learnt from the records; made again after a switch. */
  private earlier: Promise<Map<string, string>> | undefined;

  constructor(
    private readonly releases: ReleaseFiles,
    private readonly build: string,
    private readonly liveShell: () => string | undefined,
  ) {}

  /** Forget what was learnt of earlier releases: a switch added one. */
  switched(): void {
    this.earlier = undefined;
  }

  /** A file of the live shell (or of release `shell`: a preview of it), else of an earlier release when hashed. */
  read = async (file: string, shell = this.liveShell()): Promise<ServedFile | undefined> => {
    const live = shell;
    const immutable = isHashedFile(file);
    if (!live) return this.fromBuild(file, immutable);
    const body = await this.releases.read('shell', live, file);
    if (body) return { body, immutable };
    if (!immutable) return undefined;
    const id = (await this.earlierFiles()).get(file);
    const earlier = id && (await this.releases.read('shell', id, file));
    return earlier ? { body: earlier, immutable } : undefined;
  };

  private earlierFiles(): Promise<Map<string, string>> {
    this.earlier ??= this.releases.store.list('shell').then((records) => {
      const index = new Map<string, string>();
      for (const record of records)
        for (const file of record.files) if (isHashedFile(file.path)) index.set(file.path, record.id);
      return index;
    });
    // A listing that failed is asked again next time, not kept as the answer.
    this.earlier.catch(() => {
      this.earlier = undefined;
    });
    return this.earlier;
  }

  private async fromBuild(file: string, immutable: boolean): Promise<ServedFile | undefined> {
    const full = path.resolve(this.build, file);
    if (!full.startsWith(`${this.build}${path.sep}`)) return undefined;
    try {
      return { body: await readFile(full), immutable };
    } catch {
      return undefined;
    }
  }
}
