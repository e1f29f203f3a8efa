import { createContext, useContext, useState, useSyncExternalStore, type MouseEvent, type ReactNode } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import { isPlainClick, sectionModuleOf } from '@tekvana/shared';
import { SectionSettled } from './PageReadiness';

const noSubscription = () => () => undefined;

/**
 * True around the app when the shell hydrates a served page with the site data it carries (decision 035): only then
 * is each section's served markup the markup of the section in the same place. False elsewhere, so the markup the
 * server renders, and a page hydrated with data loaded afresh, hold every section live.
 */
export const KeepStaticSections = createContext(false);

/**
 * True when this component's first render hydrated the served copy (decision 019) and static sections may be kept,
 * false when it was made in the browser (a later page, a part React redrew): React reads the server snapshot only
 * while hydrating or writing markup. Kept from the first render, so a section does not change its kind afterwards.
 */
export function useHydratingPrerenderedPage(): boolean {
  const keep = useContext(KeepStaticSections);
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => keep,
  );
  const [hydratedServedCopy] = useState(hydrating);
  return hydratedServedCopy;
}

/**
 * A plain click on a link inside kept markup moves within the app, as the section's own links would once live.
 * Clicks with a modifier, links to other sites, new tabs, downloads and jumps within the page stay the browser's.
 */
function followInApp(event: MouseEvent<HTMLElement>, navigate: NavigateFunction): void {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || !event.currentTarget.contains(link)) return;
  if (!isPlainClick(event, link)) return;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin) return;
  const samePage = url.pathname === window.location.pathname && url.search === window.location.search;
  if (samePage && url.hash) return;
  event.preventDefault();
  navigate(`${url.pathname}${url.search}${url.hash}`);
}

// React leaves the children of an element with inner HTML alone when it hydrates it, and never writes an unchanged
// value again: the served markup stays exactly as it came (decision 033).
const KEEP_SERVED_MARKUP = { __html: '' };

interface Props {
  type: string;
  remote: string;
}

/** The attributes of a section's wrapper, served or live: hydration adopts one as the other. */
export const sectionWrapperProps = (type: string, remote: string) => ({
  // Static markup has no script that could measure it, so such a section may skip its rendering until it nears the
  // screen (decision 044).
  className: sectionModuleOf(type)?.staticMarkup ? 'page-section render-when-near' : 'page-section',
  'data-section-type': type,
  'data-remote': remote,
});

/**
 * A section whose markup needs no script (`staticMarkup` in the declaration of section types), kept as the served
 * copy has it: its module is not loaded and nothing in it is hydrated.
 */
export function StaticSection({ type, remote }: Props) {
  const navigate = useNavigate();
  return (
    <>
      {/* Only links inside take the click, and a link's Enter key is a click too: nothing here needs a key of its own. */}
      {/* eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-static-element-interactions */}
      <div
        {...sectionWrapperProps(type, remote)}
        onClick={(event) => followInApp(event, navigate)}
        dangerouslySetInnerHTML={KEEP_SERVED_MARKUP}
        suppressHydrationWarning
      />
      <SectionSettled />
    </>
  );
}

/**
 * Shows a static section as served while the page hydrates its copy, and `children` (the live section) otherwise.
 * React renders this again once hydration is over (the snapshot changes); the live section is passed in, not made
 * here, so that render does not reach it: an update reaching a section still waiting for its module would make
 * React drop that section's served markup and draw it afresh.
 */
export function KeptStatic({ type, remote, children }: Props & { children: ReactNode }) {
  return useHydratingPrerenderedPage() ? <StaticSection type={type} remote={remote} /> : children;
}
