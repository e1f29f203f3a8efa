import type { StandaloneSection } from '@tekvana/shared/standalone';
import { sampleSections } from './sampleSections';
import { sectionComponents } from './sectionComponents';

/**
 * The sample sections to show: all of them, or only the types named in `?type=` (comma-separated), so one
 * section can be looked at (or tested) on a page with a single h1.
 */
export function standaloneSections(search: string): StandaloneSection[] {
  const wanted = new URLSearchParams(search).get('type')?.split(',').filter(Boolean);
  return sampleSections
    .filter((section) => !wanted?.length || wanted.includes(section.type))
    .flatMap((section) => {
      const component = (sectionComponents as Partial<Record<string, StandaloneSection['component']>>)[section.type];
      return component ? [{ component, section }] : [];
    });
}
