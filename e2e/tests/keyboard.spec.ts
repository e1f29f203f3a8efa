import { expect, test, type Page } from '@playwright/test';
import { waitForPageReady } from '../support/axe';

/** What has focus now, and whether it shows a focus indicator (an outline or a ring drawn as a box shadow). */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body)
      return { tag: 'body', text: '', visibleFocus: false, inHeader: false, inFooter: false };
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    return {
      tag: element.tagName.toLowerCase(),
      text: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(),
      visibleFocus: outline || style.boxShadow !== 'none',
      inHeader: Boolean(element.closest('header')),
      inFooter: Boolean(element.closest('footer')),
    };
  });
}

async function tabUntil(page: Page, done: (state: Awaited<ReturnType<typeof focused>>) => boolean, limit: number) {
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    const state = await focused(page);
    expect(state.visibleFocus, `focus ring on ${state.tag} "${state.text}"`).toBe(true);
    if (done(state)) return state;
  }
  throw new Error(`not reached in ${limit} tabs`);
}

const liveAnnouncement = (page: Page) => page.locator('p.visually-hidden[aria-live="polite"]');

test.describe('keyboard', () => {
  test('the skip link is the first stop and jumps to the content', async ({ page }) => {
    await page.goto('/home');
    await waitForPageReady(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
    // The next Tab continues inside the content, not back in the header.
    await page.keyboard.press('Tab');
    expect((await focused(page)).inHeader).toBe(false);
  });

  test('every menu, both levels, opens and works from the keyboard; Escape closes it', async ({ page }) => {
    await page.goto('/home');
    await waitForPageReady(page);
    const toggles = page.locator('header .dropdown-toggle');
    const count = await toggles.count();
    expect(count).toBeGreaterThan(5);
    for (let index = 0; index < count; index += 1) {
      const toggle = toggles.nth(index);
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
      await expect(panel).toBeVisible();
      // Tab walks every link of the panel, second and third level, each visibly focused, then leaves it.
      const links = await panel.locator('a').count();
      for (let link = 0; link < links; link += 1) {
        await page.keyboard.press('Tab');
        await expect(panel.locator('a').nth(link)).toBeFocused();
        expect((await focused(page)).visibleFocus).toBe(true);
      }
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toBeFocused();
      await expect(panel).toBeHidden();
    }
  });

  test('a menu link chosen by keyboard moves focus to the new heading and announces the title', async ({ page }) => {
    await page.goto('/home');
    await waitForPageReady(page);
    const toggle = page.getByRole('navigation', { name: 'Main' }).getByRole('button').first();
    await toggle.focus();
    await page.keyboard.press('Enter');
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    const link = panel.locator('a[href^="/"]').first();
    const href = await link.getAttribute('href');
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator('main h1')).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(liveAnnouncement(page)).toHaveText(await page.title());
  });

  test('on a phone the collapsed menu opens, its dropdowns work, and a choice closes it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/home');
    await waitForPageReady(page);
    const menu = page.getByRole('button', { name: 'Menu' });
    await tabUntil(page, (state) => state.text === 'Menu', 5);
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const toggle = await tabUntil(page, (state) => state.tag === 'button' && state.inHeader, 5);
    await page.keyboard.press('Enter');
    const button = page.getByRole('button', { name: toggle.text, exact: true }).first();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    const link = page.locator(':focus');
    await expect(link).toHaveAttribute('href', /^\//);
    await page.keyboard.press('Enter');
    await expect(page.locator('main h1')).toBeFocused();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  test('Tab goes through the whole page into the footer: no trap anywhere', async ({ page }) => {
    for (const url of ['/home', '/contact-us', '/overview/our-journey', '/beyond-work/life-at-tekvana']) {
      await page.goto(url);
      await waitForPageReady(page);
      await tabUntil(page, (state) => state.inFooter && state.text.startsWith('Privacy Policy'), 400);
    }
  });

  test('the contact form is filled and sent with the keyboard; errors are tied to fields and announced', async ({
    page,
  }) => {
    await page.goto('/contact-us');
    await waitForPageReady(page);
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('textbox', { name: /^Name/ }).focus();
    await page.keyboard.press('Shift+Tab');
    // Forward through the form in reading order, every stop visibly focused.
    const order: string[] = [];
    const submit = await tabUntil(
      page,
      (state) => {
        order.push(state.text);
        return state.tag === 'button';
      },
      10,
    );
    expect(submit.text).toBe('Submit');
    // The five fields and the notice's two links (privacy policy, accessibility statement), then the button.
    expect(order.length).toBe(8);
    expect(order.filter((text) => /privacy policy|accessibility statement/i.test(text))).toHaveLength(2);
    await page.keyboard.press('Enter');

    const name = form.getByRole('textbox', { name: /^Name/ });
    await expect(name).toBeFocused();
    for (const control of await form.locator('[aria-invalid="true"]').all()) {
      const described = await control.getAttribute('aria-describedby');
      expect(described).toBeTruthy();
      await expect(page.locator(`[id="${described}"]`)).not.toBeEmpty();
    }
    await expect(form.getByRole('group', { name: 'Please check 4 fields:' })).toBeVisible();

    await page.keyboard.type('Keyboard User');
    await page.keyboard.press('Tab');
    await page.keyboard.type('keys@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Sent without a mouse.');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    // On past the notice's links to the button.
    expect((await tabUntil(page, (state) => state.tag === 'button', 4)).text).toBe('Submit');
    await page.keyboard.press('Enter');
    await expect(form.getByRole('status')).toHaveText('Application submitted successfully!');
  });
});
