import type { Locator } from '@playwright/test';

/** The internship answers every candidate gives, fresher or experienced. */
export async function fillInternshipCommonFields(form: Locator, email = 'asha@example.com'): Promise<void> {
  await form.getByLabel('First name').fill('Asha');
  await form.getByLabel('Last name').fill('Verma');
  await form.getByRole('radio', { name: 'Female' }).check();
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Contact number').fill('9876543210');
  await form.getByLabel('Address').fill('12 MG Road');
  await form.getByLabel('Country', { exact: true }).selectOption('India');
  await form.getByLabel('State').fill('Maharashtra');
  await form.getByLabel('City').fill('Pune');
  await form.getByLabel('PIN code').fill('411001');
  await form.getByLabel('Qualification').selectOption('M.Com');
  await form.getByRole('checkbox', { name: /^I agree that my application is stored/ }).check();
}
