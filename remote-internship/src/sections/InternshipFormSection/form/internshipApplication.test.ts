import { toInternshipApplication, toInternshipApplicationRequest } from './internshipApplication';
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

describe('toInternshipApplicationRequest', () => {
  const parts = {
    id: '0b5c3f7e-2d41-4c8a-9f0e-6a1b2c3d4e5f',
    resume: { filename: 'cv.pdf', dataUrl: 'data:application/pdf;base64,JVBERi0=' },
    retentionMonths: 24,
  };
  const experienced = {
    ...EMPTY_VALUES,
    firstName: 'Ravi',
    lastName: 'Kumar',
    email: 'ravi@example.com',
    gender: 'Male',
    address: '4 Park Street',
    country: 'India',
    state: 'West Bengal',
    city: 'Kolkata',
    pinCode: '700016',
    contactNumber: '9123456780',
    qualification: 'MCA',
    experience: 'experienced',
    academicInternship: 'yes',
    yearsOfExperience: '2',
    noticePeriod: '30',
    expectedSalary: '600000',
    experienceSummary: 'Two years of testing.',
    reference: 'Others',
    referenceName: 'A friend',
    areaOfInterest: 'Testing(QA)',
    resumeAttachment: new File(['%PDF-'], 'cv.pdf'),
    processingConsent: true,
    talentPoolConsent: true,
  };

  it('carries the shown answers under their names, the phone, the resume, the consents and the id', () => {
    expect(toInternshipApplicationRequest(toInternshipApplication(experienced), parts)).toEqual({
      id: parts.id,
      firstName: 'Ravi',
      lastName: 'Kumar',
      email: 'ravi@example.com',
      gender: 'Male',
      address: '4 Park Street',
      country: 'India',
      state: 'West Bengal',
      city: 'Kolkata',
      pinCode: '700016',
      phone: '+919123456780',
      qualification: 'MCA',
      experience: 'experienced',
      yearsOfExperience: '2',
      noticePeriod: '30',
      expectedSalary: '600000',
      experienceSummary: 'Two years of testing.',
      reference: 'Others',
      referenceName: 'A friend',
      referenceOthers: '',
      areaOfInterest: 'Testing(QA)',
      inlineResume: '',
      comments: '',
      resume: parts.resume,
      consent: { processing: true, retentionMonths: 24, talentPool: true },
    });
  });

  it('sends no form-only value: neither the file, the country code, the number alone nor the consent boxes', () => {
    const request = toInternshipApplicationRequest(toInternshipApplication(experienced), parts);
    for (const name of [
      'resumeAttachment',
      'countryCode',
      'contactNumber',
      'processingConsent',
      'talentPoolConsent',
      'academicInternship',
      'areaOfInterestOthers',
    ])
      expect(request).not.toHaveProperty(name);
  });

  it('says no to the talent pool unless it was ticked', () => {
    const request = toInternshipApplicationRequest(
      toInternshipApplication({ ...experienced, talentPoolConsent: false }),
      parts,
    );
    expect(request.consent).toEqual({ processing: true, retentionMonths: 24, talentPool: false });
  });
});
