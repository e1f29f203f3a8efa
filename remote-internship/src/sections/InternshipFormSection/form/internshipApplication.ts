import { INTERNSHIP_COUNTRY_CODE, type InternshipFormValues } from './internshipFields';
import { internshipSchemaFor } from './internshipSchema';

/** What a submission carries: the shown fields only, the fixed country code and the resume file. */
export type InternshipApplication = Partial<InternshipFormValues> & { countryCode: string };

export function toInternshipApplication(values: InternshipFormValues): InternshipApplication {
  const shown = Object.keys(internshipSchemaFor(values).shape) as Array<keyof InternshipFormValues>;
  return { ...Object.fromEntries(shown.map((name) => [name, values[name]])), countryCode: INTERNSHIP_COUNTRY_CODE };
}
