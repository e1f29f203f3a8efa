import type { Availability, WorkAuthorization, YesNo } from '@tekvana/shared';

/** The application form's choices, exactly as decision 013 lists them. */
export const WORK_AUTHORIZATIONS: readonly WorkAuthorization[] = ['Citizen', 'Green Card', 'H1B', 'Other'];
export const YES_NO: readonly YesNo[] = ['Yes', 'No'];
export const AVAILABILITIES: readonly Availability[] = ['Working', 'Serve notice period', 'Immediate'];
export const OTHER_REASON = 'Other';
export const REASONS_FOR_CHANGE: readonly string[] = [
  'Technology change',
  'Salary Hike',
  'Company is laying off',
  'Career growth',
  'Contract is getting over',
  'Left job for higher education',
  'Job satisfaction',
  'Looking for WFH',
  'Looking for onsite opportunity',
  'Maternity Break',
  'Work life balance',
  'Not working',
  'Medical reason',
  OTHER_REASON,
];
