import type { ComponentType } from 'react';
import { useSiteSearchParams, type SectionOf, type SectionProps, type SectionType } from '@tekvana/shared';
import type { StandaloneSection } from '@tekvana/shared/standalone';
import JobSection from '../sections/JobSection/JobSection';
import JobTitleSection from '../sections/JobTitleSection/JobTitleSection';
import OpeningsSection from '../sections/OpeningsSection/OpeningsSection';

/** Shows a section only on the list (no jobId) or only on a job description (with jobId). */
function onlyWhen<T extends SectionType>(
  wantsJob: boolean,
  Component: ComponentType<SectionProps<T>>,
): ComponentType<SectionProps<T>> {
  return function StandaloneSwitch(props: SectionProps<T>) {
    const [params] = useSiteSearchParams();
    return params.has('jobId') === wantsJob ? <Component {...props} /> : null;
  };
}

/** A module with a section of its own type, checked against the site data schema's types. */
const sample = <T extends SectionType>(
  component: ComponentType<SectionProps<T>>,
  section: SectionOf<T>,
): StandaloneSection => ({ component, section });

const ListTitle = ({ section }: SectionProps<'TITLE-SECTION'>) => (
  <h1 className="container-xl mt-4">{section.heading}</h1>
);

/**
 * The least configuration that shows both careers pages against the API of this remote's deploy-config.json: the
 * list, and a job with a title, two key details and its description. The site's own configuration of these pages
 * is content, and lives with the content remote.
 */
export const careersSampleSections: StandaloneSection[] = [
  sample(onlyWhen(false, ListTitle), { order: 1, type: 'TITLE-SECTION', heading: 'Current Openings' }),
  sample(onlyWhen(false, OpeningsSection), {
    order: 2,
    type: 'OPENINGS-SECTION',
    heading: 'Sample openings',
    targetUrl: '/get/requirement',
  }),
  sample(onlyWhen(true, JobTitleSection), {
    order: 1,
    type: 'JOB-TITLE-SECTION',
    fields: { title: 'PSTN_TITLE', subtitle: 'PSTN_LCTN' },
  }),
  sample(onlyWhen(true, JobSection), {
    order: 2,
    type: 'JOB-SECTION',
    heading: 'Sample job details',
    keyDetails: [
      { label: 'Location', field: 'PSTN_LCTN' },
      { label: 'Salary', field: 'PSTN_RATE' },
    ],
    fields: { description: ['INTERNAL_JOB_DESCRIPTION'] },
  }),
];
