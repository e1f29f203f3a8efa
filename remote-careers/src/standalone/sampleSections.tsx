import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SectionProps } from '@tekvana/shared';
import type { StandaloneSection } from '@tekvana/shared/standalone';
import JobSection from '../sections/JobSection/JobSection';
import JobTitleSection from '../sections/JobTitleSection/JobTitleSection';
import OpeningsSection from '../sections/OpeningsSection/OpeningsSection';

/** Shows a section only on the list (no jobId) or only on a job description (with jobId). */
function onlyWhen(wantsJob: boolean, Component: ComponentType<SectionProps>): ComponentType<SectionProps> {
  return function StandaloneSwitch(props: SectionProps) {
    const [params] = useSearchParams();
    return params.has('jobId') === wantsJob ? <Component {...props} /> : null;
  };
}

const ListTitle = ({ section }: SectionProps) => <h1 className="container-xl mt-4">{section.heading}</h1>;

/** The careers pages with the site data's configuration, against the API of this remote's deploy-config.json. */
export const careersSampleSections: StandaloneSection[] = [
  { component: onlyWhen(false, ListTitle), section: { order: 1, type: 'TITLE-SECTION', heading: 'Current Openings' } },
  { component: onlyWhen(false, OpeningsSection), section: { order: 2, type: 'OPENINGS-SECTION', heading: 'Find your next role', targetUrl: '/get/requirement' } },
  { component: onlyWhen(true, JobTitleSection), section: { order: 1, type: 'JOB-TITLE-SECTION', heading: 'PSTN_TITLE', subHeading: 'PSTN_LCTN' } },
  {
    component: onlyWhen(true, JobSection),
    section: {
      order: 2,
      type: 'JOB-SECTION',
      heading: 'Job Details',
      keyDetails: [
        { key: 'Role', value: 'PSTN_TITLE' },
        { key: 'Location', value: 'PSTN_LCTN' },
        { key: 'Work Mode', value: 'WORK_LOCATION_PREFERENCE' },
        { key: 'Employment Type', value: 'PSTN_TYP' },
        { key: 'Travel Required', value: 'MULTI_LOCATION' },
        { key: 'Interview Mode', value: 'INTERVIEW_TYPE' },
        { key: 'Salary', value: 'PSTN_RATE' },
        { key: 'Req ID', value: 'REQ_ID' },
      ],
      subHeading: 'INTERNAL_JOB_DESCRIPTION',
      supportText: [],
    },
  },
];
