import { Suspense, useState } from 'react';
import type { Section } from '@tekvana/shared';
import { forgetSection, lazySection } from './lazySection';
import { sectionRegistry } from './registry';
import { SectionErrorBoundary } from './SectionErrorBoundary';

function SectionPlaceholder() {
  return (
    <div className="section-placeholder" aria-busy="true">
      <span className="visually-hidden">Loading section…</span>
    </div>
  );
}

/** One section of a page: looked up in the registry, loaded from its remote, isolated by its own boundary. */
export function PageSection({ section }: { section: Section }) {
  const [attempt, setAttempt] = useState(0);
  const entry = sectionRegistry[section.type];
  if (!entry) return null;
  const Component = lazySection(entry);
  return (
    <div className="page-section" data-section-type={section.type} data-remote={entry.remote}>
    <SectionErrorBoundary
      key={attempt}
      onRetry={() => {
        forgetSection(entry);
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense fallback={<SectionPlaceholder />}>
        <Component section={section} />
      </Suspense>
    </SectionErrorBoundary>
    </div>
  );
}
