import type { DeployConfig } from '@tekvana/contracts';
import { preconnects, prepareIndexHtml } from './indexHtml';

const config = {
  remotes: {
    content: 'https://content.example.com/mf-manifest.json',
    careers: 'https://apps.example.com/careers/mf-manifest.json',
    internship: 'https://apps.example.com/internship/mf-manifest.json',
  },
  staffingApiBaseUrl: 'https://api.example.com',
  emailApiBaseUrl: 'https://api.example.com',
  siteUrl: 'https://www.example.com',
  mail: { contact: ['a@example.com'], applicationPrimaryCountry: ['b@example.com'], applicationOtherCountries: [] },
} as DeployConfig;
const index =
  '<html><head><script defer src="/boot.js" data-module="/main.1.js /2.js"></script></head><body></body></html>';

describe('the hints a page gives of its remotes', () => {
  it('opens both connections to each origin a rendered page needs, once per origin', () => {
    expect(preconnects(config, ['careers', 'internship'])).toBe(
      '<link rel="preconnect" href="https://apps.example.com"><link rel="preconnect" href="https://apps.example.com" crossorigin>',
    );
    expect(preconnects(config, [])).toBe('');
  });

  it("gives the plain app the shell's modules and the content remote's manifest and entry to fetch at once", () => {
    const html = prepareIndexHtml(index, config);
    expect(html).toContain('<link rel="modulepreload" href="/main.1.js"><link rel="modulepreload" href="/2.js">');
    expect(html).toContain(
      '<link rel="preload" as="fetch" crossorigin href="https://content.example.com/mf-manifest.json">',
    );
    expect(html).toContain('<link rel="preload" as="script" href="https://content.example.com/remoteEntry.js">');
    expect(html).toContain('<script type="application/json" id="deploy-config">');
  });

  it("gives the frame of a rendered page its deploy config alone: its hints are its own sections' (preconnects)", () => {
    const html = prepareIndexHtml(index, config, 'none');
    expect(html).not.toContain('<link');
    expect(html).toContain('<script type="application/json" id="deploy-config">');
  });
});
