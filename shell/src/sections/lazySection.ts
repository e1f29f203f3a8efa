import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { sectionModuleOf, type Section, type SectionModule, type SectionProps } from '@tekvana/shared';
import { loadRemoteModule, resetRemote } from '../federation/remotes';

type SectionComponent = ComponentType<SectionProps>;

interface CachedSection {
  /** Loads the module once and remembers its component. */
  load: Promise<SectionComponent>;
  /** The component once its module has loaded: it renders at once, where a new lazy component would suspend. */
  loaded?: SectionComponent;
  lazy: LazyExoticComponent<SectionComponent>;
}

// One entry per module, kept across renders and pages so a section type loads once per visit.
const cache = new Map<string, CachedSection>();

const keyOf = (entry: SectionModule) => `${entry.remote}/${entry.module}`;

function cachedSection(entry: SectionModule): CachedSection {
  const key = keyOf(entry);
  let cached = cache.get(key);
  if (!cached) {
    const load = loadRemoteModule<{ default: SectionComponent }>(entry.remote, entry.module).then(
      (loaded) => loaded.default,
    );
    const created: CachedSection = { load, lazy: lazy(async () => ({ default: await load })) };
    // A failure is shown by the section that renders the module; the page's loader may start a load none renders yet.
    load.then((component) => (created.loaded = component)).catch(() => undefined);
    cache.set(key, created);
    cached = created;
  }
  return cached;
}

/** The section's component: the loaded one when its module is in, else one that suspends until it is. */
export function sectionComponent(entry: SectionModule): SectionComponent {
  const cached = cachedSection(entry);
  return cached.loaded ?? cached.lazy;
}

/** Forgets a failed load (React.lazy keeps its rejection forever) so the next render tries the remote again. */
export function forgetSection(entry: SectionModule): void {
  cache.delete(keyOf(entry));
  resetRemote(entry.remote);
}

/** How long a page's loader waits for its sections' modules before the page shows, with a loader where one is late. */
export const SECTION_WAIT_MS = 1500;

/**
 * Starts loading the modules of a page's live sections and settles when they are in (or failed), or after
 * SECTION_WAIT_MS. A page opened after the first one then renders whole at once, so the router restores a saved
 * scroll position on a page of its full height, not on one still short of its sections (decision 039).
 */
export async function preloadSections(sections: readonly Section[]): Promise<void> {
  const loads = sections.flatMap((section) => {
    const entry = sectionModuleOf(section.type);
    return entry ? [cachedSection(entry).load.catch(() => undefined)] : [];
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, SECTION_WAIT_MS);
  });
  await Promise.race([Promise.all(loads), late]);
  clearTimeout(timer);
}
