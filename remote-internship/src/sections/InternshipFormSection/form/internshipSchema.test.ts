import { EMPTY_VALUES, type InternshipFieldName, type InternshipFormValues } from './internshipFields';
import { internshipSchemaFor } from './internshipSchema';

const EXPERIENCED_FIELDS: InternshipFieldName[] = [
  'yearsOfExperience',
  'noticePeriod',
  'expectedSalary',
  'experienceSummary',
];
const shown = (name: InternshipFieldName, answers: Partial<InternshipFormValues>) =>
  name in internshipSchemaFor({ ...EMPTY_VALUES, ...answers }).shape;

describe("the internship schema's conditional fields", () => {
  it('shows academicInternship only for a fresher', () => {
    expect(shown('academicInternship', { experience: 'fresher' })).toBe(true);
    expect(shown('academicInternship', { experience: 'experienced' })).toBe(false);
    expect(shown('academicInternship', {})).toBe(false);
  });

  it.each(EXPERIENCED_FIELDS)('shows %s only for an experienced candidate', (name) => {
    expect(shown(name, { experience: 'experienced' })).toBe(true);
    expect(shown(name, { experience: 'fresher' })).toBe(false);
    expect(shown(name, {})).toBe(false);
  });

  it('shows referenceName only for the reference Others', () => {
    expect(shown('referenceName', { reference: 'Others' })).toBe(true);
    expect(shown('referenceName', { reference: 'Person' })).toBe(false);
  });

  it('shows areaOfInterestOthers only for the area Others', () => {
    expect(shown('areaOfInterestOthers', { areaOfInterest: 'Others' })).toBe(true);
    expect(shown('areaOfInterestOthers', { areaOfInterest: 'Data Science' })).toBe(false);
  });

  it('always shows the unconditional fields', () => {
    for (const name of ['firstName', 'referenceOthers', 'comments', 'inlineResume'] as const)
      expect(shown(name, {})).toBe(true);
  });
});
