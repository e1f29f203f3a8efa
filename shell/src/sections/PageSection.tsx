import { Suspense, useRef, useState } from 'react';
import { sectionModuleOf, type Section, type SectionModule } from '@tekvana/shared';
import { LoadingIndicator } from '@tekvana/shared/ui';
import { OnSectionSettled, SectionSettled } from '../firstPaint/PageReadiness';
import { sectionLive } from '../firstPaint/earlyPresses';
import { liftPrerenderInert } from '../firstPaint/liftInert';
import { forgetSection, sectionComponent } from './lazySection';
import { SectionErrorBoundary } from './SectionErrorBoundary';
import { KeptStatic, sectionWrapperProps } from '../firstPaint/StaticSections';
import { LeftToBrowser, useLeftToBrowser } from '../serverRender/leftToBrowser';

function RemoteSection({ entry, section }: { entry: SectionModule; section: Section }) {
  const [Component, setComponent] = useState(() => sectionComponent(entry));
  const [attempt, setAttempt] = useState(0);
  // Only in a server render, whose data for the section did not come in time.
  const leftToBrowser = useLeftToBrowser(section.type);
  const retry = () => {
    forgetSection(entry);
    setComponent(() => sectionComponent(entry));
    setAttempt((n) => n + 1);
  };
  return (
    <SectionErrorBoundary key={attempt} onRetry={retry} remote={entry.remote}>
      <Suspense fallback={<LoadingIndicator label="Loading section…" className="section-placeholder" />}>
        {leftToBrowser ? <LeftToBrowser type={section.type} /> : <Component section={section} />}
        <SectionSettled />
      </Suspense>
    </SectionErrorBoundary>
  );
}

/**
 * One section of a page: looked up in the registry of section types, loaded from its remote, isolated by its own
 * boundary. A type the registry does not know renders nothing (decision 010). In a page rendered on the server,
 * forms are served inert, so nothing is typed before the section is live, and a button pressed before then is
 * pressed again once the section's content (or its fallback) has rendered (firstPaint/earlyPresses). A section with
 * static markup stays as served (decision 033).
 */
export function PageSection({ section }: { section: Section }) {
  const area = useRef<HTMLDivElement>(null);
  const entry = sectionModuleOf(section.type);
  if (!entry) return null;
  const live = (
    <div ref={area} {...sectionWrapperProps(section.type, entry.remote)}>
      <OnSectionSettled
        onSettled={() => {
          if (!area.current) return;
          liftPrerenderInert(area.current);
          sectionLive(area.current);
        }}
      >
        <RemoteSection entry={entry} section={section} />
      </OnSectionSettled>
    </div>
  );
  if (!entry.staticMarkup) return live;
  return (
    <KeptStatic type={section.type} remote={entry.remote}>
      {live}
    </KeptStatic>
  );
}
