import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { SectionModule, SectionProps } from '@tekvana/shared';
import { loadRemoteModule, resetRemote } from '../federation/remotes';

type SectionComponent = ComponentType<SectionProps>;

// One lazy component per module, kept across renders and pages so a section type loads once per visit.
const cache = new Map<string, LazyExoticComponent<SectionComponent>>();

const keyOf = (entry: SectionModule) => `${entry.remote}/${entry.module}`;

export function lazySection(entry: SectionModule): LazyExoticComponent<SectionComponent> {
  const key = keyOf(entry);
  let component = cache.get(key);
  if (!component) {
    component = lazy(() => loadRemoteModule<{ default: SectionComponent }>(entry.remote, entry.module));
    cache.set(key, component);
  }
  return component;
}

/** Forgets a failed load (React.lazy keeps its rejection forever) so the next render tries the remote again. */
export function forgetSection(entry: SectionModule): void {
  cache.delete(keyOf(entry));
  resetRemote(entry.remote);
}
