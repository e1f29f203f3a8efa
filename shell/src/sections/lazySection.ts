import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { SectionProps } from '@tekvana/shared';
import { loadRemoteModule, resetRemote } from '../federation/remotes';
import type { SectionEntry } from './registry';

type SectionComponent = ComponentType<SectionProps>;

// One lazy component per module, kept across renders and pages so a section type loads once per visit.
const cache = new Map<string, LazyExoticComponent<SectionComponent>>();

const keyOf = (entry: SectionEntry) => `${entry.remote}/${entry.module}`;

export function lazySection(entry: SectionEntry): LazyExoticComponent<SectionComponent> {
  const key = keyOf(entry);
  let component = cache.get(key);
  if (!component) {
    component = lazy(() => loadRemoteModule<{ default: SectionComponent }>(entry.remote, entry.module));
    cache.set(key, component);
  }
  return component;
}

/** Forgets a failed load (React.lazy keeps its rejection forever) so the next render tries the remote again. */
export function forgetSection(entry: SectionEntry): void {
  cache.delete(keyOf(entry));
  resetRemote(entry.remote);
}
