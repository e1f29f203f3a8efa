import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.0, 2.1 and 2.2 level A and AA rules: the site's conformance target. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** The shell sets this once every section of the first page has loaded (or failed). */
export async function waitForPageReady(page: Page): Promise<void> {
  await expect(page.locator('html[data-page-ready="true"]')).toBeAttached({ timeout: 15_000 });
}

/**
 * Walks down the page a screen at a time so lazy images and scroll-triggered content load and reach their final
 * state (the suite runs with reduced motion, so there is nothing to wait out).
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const pause = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight * 0.8) {
      window.scrollTo(0, y);
      await pause();
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    await pause();
  });
  await page.evaluate(() => Promise.all(Array.from(document.images, (image) => image.decode().catch(() => undefined))));
}

export async function scrollToTop(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator('header.site-header')).not.toHaveClass(/site-header--solid/);
}

/**
 * Runs axe, then measures by pixels the text axe could not decide on (text over images, gradients or the
 * translucent header), and fails softly with every finding listed so that one run reports all routes.
 */
export async function expectNoViolations(page: Page, where: string, include?: string): Promise<void> {
  // Legacy mode runs axe in the page itself; the default opens a helper page per run, which triples the time and
  // buys nothing here (the site has no cross-origin frames).
  let builder = new AxeBuilder({ page }).withTags(WCAG_AA_TAGS).setLegacyMode();
  if (include) builder = builder.include(include);
  const { violations, incomplete } = await builder.analyze();
  const found = violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id}: ${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(0, 2).join(' ') ?? ''}`,
    ),
  );
  const undecided = incomplete
    .filter((result) => result.id === 'color-contrast')
    .flatMap((result) => result.nodes)
    .filter((node) => !node.any.some((check) => /non-text characters/.test(check.message)))
    .map((node) => node.target.join(' '));
  found.push(...(await lowContrastText(page, undecided)));
  expect.soft(found, where).toEqual([]);
}

/** The header's texts as they stand over the top of the page, where the bar is translucent. */
export const HEADER_TEXT = ['header .navbar-brand span', 'header .navbar-nav > .nav-item > .nav-link'];

const PROBE = 'data-contrast-probe';

/**
 * WCAG 1.4.3 measured on the rendered pixels: the texts' glyphs are made transparent, the viewport is captured
 * (once per scroll position), and each text colour is compared with what is really behind its line boxes. The
 * darkest (or lightest) 1% of pixels decides, so that a stray anti-aliased edge does not. Selects are left
 * out: Bootstrap draws their caret as a background image, and their text sits on a plain field.
 */
export async function lowContrastText(page: Page, selectors: string[]): Promise<string[]> {
  if (selectors.length === 0) return [];
  const scroll = await page.evaluate(() => window.scrollY);
  // The whole page rendered: a part that renders when near (decisions 044 and 046) renders a frame after it is
  // scrolled into view, and a capture taken before would read its text against nothing.
  await page.evaluate(() => document.documentElement.setAttribute('data-sections-whole', ''));
  // Transitions off first, so colours are read and captured in their end state (a hover, a solid header).
  const style = await page.addStyleTag({
    content: `*, *::before, *::after { transition: none !important; }
      [${PROBE}], [${PROBE}] * { color: transparent !important; -webkit-text-fill-color: transparent !important; text-shadow: none !important; }`,
  });
  const targets = await page.evaluate(
    ({ selectors, attribute }) => {
      const found: { selector: string; color: string; required: number }[] = [];
      const nodes: HTMLElement[] = [];
      for (const selector of selectors) {
        for (const node of Array.from(document.querySelectorAll(selector))) {
          if (
            !(node instanceof HTMLElement) ||
            node instanceof HTMLSelectElement ||
            nodes.includes(node) ||
            !node.checkVisibility()
          )
            continue;
          const style = getComputedStyle(node);
          const size = parseFloat(style.fontSize);
          const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
          found.push({ selector, color: style.color, required: large ? 3 : 4.5 });
          nodes.push(node);
        }
      }
      // Marked once every colour is read: a mark hides the text of the node and of all inside it, so a link in a
      // paragraph marked first would read as transparent.
      nodes.forEach((node, index) => node.setAttribute(attribute, String(index)));
      return found;
    },
    { selectors, attribute: PROBE },
  );
  const problems: string[] = [];
  let capturedAt: number | undefined;
  for (const [index, target] of targets.entries()) {
    const placed = await page.evaluate(textBoxesInView, { selector: `[${PROBE}="${index}"]` });
    if (placed.boxes.length === 0) continue;
    if (capturedAt !== placed.scrollY) {
      const png = (await page.screenshot({ animations: 'disabled' })).toString('base64');
      await page.evaluate(keepCapture, png);
      capturedAt = placed.scrollY;
    }
    const worst = await page.evaluate(worstContrast, { boxes: placed.boxes, color: target.color });
    if (worst < target.required) {
      problems.push(
        `text contrast: ${target.selector} — ${worst.toFixed(2)}:1 over what is behind it, needs ${target.required}:1`,
      );
    }
  }
  await page.evaluate(
    (attribute) => document.querySelectorAll(`[${attribute}]`).forEach((node) => node.removeAttribute(attribute)),
    PROBE,
  );
  await style.evaluate((node) => (node as HTMLStyleElement).remove());
  await page.evaluate((y) => window.scrollTo(0, y), scroll);
  return problems;
}

type Box = { x: number; y: number; width: number; height: number };

/** Runs in the page: brings a text into view clear of the fixed header (unless it is in it) and lists its line boxes. */
function textBoxesInView({ selector }: { selector: string }): { boxes: Box[]; scrollY: number } {
  const node = document.querySelector(selector);
  if (!node) return { boxes: [], scrollY };
  if (!node.closest('.fixed-top')) {
    const headerBottom = document.querySelector('.fixed-top')?.getBoundingClientRect().bottom ?? 0;
    const rect = node.getBoundingClientRect();
    if (rect.top < headerBottom || rect.bottom > innerHeight) node.scrollIntoView({ block: 'center' });
  }
  // Text a screen reader alone gets (Bootstrap's visually-hidden: a 1 px box that clips it) is not drawn, but its
  // line boxes still reach past that box, over whatever text follows: it is left out.
  const clipped = (text: Node) => {
    for (let element = text.parentElement; element && element !== node.parentElement; element = element.parentElement) {
      const box = element.getBoundingClientRect();
      if (box.width <= 1 && box.height <= 1 && getComputedStyle(element).overflow !== 'visible') return true;
    }
    return false;
  };
  const rects: DOMRect[] = [];
  const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    if (clipped(text)) continue;
    const range = document.createRange();
    range.selectNodeContents(text);
    rects.push(...Array.from(range.getClientRects()));
  }
  const boxes = rects
    .map((rect) => ({
      x: Math.max(0, Math.floor(rect.left)),
      y: Math.max(0, Math.floor(rect.top)),
      width: Math.floor(Math.min(rect.right, innerWidth) - Math.max(0, rect.left)),
      height: Math.floor(Math.min(rect.bottom, innerHeight) - Math.max(0, rect.top)),
    }))
    .filter((box) => box.width > 1 && box.height > 1);
  return { boxes, scrollY };
}

type CaptureWindow = Window & { __contrastCapture?: ImageData };

/**
 * Runs in the page: decodes a viewport capture and keeps its pixels for the measurements that follow. From bytes,
 * not an image URL: a page whose CSP allows no images (the API's link pages) would refuse a data: URL.
 */
async function keepCapture(png: string): Promise<void> {
  const bytes = Uint8Array.from(atob(png), (char) => char.charCodeAt(0));
  const image = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
  const canvas = document.createElement('canvas');
  canvas.width = image.width;
  canvas.height = image.height;
  const context = canvas.getContext('2d');
  if (!context) return;
  context.drawImage(image, 0, 0);
  (window as CaptureWindow).__contrastCapture = context.getImageData(0, 0, image.width, image.height);
}

/** Runs in the page: the contrast of the text colour against the 1st percentile of the pixels in its boxes. */
function worstContrast({ boxes, color }: { boxes: Box[]; color: string }): number {
  const capture = (window as CaptureWindow).__contrastCapture;
  if (!capture) return Infinity;
  const [r = 0, g = 0, b = 0, alpha = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = (red: number, green: number, blue: number) =>
    0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue);
  const ratios: number[] = [];
  for (const box of boxes) {
    for (let y = box.y; y < Math.min(box.y + box.height, capture.height); y += 1) {
      for (let x = box.x; x < Math.min(box.x + box.width, capture.width); x += 1) {
        const i = (y * capture.width + x) * 4;
        const [red = 0, green = 0, blue = 0] = capture.data.subarray(i, i + 3);
        // A translucent text colour is blended with each pixel it would cover.
        const text = luminance(
          alpha * r + (1 - alpha) * red,
          alpha * g + (1 - alpha) * green,
          alpha * b + (1 - alpha) * blue,
        );
        const behind = luminance(red, green, blue);
        ratios.push((Math.max(text, behind) + 0.05) / (Math.min(text, behind) + 0.05));
      }
    }
  }
  ratios.sort((x, y) => x - y);
  return ratios[Math.floor(ratios.length * 0.01)] ?? Infinity;
}
