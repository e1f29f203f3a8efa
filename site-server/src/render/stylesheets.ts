import { sectionModuleOf, type DeployConfig, type RemoteName } from '@tekvana/contracts';
import type { ReleaseApp } from '@tekvana/release-kit/store';

/** A stylesheet of a set: the app whose release (or build) holds it, its path there, and its URL for a page. */
export interface Stylesheet {
  app: ReleaseApp;
  file: string;
  href: string;
}

/** The stylesheets of one set of releases: the shell's, and each exposed module's. */
export interface SetStylesheets {
  shell: Stylesheet[];
  /** By `remote/Module` (the federation's exposed name without its `./`). */
  modules: ReadonlyMap<string, Stylesheet[]>;
}

interface ManifestExpose {
  name?: unknown;
  assets?: { css?: { sync?: unknown } };
}

const REMOTES = ['content', 'careers', 'internship'] as const;

/** `remote`'s `file` at `base`, or nothing when the manifest names something that is no URL. */
function stylesheetIn(remote: RemoteName, file: string, base: string): Stylesheet[] {
  try {
    return [{ app: remote, file, href: new URL(file, base).href }];
  } catch {
    return [];
  }
}

/**
 * Reads where a page's styles are: the shell's own stylesheets (`.css` files at the root of its build, which its
 * script loads at start) and, from each remote's federation manifest, the stylesheets each exposed module loads with
 * it, at the remote's URL in the deploy config. A manifest that cannot be read or parsed gives none for its remote,
 * an entry of it that is not as expected none for its module.
 * docs/decisions/071-server-rendering-from-releases.md
 */
export function setStylesheets(
  shellFiles: readonly string[],
  manifests: Readonly<Partial<Record<RemoteName, string>>>,
  config: DeployConfig,
): SetStylesheets {
  const modules = new Map<string, Stylesheet[]>();
  for (const remote of REMOTES) {
    let base: string;
    let exposes: unknown;
    try {
      base = new URL('.', config.remotes[remote]).href;
      exposes = (JSON.parse(manifests[remote] ?? '{}') as { exposes?: unknown }).exposes;
    } catch {
      continue;
    }
    if (!Array.isArray(exposes)) continue;
    for (const expose of exposes as (ManifestExpose | null)[]) {
      const sync = expose?.assets?.css?.sync;
      if (typeof expose?.name !== 'string' || !Array.isArray(sync)) continue;
      const files = sync.filter((file): file is string => typeof file === 'string' && file.endsWith('.css'));
      modules.set(
        `${remote}/${expose.name.replace(/^\.\//, '')}`,
        files.flatMap((file) => stylesheetIn(remote, file, base)),
      );
    }
  }
  const shell = shellFiles
    .filter((file) => /^[^/]+\.css$/.test(file))
    .map((file): Stylesheet => ({ app: 'shell', file, href: `/${file}` }));
  return { shell, modules };
}

/** The stylesheets a page with these sections needs, each once: the shell's, then its sections' in page order. */
export function pageStylesheets(styles: SetStylesheets, sectionTypes: readonly string[] = []): Stylesheet[] {
  const sheets = [...styles.shell];
  for (const type of sectionTypes) {
    const entry = sectionModuleOf(type);
    for (const sheet of (entry && styles.modules.get(`${entry.remote}/${entry.module}`)) ?? [])
      if (!sheets.some(({ href }) => href === sheet.href)) sheets.push(sheet);
  }
  return sheets;
}
