import type { InternshipApplicationRequest } from '@tekvana/contracts/careers';
import { INTERNSHIP_COUNTRY_CODE, type InternshipFormValues } from './internshipFields';
import { internshipSchemaFor } from './internshipSchema';

/** What a submission carries: the shown fields only, the fixed country code and the resume file. */
export type InternshipApplication = Partial<InternshipFormValues> & { countryCode: string };

export function toInternshipApplication(values: InternshipFormValues): InternshipApplication {
  const shown = Object.keys(internshipSchemaFor(values).shape) as Array<keyof InternshipFormValues>;
  return { ...Object.fromEntries(shown.map((name) => [name, values[name]])), countryCode: INTERNSHIP_COUNTRY_CODE };
}

export interface RequestParts {
  /** The application's id: the same on every retry of the same answers. */
  id: string;
  resume: { filename: string; dataUrl: string };
  /** The retention period the consent's text showed the candidate (decision 030). */
  retentionMonths: number;
}

/** The answers the request carries as they are: the form's fields under the contract's names. */
type Answers = Omit<InternshipApplicationRequest, 'id' | 'phone' | 'resume' | 'consent'>;

/**
 * The application as the API's contract has it (decision 058): the shown answers, the phone as the fixed country
 * code and the number's digits, the resume and the consents. The form's schema has checked the answers, and the
 * choices are the contract's own (internshipFields.ts).
 */
export function toInternshipApplicationRequest(
  application: InternshipApplication,
  { id, resume, retentionMonths }: RequestParts,
): InternshipApplicationRequest {
  const {
    countryCode,
    contactNumber = '',
    resumeAttachment: _file,
    processingConsent: _processing,
    talentPoolConsent = false,
    ...answers
  } = application;
  return {
    ...(answers as Answers),
    id,
    phone: `${countryCode}${contactNumber.replace(/\D/g, '')}`,
    resume,
    consent: { processing: true, retentionMonths, talentPool: talentPoolConsent },
  };
}
