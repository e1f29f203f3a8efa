import type { Page } from '@tekvana/shared';
import { brand } from '../brand';

/**
 * The careers pages. Their sections are rendered by the careers remote; the field names below are the
 * job-description page's configuration (decision 012: field keys), naming Opening fields.
 */
export const careersPages: Record<string, Page> = {
  'job-openings': {
    title: 'Current openings',
    description: `Search current job openings at ${brand.name}: permanent and contract roles in the USA and India.`,
    sections: [
      {
        order: 1,
        type: 'TITLE-SECTION',
        heading: 'Current Openings',
        subHeading: 'Permanent and contract roles across our offices and client sites.',
      },
      { order: 2, type: 'OPENINGS-SECTION', heading: 'Find your next role', targetUrl: '/get/requirement' },
    ],
  },
  'job-description': {
    title: 'Job description',
    description: `Read the details of a job opening at ${brand.name} and apply with your resume.`,
    sections: [
      { order: 1, type: 'JOB-TITLE-SECTION', heading: 'PSTN_TITLE', subHeading: 'PSTN_LCTN' },
      {
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
    ],
  },
};
