import { MESSAGES, RESUME_MAX_BYTES } from '@tekvana/shared';
import { INTERNSHIP_CONDITIONAL_FIELDS } from '@tekvana/contracts/careers';
import * as z from '@tekvana/contracts/schema';
import { EMPTY_VALUES, type InternshipFieldName, type InternshipFormValues } from './internshipFields';
import { internshipSchemaFor } from './internshipSchema';
import { RESUME_EMPTY, RESUME_TOO_LARGE, RESUME_WRONG_TYPE } from '@tekvana/shared/files';

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

describe('the internship schema and the API', () => {
  const schema = internshipSchemaFor(EMPTY_VALUES);
  const fieldSchema = (name: InternshipFieldName) => schema.shape[name as keyof typeof schema.shape] as z.ZodMiniType;
  const problemsOf = async (name: InternshipFieldName, value: unknown) => {
    const result = await z.safeParseAsync(fieldSchema(name), value);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('has the conditional fields of the contract, which the API requires and refuses by the same rule', () => {
    const conditional = Object.keys(INTERNSHIP_CONDITIONAL_FIELDS) as InternshipFieldName[];
    const all = { experience: 'experienced', reference: 'Others', areaOfInterest: 'Others' };
    for (const name of conditional) {
      const rule = INTERNSHIP_CONDITIONAL_FIELDS[name as keyof typeof INTERNSHIP_CONDITIONAL_FIELDS];
      for (const answers of [{}, all, { experience: 'fresher' }])
        expect(shown(name, answers)).toBe(rule({ ...EMPTY_VALUES, ...answers }));
    }
  });

  it('has no Aadhaar number (decision 058)', () => {
    expect(Object.keys(schema.shape).filter((name) => /aadha/i.test(name))).toEqual([]);
  });

  it('takes a contact number of ten digits only, which follows the country code in the phone sent', async () => {
    expect(await problemsOf('contactNumber', '9876543210')).toEqual([]);
    for (const wrong of ['98765', '98765 4321', 'abcdefghij'])
      expect(await problemsOf('contactNumber', wrong)).toContain(MESSAGES.phoneLength);
  });

  it("limits the resume text to the API's 20,000 characters", async () => {
    expect(await problemsOf('inlineResume', 'x'.repeat(20_000))).toEqual([]);
    expect(await problemsOf('inlineResume', 'x'.repeat(20_001))).not.toEqual([]);
  });

  it('takes a resume the API takes, and names what is wrong with any other file', async () => {
    expect(await problemsOf('resumeAttachment', new File(['%PDF-1.7'], 'cv.pdf'))).toEqual([]);
    expect(await problemsOf('resumeAttachment', new File(['Plain text resume'], 'cv.txt'))).toEqual([]);
    expect(await problemsOf('resumeAttachment', new File([], 'cv.pdf'))).toEqual([RESUME_EMPTY]);
    expect(await problemsOf('resumeAttachment', new File(['<html>'], 'cv.pdf'))).toEqual([RESUME_WRONG_TYPE]);
    const large = new File(['%PDF-'], 'cv.pdf');
    Object.defineProperty(large, 'size', { value: RESUME_MAX_BYTES + 1 });
    expect(await problemsOf('resumeAttachment', large)).toEqual([RESUME_TOO_LARGE]);
  });
});
