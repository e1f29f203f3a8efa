import { toInternshipApplication } from './internshipApplication';
import { EMPTY_VALUES } from './internshipFields';

describe('toInternshipApplication', () => {
  const resume = new File(['cv'], 'cv.pdf', { type: 'application/pdf' });

  it('leaves out the values of hidden fields', () => {
    const application = toInternshipApplication({
      ...EMPTY_VALUES,
      experience: 'fresher',
      academicInternship: 'yes',
      yearsOfExperience: '4',
      reference: 'Person',
      referenceName: 'Left over',
      areaOfInterest: 'Others',
      areaOfInterestOthers: 'Design',
      resumeAttachment: resume,
    });
    expect(application).toMatchObject({
      academicInternship: 'yes',
      areaOfInterestOthers: 'Design',
      resumeAttachment: resume,
    });
    expect(application).not.toHaveProperty('yearsOfExperience');
    expect(application).not.toHaveProperty('noticePeriod');
    expect(application).not.toHaveProperty('referenceName');
  });

  it('carries the experienced fields, and the fixed country code', () => {
    const application = toInternshipApplication({
      ...EMPTY_VALUES,
      experience: 'experienced',
      noticePeriod: '30',
      academicInternship: 'no',
    });
    expect(application).toMatchObject({ noticePeriod: '30', countryCode: '+91', resumeAttachment: null });
    expect(application).not.toHaveProperty('academicInternship');
  });
});
