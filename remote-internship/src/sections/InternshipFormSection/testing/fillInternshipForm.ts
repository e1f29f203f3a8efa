import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** A PDF by its first bytes, which is what the resume check (and the API) looks at. */
export const RESUME_BYTES = '%PDF-1.7 my resume';
export const RESUME = new File([RESUME_BYTES], 'resume.pdf', { type: 'application/pdf' });
/** The resume as the request carries it. */
export const RESUME_DATA_URL = `data:application/pdf;base64,${btoa(RESUME_BYTES)}`;

/** One paste instead of a key event per character: the form has many fields and tests run on busy machines. */
async function enter(user: UserEvent, label: string, text: string): Promise<void> {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

/** Fills every field a fresher must answer, with a resume (the optional fields and the talent pool left out). */
export async function fillAsFresher(user: UserEvent): Promise<void> {
  await enter(user, 'First name', 'Asha');
  await enter(user, 'Last name', 'Verma');
  await user.click(screen.getByRole('radio', { name: 'Female' }));
  await enter(user, 'Email', 'asha@example.com');
  await enter(user, 'Contact number', '9876543210');
  await enter(user, 'Address', '12 MG Road');
  await user.selectOptions(screen.getByLabelText('Country'), 'India');
  await enter(user, 'State', 'Maharashtra');
  await enter(user, 'City', 'Pune');
  await enter(user, 'PIN code', '411001');
  await user.selectOptions(screen.getByLabelText('Qualification'), 'B.Com');
  await user.click(screen.getByRole('radio', { name: 'Fresher' }));
  await user.click(screen.getByRole('radio', { name: 'Not sure' }));
  await user.selectOptions(screen.getByLabelText('Area of interest'), 'Data Science');
  await user.selectOptions(screen.getByLabelText('How did you hear about us?'), 'Social Media');
  const resume = screen.getByLabelText('Resume');
  await user.upload(resume, RESUME);
  // jsdom keeps its own (empty) file list for constraint validation, out of reach of user.upload; a browser
  // sees the chosen file, so the test tells the form what a browser would.
  Object.defineProperty(resume, 'validity', { configurable: true, value: { valid: true } });
  await user.click(screen.getByRole('checkbox', { name: /I agree that my application is stored/ }));
}
