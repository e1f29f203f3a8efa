import {
  ACADEMIC_INTERNSHIP_OPTIONS,
  AREA_OF_INTEREST_OPTIONS,
  COUNTRY_OPTIONS,
  EXPERIENCE_OPTIONS,
  GENDER_OPTIONS,
  limitLength,
  MAX_LENGTH,
  QUALIFICATION_OPTIONS,
  REFERENCE_OPTIONS,
  type FieldOption,
} from './internshipFields';

const valuesOf = (options: FieldOption[]) => options.map((option) => option.value);

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

describe('limitLength', () => {
  it('cuts each limited field to its maximum (decision 017)', () => {
    expect(MAX_LENGTH).toEqual({
      firstName: 100,
      lastName: 100,
      email: 100,
      aadharCardNumber: 12,
      address: 500,
      state: 20,
      city: 50,
      pinCode: 10,
      contactNumber: 10,
      yearsOfExperience: 10,
      noticePeriod: 100,
      expectedSalary: 100,
      experienceSummary: 1000,
      referenceName: 100,
      referenceOthers: 300,
      areaOfInterestOthers: 100,
      comments: 500,
    });
    expect(limitLength('aadharCardNumber', '1234567890123456')).toBe('123456789012');
    expect(limitLength('pinCode', '12345678901')).toBe('1234567890');
  });

  it('leaves unlimited fields and short values alone', () => {
    expect(limitLength('inlineResume', 'x'.repeat(5000))).toHaveLength(5000);
    expect(limitLength('city', 'Pune')).toBe('Pune');
  });
});
