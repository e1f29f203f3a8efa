import type { MailRecipients } from '@tekvana/shared';
import type { ApplicationFormValues } from '../sections/JobSection/ApplicationForm/formValues';
import type { ApplicationLists } from '../sections/JobSection/ApplicationForm/mapping';
import { countries, opening, recruiters, states, US } from './fixtures';

export const lists: ApplicationLists = { countries, states, recruiters };

export const mailRecipients: MailRecipients = {
  contact: ['contact@example.com'],
  applicationPrimaryCountry: ['us-1@example.com', 'us-2@example.com', 'us-3@example.com'],
  applicationOtherCountries: ['in-1@example.com', 'in-2@example.com', 'in-3@example.com'],
};

export const usOpening = opening({
  REQ_ID: 24064,
  PSTN_TITLE: 'Data Scientist',
  PSTN_LCTN: 'Austin, TX',
  REQUIREMENT_UUID: 'req-uuid-1',
});

export const resumeFile = () => new File(['%PDF-1.7 resume'], 'Asha Patel resume.pdf', { type: 'application/pdf' });

export function filledValues(change: Partial<ApplicationFormValues> = {}): ApplicationFormValues {
  return {
    firstName: 'Asha',
    lastName: 'Patel',
    email: 'asha@example.com',
    contactNumber: '5551234567',
    whatsappNumber: '5557654321',
    country: US,
    state: 'st-tx',
    city: 'Austin',
    workAuthorization: 'Citizen',
    i140Approved: '',
    h1bExpiryDate: '',
    intrestedInTransfer: '',
    bestTimeToCall: '10:30',
    availability: 'Immediate',
    reasonForChange: 'Career growth',
    customReason: '',
    // Not asked in the USA (decision 060).
    currentSalary: '',
    expectedSalary: 'USD 120,000',
    desiredLocation: 'Austin',
    currentTitle: '',
    linkedIn: '',
    gitHub: '',
    recruiterContacted: '101',
    resume: resumeFile(),
    processingConsent: true,
    talentPoolConsent: false,
    ...change,
  };
}
