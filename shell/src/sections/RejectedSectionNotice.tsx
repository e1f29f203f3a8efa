import type { RejectedSection } from '../siteData/parseSiteData';
import { SectionFallback } from './SectionFallback';

/**
 * A section whose data failed its schema (decision 007): its area says so, and the sections around it render as
 * usual. The data is what is wrong, so there is nothing to try again; the details went to the console.
 */
export function RejectedSectionNotice({ section }: { section: RejectedSection }) {
  return (
    <div className="page-section" data-section-type={section.type} data-section-rejected="">
      <SectionFallback message="This part of the page could not be shown: its content is not valid." />
    </div>
  );
}
