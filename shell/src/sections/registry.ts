import type { RemoteName, SectionType } from '@tekvana/shared';

export interface SectionEntry {
  remote: RemoteName;
  /** Exposed module name without the leading "./". */
  module: string;
}

/**
 * Section type -> the remote module that renders it. This is all the shell knows of sections: adding a type
 * is one exposed module in its remote and one line here. Types missing here render nothing (SPEC).
 */
export const sectionRegistry: Partial<Record<SectionType, SectionEntry>> = {
  'TITLE-SECTION': { remote: 'content', module: 'TitleSection' },
  'OPENINGS-SECTION': { remote: 'careers', module: 'OpeningsSection' },
  'JOB-TITLE-SECTION': { remote: 'careers', module: 'JobTitleSection' },
  'INTERNSHIP-FORM': { remote: 'internship', module: 'InternshipFormSection' },
};
