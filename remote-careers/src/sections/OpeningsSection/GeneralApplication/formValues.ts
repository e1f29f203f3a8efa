import { EMPTY_CONSENT, type ConsentValues } from '@tekvana/shared/forms';
import { NO_AREAS, type AreaValues } from './areas';

/**
 * The general application's values (decision 031). The country is its COUNTRY_UUID, the phone its digits without
 * the dialling code; the only consent is to processing, since the application is a talent-pool entry by nature.
 */
export type GeneralApplicationValues = {
  fullName: string;
  email: string;
  country: string;
  phone: string;
  resume: File | null;
} & AreaValues &
  Pick<ConsentValues, 'processingConsent'>;

export function emptyGeneralValues(): GeneralApplicationValues {
  return {
    fullName: '',
    email: '',
    country: '',
    phone: '',
    ...NO_AREAS,
    resume: null,
    processingConsent: EMPTY_CONSENT.processingConsent,
  };
}
