import type { Country } from '@tekvana/shared';
import type { GeneralApplicationRequest } from '@tekvana/contracts/careers';
import { isdCodeOf } from '../../../candidate/contactDetails';
import { chosenAreas } from './areas';
import type { GeneralApplicationValues } from './formValues';

export interface RequestParts {
  /** The application's id: the same on every retry of the same answers. */
  id: string;
  countries: readonly Country[];
  resume: { filename: string; dataUrl: string };
  /** The retention period the consent's text showed the candidate (decision 030). */
  retentionMonths: number;
}

/** The answers as the API's contract has them (decision 031); the schema has checked them. */
export function toGeneralApplicationRequest(
  values: GeneralApplicationValues,
  { id, countries, resume, retentionMonths }: RequestParts,
): GeneralApplicationRequest {
  const country = countries.find((c) => c.COUNTRY_UUID === values.country);
  return {
    id,
    name: values.fullName.trim(),
    email: values.email.trim(),
    phone: `${isdCodeOf(country)}${values.phone}`,
    country: values.country,
    areasOfInterest: chosenAreas(values),
    resume,
    consent: { processing: true, retentionMonths },
  };
}
