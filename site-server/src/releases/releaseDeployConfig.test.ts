import type { DeployConfig } from '@tekvana/contracts';
import { parseDeployConfig } from '@tekvana/contracts/deployConfigSchema';
import { releaseDeployConfig } from './releaseDeployConfig';

/** A site on loopback, as npm start serves it: the shell on 3000, the remotes on 3001-3003. */
const base: DeployConfig = {
  remotes: {
    content: 'http://127.0.0.1:3001/mf-manifest.json',
    careers: 'http://127.0.0.1:3002/mf-manifest.json',
    internship: 'http://127.0.0.1:3003/mf-manifest.json',
  },
  staffingApiBaseUrl: 'http://127.0.0.1:4000',
  emailApiBaseUrl: 'http://127.0.0.1:4000',
  siteUrl: 'http://127.0.0.1:3000',
  mail: {
    contact: ['contact@example.com'],
    applicationPrimaryCountry: ['us@example.com'],
    applicationOtherCountries: ['in@example.com'],
  },
};

describe('releaseDeployConfig', () => {
  const reports = {
    failureReportUrl: 'http://127.0.0.1:3000/_site/load-failures',
    errorReportUrl: 'http://127.0.0.1:3000/_site/client-errors',
  };
  const [c1, c2, k1, k2, s1] = [
    '1.0.0-c1c1c1c1c1c1',
    '1.0.1-c2c2c2c2c2c2',
    '2.0.0-a1a1a1a1a1a1',
    '2.1.0-a2a2a2a2a2a2',
    '1.0.0-5e5e5e5e5e5e',
  ];

  it("loads each remote with a live release from that release's URL on its own server, the others from their builds", () => {
    const config = releaseDeployConfig(base, { shell: s1, content: c2, careers: k1 }, {}, reports);
    expect(config.remotes).toEqual({
      content: `http://127.0.0.1:3001/releases/${c2}/mf-manifest.json`,
      careers: `http://127.0.0.1:3002/releases/${k1}/mf-manifest.json`,
      internship: 'http://127.0.0.1:3003/mf-manifest.json',
    });
    // Everything else is the base config's, which is left as it was.
    expect({ ...config, remotes: base.remotes, releases: undefined }).toEqual({ ...base, releases: undefined });
    expect(base.remotes.content).toBe('http://127.0.0.1:3001/mf-manifest.json');
  });

  // A remote's server answers its releases at /releases/ from its root, whatever path its manifest has.
  it('loads a release from beside the manifest of a remote served below the root', () => {
    const moved = {
      ...base,
      remotes: { ...base.remotes, careers: 'https://cdn.example.com/careers/mf-manifest.json' },
    };
    expect(releaseDeployConfig(moved, { careers: k1 }, {}, reports).remotes.careers).toBe(
      `https://cdn.example.com/careers/releases/${k1}/mf-manifest.json`,
    );
  });

  it('names the live ids, the previous release of each remote that has both, and where to report a failure or an error', () => {
    const live = { shell: s1, content: c2, careers: k1 };
    const config = releaseDeployConfig(base, live, { content: c1, careers: undefined, internship: k2 }, reports);
    expect(config.releases).toEqual({
      live,
      // careers has no previous release; internship has one but nothing live, so it is served from its build.
      previous: { content: `http://127.0.0.1:3001/releases/${c1}/mf-manifest.json` },
      ...reports,
    });
    const both = releaseDeployConfig(base, { careers: k2 }, { careers: k1 }, reports);
    expect(both.releases?.previous).toEqual({ careers: `http://127.0.0.1:3002/releases/${k1}/mf-manifest.json` });
  });

  it("passes the shell's check of a deploy config", () => {
    const config = releaseDeployConfig(base, { shell: s1, content: c2, careers: k2 }, { careers: k1 }, reports);
    expect(parseDeployConfig(JSON.parse(JSON.stringify(config)))).toEqual(JSON.parse(JSON.stringify(config)));
    const none = releaseDeployConfig(base, {}, {}, reports);
    expect(none.remotes).toEqual(base.remotes);
    expect(parseDeployConfig(JSON.parse(JSON.stringify(none))).releases).toEqual({
      live: {},
      previous: {},
      ...reports,
    });
  });
});
