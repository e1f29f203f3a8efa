import { expect, test, type Page } from '@playwright/test';
import { mailsWithSubject } from '../support/outbox';

/** A name no other test uses, so the mail can be found in the shared outbox. */
const uniqueName = (label: string) => `E2E ${label} ${Date.now()}`;

const field = (page: Page, name: string | RegExp) =>
  page.getByRole('form', { name: 'Contact form' }).getByRole('textbox', { name });

async function fillContactForm(page: Page, name: string) {
  const form = page.getByRole('form', { name: 'Contact form' });
  await field(page, 'Name').fill(name);
  await field(page, 'E-mail').fill('visitor@example.com');
  await field(page, /^Contact number/).fill('9876543210');
  await field(page, 'Message').fill('Please call me about test automation.');
  await form.getByRole('checkbox', { name: /SMS messages/ }).check();
  return form;
}

test.describe('contact form', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/contact-us');
    await expect(page.locator('[data-section-type="CONTACT-US"] form')).toBeVisible();
  });

  test('sends the enquiry to the contact address, which lands in the outbox', async ({ page }) => {
    const name = uniqueName('success');
    const form = await fillContactForm(page, name);
    await form.getByRole('button', { name: 'Submit' }).click();

    await expect(form.getByRole('status')).toHaveText('Application submitted successfully!');
    await expect(field(page, 'Name')).toHaveValue('');
    await expect(form.getByRole('checkbox', { name: /SMS messages/ })).not.toBeChecked();

    const mail = (await mailsWithSubject(page.request, name))[0];
    expect(mail?.to).toEqual(['contact@example.com']);
    expect(mail?.format).toBe('text');
    expect(mail?.message).toContain('E-mail: visitor@example.com');
    expect(mail?.message).toContain('Contact number: 9876543210');
    expect(mail?.message).toContain('Please call me about test automation.');
  });

  test('keeps what was typed through a reload, until it is sent', async ({ page }) => {
    const name = uniqueName('draft');
    const form = await fillContactForm(page, name);
    await page.reload();
    await expect(field(page, 'Name')).toHaveValue(name);
    await expect(field(page, 'Message')).toHaveValue('Please call me about test automation.');
    await expect(form.getByRole('checkbox', { name: /SMS messages/ })).toBeChecked();
    await expect(form.getByText('We restored the answers you typed here earlier.', { exact: false })).toBeVisible();
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('status')).toHaveText('Application submitted successfully!');
    await page.reload();
    await expect(page.locator('[data-section-type="CONTACT-US"] form')).toBeVisible();
    await expect(field(page, 'Name')).toHaveValue('');
    await expect(form.getByText('We restored the answers', { exact: false })).toHaveCount(0);
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('tekvana.draft.'))),
    ).toEqual([]);
  });

  test('checks required fields before sending anything', async ({ page }) => {
    let sent = false;
    await page.route('**/v1/sendMail', (route) => {
      sent = true;
      return route.continue();
    });
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(field(page, 'Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Name')).toBeFocused();
    await field(page, 'Name').fill('A');
    await expect(field(page, 'Name')).not.toHaveAttribute('aria-invalid');
    expect(sent).toBe(false);
  });

  const fault =
    (header: string): Parameters<Page['route']>[1] =>
    (route) =>
      route.continue({ headers: { ...route.request().headers(), 'x-fault': header } });
  for (const [failure, handle, text] of [
    ['the server answers 500', fault('status=500'), 'Submission failed. Please try again.'],
    ['the network fails', (route) => route.abort('connectionreset'), 'Submission failed. Please try again.'],
    // The API's own 429 with Retry-After, read across origins through its CORS answer.
    [
      'the API refuses too many requests',
      fault('status=429;retry-after=30'),
      'Too many requests. Please try again in 30 seconds.',
    ],
  ] as const satisfies readonly (readonly [string, Parameters<Page['route']>[1], string])[]) {
    test(`keeps every typed value and says what happened when ${failure}`, async ({ page }) => {
      await page.route('**/v1/sendMail', handle);
      const name = uniqueName('failure');
      const form = await fillContactForm(page, name);
      await form.getByRole('button', { name: 'Submit' }).click();

      await expect(form.getByRole('status')).toHaveText(text);
      await expect(field(page, 'Name')).toHaveValue(name);
      await expect(field(page, 'E-mail')).toHaveValue('visitor@example.com');
      await expect(field(page, /^Contact number/)).toHaveValue('9876543210');
      await expect(field(page, 'Message')).toHaveValue('Please call me about test automation.');
      await expect(form.getByRole('checkbox', { name: /SMS messages/ })).toBeChecked();
      await expect(form.getByRole('button', { name: 'Submit' })).toBeEnabled();
      expect(await mailsWithSubject(page.request, name)).toEqual([]);
    });
  }
});
