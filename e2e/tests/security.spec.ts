import { expect, test } from '@playwright/test';
import { origin, ports } from '../support/ports';

const apps = { shell: ports.shell, content: ports.content, careers: ports.careers, internship: ports.internship };

test.describe('security headers', () => {
  for (const [app, port] of Object.entries(apps)) {
    test(`${app} sends CSP and the security headers`, async ({ request }) => {
      const response = await request.get(`${origin(port)}/`);
      const headers = response.headers();
      const csp = headers['content-security-policy'] ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      const directives = csp.split(';').map((directive) => directive.trim());
      // Without a script-src, scripts follow default-src.
      const scriptSrc =
        directives.find((directive) => directive.startsWith('script-src ')) ??
        directives.find((directive) => directive.startsWith('default-src ')) ??
        '';
      expect(scriptSrc).toContain("'self'");
      expect(scriptSrc).not.toContain('unsafe-inline');
      expect(scriptSrc).not.toContain('unsafe-eval');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['x-frame-options']).toBe('DENY');
      // A page is never read by another origin's script.
      expect(headers['access-control-allow-origin']).toBeUndefined();
    });
  }

  test('the composed site works under its CSP without a single violation', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { __cspViolations: string[] }).__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { __cspViolations: string[] }).__cspViolations.push(
          `${event.violatedDirective} ${event.blockedURI}`,
        ),
      );
    });
    for (const url of ['/', '/current-openings/job-openings', '/apply', '/contact-us']) {
      await page.goto(url);
      await expect(page.locator('main h1')).toBeVisible();
    }
    expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);
  });
});
