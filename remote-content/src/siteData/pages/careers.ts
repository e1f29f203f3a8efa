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
      { order: 1, type: 'JOB-TITLE-SECTION', fields: { title: 'PSTN_TITLE', subtitle: 'PSTN_LCTN' } },
      {
        order: 2,
        type: 'JOB-SECTION',
        heading: 'Job Details',
        keyDetails: [
          { label: 'Role', field: 'PSTN_TITLE' },
          { label: 'Location', field: 'PSTN_LCTN' },
          { label: 'Work Mode', field: 'WORK_LOCATION_PREFERENCE' },
          { label: 'Employment Type', field: 'PSTN_TYP' },
          { label: 'Travel Required', field: 'MULTI_LOCATION' },
          { label: 'Interview Mode', field: 'INTERVIEW_TYPE' },
          { label: 'Salary', field: 'PSTN_RATE' },
          { label: 'Req ID', field: 'REQ_ID' },
        ],
        fields: { description: ['INTERNAL_JOB_DESCRIPTION'] },
      },
    ],
  },
};
