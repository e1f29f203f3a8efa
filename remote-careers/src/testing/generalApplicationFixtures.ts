import { IN } from './fixtures';
import { resumeFile } from './applicationFixtures';
import { NO_AREAS } from '../sections/OpeningsSection/GeneralApplication/areas';
import type { GeneralApplicationValues } from '../sections/OpeningsSection/GeneralApplication/formValues';

/** A complete general application from India, for Engineering and IT. */
export function filledGeneralValues(change: Partial<GeneralApplicationValues> = {}): GeneralApplicationValues {
  return {
    fullName: 'Asha Patel',
    email: 'asha@example.com',
    country: IN,
    phone: '9876543210',
    ...NO_AREAS,
    areaEngineering: true,
    areaInformationTechnology: true,
    resume: resumeFile(),
    processingConsent: true,
    ...change,
  };
}
