import type { Choice } from '@tekvana/shared/forms';
import {
  ACADEMIC_INTERNSHIP_ANSWERS,
  INTERNSHIP_AREAS,
  INTERNSHIP_COUNTRIES,
  INTERNSHIP_GENDERS,
  INTERNSHIP_QUALIFICATIONS,
  INTERNSHIP_REFERENCES,
} from '@tekvana/contracts/careers';
import {
  ACADEMIC_INTERNSHIP_OPTIONS,
  AREA_OF_INTEREST_OPTIONS,
  COUNTRY_OPTIONS,
  EMPTY_VALUES,
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

  it("offers exactly the contract's choices, which the API checks a submission with (decision 058)", () => {
    expect(valuesOf(GENDER_OPTIONS)).toEqual(INTERNSHIP_GENDERS);
    expect(valuesOf(COUNTRY_OPTIONS)).toEqual(INTERNSHIP_COUNTRIES);
    expect(valuesOf(QUALIFICATION_OPTIONS)).toEqual(INTERNSHIP_QUALIFICATIONS);
    expect(valuesOf(ACADEMIC_INTERNSHIP_OPTIONS)).toEqual(ACADEMIC_INTERNSHIP_ANSWERS);
    expect(valuesOf(REFERENCE_OPTIONS)).toEqual(INTERNSHIP_REFERENCES);
    expect(valuesOf(AREA_OF_INTEREST_OPTIONS)).toEqual(INTERNSHIP_AREAS);
  });

  it('keeps the labels the form shows', () => {
    expect(EXPERIENCE_OPTIONS.map((option) => option.label)).toEqual(['Fresher', 'Experienced']);
    expect(ACADEMIC_INTERNSHIP_OPTIONS.map((option) => option.label)).toEqual(['Yes', 'No', 'Not sure']);
  });

  it('has no Aadhaar number (decision 058)', () => {
    expect(Object.keys(EMPTY_VALUES).filter((name) => /aadha/i.test(name))).toEqual([]);
  });
});
