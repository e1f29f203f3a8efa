import { expect, type Page } from '@playwright/test';

/** Markup text as the browser reads it: the entities React writes turned back into their characters. */
export const decodeEntities = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * Opens `url` and waits for the page to be ready: what it warned about, and what hydration took out of #root (a
 * served page hydrated as it came loses nothing there).
 */
export async function hydrate(page: Page, url: string): Promise<{ warnings: string[]; removed: string[] }> {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  await page.addInitScript(() => {
    const removed: string[] = [];
    Object.assign(window, { __removedFromRoot: removed });
    new MutationObserver((records) => {
      for (const record of records)
        if (record.target instanceof Element && record.target.id === 'root')
          for (const node of record.removedNodes) removed.push(node.nodeName);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(url);
  await expect(page.locator('html[data-page-ready="true"]')).toBeAttached();
  const removed = await page.evaluate(() => (window as unknown as { __removedFromRoot: string[] }).__removedFromRoot);
  return { warnings, removed };
}
