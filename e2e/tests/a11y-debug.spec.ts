import { test } from '@playwright/test';
import { axeViolations, scrollThrough, waitForPageReady } from '../support/axe';
test.use({ reducedMotion: 'reduce' });
test('timing', async ({ page }) => {
  test.setTimeout(200_000);
  for (const route of ["/home", "/contact-us", "/overview/our-journey", "/not-found", "/apply"]) {
    let t = Date.now();
    await page.goto(route);
    await waitForPageReady(page);
    console.log(route, 'ready', Date.now() - t); t = Date.now();
    console.log((await axeViolations(page, 'header.site-header')).join('\n'));
    console.log('axe header', Date.now() - t); t = Date.now();
    await scrollThrough(page);
    console.log('scroll', Date.now() - t); t = Date.now();
    console.log((await axeViolations(page)).join('\n'));
    console.log('axe full', Date.now() - t); t = Date.now();
  }
});
