import { EXPERIENCE, OTHERS, type InternshipFieldName, type InternshipFormValues } from './internshipFields';

type Rule = (values: InternshipFormValues) => boolean;

const isFresher: Rule = (values) => values.experience === EXPERIENCE.fresher;
const isExperienced: Rule = (values) => values.experience === EXPERIENCE.experienced;

/** Fields shown (and then required) only while another answer asks for them (decision 017). */
const CONDITIONAL_FIELDS: Partial<Record<InternshipFieldName, Rule>> = {
  academicInternship: isFresher,
  yearsOfExperience: isExperienced,
  noticePeriod: isExperienced,
  expectedSalary: isExperienced,
  experienceSummary: isExperienced,
  referenceName: (values) => values.reference === OTHERS,
  areaOfInterestOthers: (values) => values.areaOfInterest === OTHERS,
};

export function isFieldShown(name: InternshipFieldName, values: InternshipFormValues): boolean {
  const rule = CONDITIONAL_FIELDS[name];
  return rule === undefined || rule(values);
}
