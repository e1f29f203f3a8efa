import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoViolations, WIDTHS } from '../support/axe';
import { mailsWithSubject, type OutboxMail } from '../support/outbox';
import { apiOrigin, origin, ports } from '../support/ports';

const LIST = '/current-openings/job-openings';

/** A title no seed opening has, so only this test's openings match its alert. */
const uniqueTitle = (tag: string) => `Alert ${tag} ${Date.now()} Surveyor`;
const address = (tag: string) => `alerts.${tag}.${Date.now()}@example.com`;

async function addOpening(
  request: APIRequestContext,
  REQ_ID: number,
  PSTN_TITLE: string,
  terms: { VISA_SPONSORSHIP?: 'Yes' | 'No'; PSTN_LCTN?: string } = {},
) {
  const created = await request.post(`${apiOrigin}/test/openings`, {
    data: { REQ_ID, PSTN_TITLE, PSTN_TYP: 'Full-Time', WORK_LOCATION_PREFERENCE: 'Hybrid', ...terms },
  });
  expect(created.status()).toBe(201);
}

/**
 * Opens the job alert form on the openings page with its filters set by the URL (`sponsored` adds the visa
 * sponsorship filter, `near` a place within 50 km) and sends the address; answers the form.
 */
async function fillAlert(page: Page, search: string, email: string, { sponsored = false, near = '' } = {}) {
  const sponsorship = sponsored ? '&sponsorship=yes' : '';
  const place = near ? `&near=${encodeURIComponent(near)}` : '';
  await page.goto(`${LIST}?q=${encodeURIComponent(search)}&type=permanent&mode=Hybrid${sponsorship}${place}`);
  await page.getByRole('button', { name: 'Create a job alert' }).click();
  const form = page.getByRole('form', { name: 'Job alert' });
  const field = form.getByRole('textbox', { name: /^E-mail/ });
  const watching = `Openings matching "${search}", Full-Time, Hybrid${sponsored ? ', with visa sponsorship' : ''}${near ? `, within 50 km of ${near}` : ''} \\(`;
  await expect(field).toHaveAccessibleDescription(new RegExp(`^For: ${watching}`));
  await field.fill(email);
  await form.getByRole('button', { name: 'Create alert' }).click();
  return form;
}

async function subscribe(
  page: Page,
  search: string,
  email: string,
  filters: { sponsored?: boolean; near?: string } = {},
) {
  const form = await fillAlert(page, search, email, filters);
  await expect(form.getByRole('status')).toHaveText(/Almost done: we sent you an e-mail/);
}

const mailsTo = async (request: APIRequestContext, subject: string, email: string) =>
  (await mailsWithSubject(request, subject)).filter((mail) => mail.to.includes(email));
const linkIn = (mail: OutboxMail | undefined, path: string) => {
  const href = new RegExp(`href="([^"]*${path}\\?token=[^"]*)"`).exec(mail?.message ?? '')?.[1];
  expect(href, `a ${path} link`).toBeDefined();
  return (href ?? '').replace(/&amp;/g, '&');
};
/** Two digest runs (one a second): long enough for a digest that was going to come. */
const twoDigestRuns = (page: Page) => page.waitForTimeout(2500);

/** Follows the confirmation request's link and confirms on the page it opens, after `onPage` looked at it. */
async function confirm(page: Page, email: string, onPage?: () => Promise<void>) {
  const [request] = await mailsTo(page.request, 'Confirm your job alert', email);
  await page.goto(linkIn(request, '/alerts/confirm'));
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your job alert' })).toBeVisible();
  await onPage?.();
  await page.getByRole('button', { name: 'Confirm my job alert' }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Your job alert is on' })).toBeVisible();
}

/** The one digest the address gets, once it came and two more runs brought no other. */
async function onlyDigest(page: Page, email: string) {
  await expect
    .poll(async () => (await mailsTo(page.request, 'new opening', email)).length, { timeout: 15_000 })
    .toBe(1);
  await twoDigestRuns(page);
  const [digest, ...more] = await mailsTo(page.request, 'new opening', email);
  expect(more).toEqual([]);
  return digest;
}

test.describe('job alerts', () => {
  test('subscribe -> confirm -> a new matching opening arrives as one digest -> one-click unsubscribe stops it', async ({
    page,
  }) => {
    const title = uniqueTitle('digest');
    const email = address('digest');
    const reqId = 880_000 + Math.floor(Math.random() * 9999);
    await subscribe(page, title, email);

    await confirm(page, email, async () => {
      for (const { name, ...viewport } of WIDTHS) {
        await page.setViewportSize(viewport);
        await expectNoViolations(page, `confirm page (${name})`);
      }
    });

    await addOpening(page.request, reqId, `Senior ${title}`);
    const digest = await onlyDigest(page, email);
    const jobLink = `${origin(ports.shell)}/current-openings/job-description?jobId=${reqId}`;
    expect(digest?.message).toContain(jobLink);
    const stored = (await (await page.request.get(`${apiOrigin}/outbox/${digest?.id}/mail.json`)).json()) as {
      headers?: Record<string, string>;
    };
    const unsubscribe = linkIn(digest, '/alerts/unsubscribe');
    expect(stored.headers).toEqual({
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });

    // The job link in the mail opens the job's own page.
    await page.goto(jobLink);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Senior ${title}`);

    // A mail program's one-click unsubscribe (RFC 8058).
    const oneClick = await page.request.post(unsubscribe, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status()).toBe(200);
    await addOpening(page.request, reqId + 1, `Lead ${title}`);
    await twoDigestRuns(page);
    expect(await mailsTo(page.request, 'new opening', email)).toHaveLength(1);
    for (const id of [reqId, reqId + 1]) await page.request.delete(`${apiOrigin}/test/openings/${id}`);
  });

  test('an alert made with the visa sponsorship filter on mails only the openings that sponsor one', async ({
    page,
  }) => {
    const title = uniqueTitle('sponsored');
    const email = address('sponsored');
    const reqId = 890_000 + Math.floor(Math.random() * 9999);
    await subscribe(page, title, email, { sponsored: true });
    await confirm(page, email);
    await addOpening(page.request, reqId, `Senior ${title}`, { VISA_SPONSORSHIP: 'Yes' });
    await addOpening(page.request, reqId + 1, `Lead ${title}`, { VISA_SPONSORSHIP: 'No' });
    const digest = await onlyDigest(page, email);
    expect(digest?.message).toContain(`jobId=${reqId}`);
    expect(digest?.message).not.toContain(`jobId=${reqId + 1}`);
    for (const id of [reqId, reqId + 1]) await page.request.delete(`${apiOrigin}/test/openings/${id}`);
  });

  test('an alert near a city mails only the openings within its radius; a place it cannot tell makes none', async ({
    page,
  }) => {
    const title = uniqueTitle('near');
    const email = address('near');
    const reqId = 895_000 + Math.floor(Math.random() * 4999);
    await subscribe(page, title, email, { near: 'round rock tx' });
    await confirm(page, email);
    // Austin is about 28 km from Round Rock, Dallas 270.
    await addOpening(page.request, reqId, `Senior ${title}`, { PSTN_LCTN: 'Austin, TX' });
    await addOpening(page.request, reqId + 1, `Lead ${title}`, { PSTN_LCTN: 'Dallas, TX' });
    const digest = await onlyDigest(page, email);
    expect(digest?.message).toContain('within 50 km of Round Rock, TX');
    expect(digest?.message).toContain(`jobId=${reqId}`);
    expect(digest?.message).not.toContain(`jobId=${reqId + 1}`);
    for (const id of [reqId, reqId + 1]) await page.request.delete(`${apiOrigin}/test/openings/${id}`);

    const other = address('ambiguous');
    const form = await fillAlert(page, title, other, { near: 'Austin' });
    await expect(form.getByRole('status')).toHaveText(/^No alert was made: "Austin" names more than one place/);
    await expect(form.getByRole('textbox', { name: /^E-mail/ })).toHaveValue(other);
    expect(await mailsTo(page.request, 'Confirm your job alert', other)).toEqual([]);
  });

  test('an address that never confirms gets the confirmation request and nothing else', async ({ page }) => {
    const title = uniqueTitle('unconfirmed');
    const email = address('unconfirmed');
    const reqId = 890_000 + Math.floor(Math.random() * 9999);
    await subscribe(page, title, email);
    await addOpening(page.request, reqId, `Senior ${title}`);
    await twoDigestRuns(page);
    const all = (await mailsWithSubject(page.request, '')).filter((mail) => mail.to.includes(email));
    expect(all.map((mail) => mail.subject)).toEqual([expect.stringContaining('Confirm your job alert')]);
    await page.request.delete(`${apiOrigin}/test/openings/${reqId}`);
  });

  for (const { name, ...viewport } of WIDTHS) {
    test(`the alert form meets WCAG 2.2 AA open, invalid and sent (${name})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(LIST);
      await page.getByRole('button', { name: 'Create a job alert' }).click();
      const form = page.getByRole('form', { name: 'Job alert' });
      await expectNoViolations(page, `alert form open (${name})`);
      await form.getByRole('button', { name: 'Create alert' }).click();
      await expect(form.getByRole('textbox', { name: /^E-mail/ })).toBeFocused();
      await expectNoViolations(page, `alert form invalid (${name})`);
      await form.getByRole('textbox', { name: /^E-mail/ }).fill(address(`a11y-${name}`));
      await form.getByRole('button', { name: 'Create alert' }).click();
      await expect(form.getByRole('status')).toHaveText(/Almost done/);
      await expectNoViolations(page, `alert form sent (${name})`);
    });
  }
});
