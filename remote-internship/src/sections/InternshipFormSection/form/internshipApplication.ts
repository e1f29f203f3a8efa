import { isFieldShown } from './conditionalFields';
import { INTERNSHIP_COUNTRY_CODE, type InternshipFieldName, type InternshipFormValues } from './internshipFields';

/** What a submission carries: the shown fields only, the fixed country code and the resume file. */
export type InternshipApplication = Partial<InternshipFormValues> & {
  countryCode: string;
  resumeAttachment: File | null;
};

export function toInternshipApplication(values: InternshipFormValues, resume: File | null): InternshipApplication {
  const shown = (Object.keys(values) as InternshipFieldName[]).filter((name) => isFieldShown(name, values));
  return {
    ...Object.fromEntries(shown.map((name) => [name, values[name]])),
    countryCode: INTERNSHIP_COUNTRY_CODE,
    resumeAttachment: resume,
  };
}
