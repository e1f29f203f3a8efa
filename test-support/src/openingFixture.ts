import type { Opening } from '@tekvana/contracts';

/** An opening with every field filled, in the USA by default; a test names the fields it is about. */
export function opening(partial: Partial<Opening> & Pick<Opening, 'REQ_ID'>): Opening {
  return {
    REQUIREMENT_UUID: `req-${partial.REQ_ID}`,
    PSTN_TITLE: `Engineer ${partial.REQ_ID}`,
    PSTN_LCTN: 'Dallas, TX',
    PSTN_TYP: 'Contract',
    WORK_LOCATION_PREFERENCE: 'Remote',
    PSTN_RATE: 'USD 50-60/hr',
    COUNTRY: 'uuid-us',
    MULTI_LOCATION: 'No',
    INTERVIEW_TYPE: 'Video',
    INTERNAL_JOB_DESCRIPTION: '<p>Build things.</p>',
    POSTED_DATE: '2025-06-30',
    ...partial,
  };
}
