import type { Choice } from '@tekvana/shared/forms';
import {
  ACADEMIC_INTERNSHIP_OPTIONS,
  AREA_OF_INTEREST_OPTIONS,
  COUNTRY_OPTIONS,
  EXPERIENCE_OPTIONS,
  GENDER_OPTIONS,
  QUALIFICATION_OPTIONS,
  REFERENCE_OPTIONS,
} from './internshipFields';

const valuesOf = (options: Choice[]) => options.map((option) => option.value);

describe('internship field enumerations', () => {
  it('offers the enumerations of decision 017 with their submitted values', () => {
    expect(valuesOf(GENDER_OPTIONS)).toEqual(['Male', 'Female', 'Others']);
    expect(valuesOf(COUNTRY_OPTIONS)).toEqual(['India', 'Others']);
    expect(valuesOf(EXPERIENCE_OPTIONS).sort()).toEqual(['experienced', 'fresher']);
    expect(valuesOf(ACADEMIC_INTERNSHIP_OPTIONS)).toEqual(['yes', 'no', 'not-sure']);
    expect(valuesOf(REFERENCE_OPTIONS)).toEqual(['Person', 'Company website', 'Social Media', 'Others']);
    expect(valuesOf(AREA_OF_INTEREST_OPTIONS)).toEqual([
      'Software Development',
      'Data Engineering/Analytics',
      'Data Science',
      'Testing(QA)',
      'Staffing',
      'Others',
    ]);
  });

  it('lists the qualifications with B.Com and M.Com, each submitting its own value', () => {
    expect(valuesOf(QUALIFICATION_OPTIONS)).toEqual([
      'B.Tech',
      'M.Tech',
      'BBA',
      'MBA',
      'BSc',
      'MSc',
      'B.Com',
      'M.Com',
      'MCA',
      'BCA',
      'BCCA',
      'MCCA',
      'PhD',
      'Other',
    ]);
    for (const option of QUALIFICATION_OPTIONS) expect(option.value).toBe(option.label);
  });
});
