import fs from 'node:fs';
import path from 'node:path';
import { GENERAL_APPLICATION_LIST, INTERNSHIP_APPLICATION_LIST } from '@tekvana/contracts/careers';
import { parseDeployConfig } from '@tekvana/contracts';
import { defaultPorts, localDeployConfig, releaseDeployConfig, sitePortsFromEnv } from './deployConfig';

// The browser builds its mails from the deploy config's lists and the API sends only to its own lists
// (api/mail-lists.json): locally the two must name the same addresses, or every form's mail is refused. The API
// also has the general and internship applications' lists, which only the API itself addresses (decisions 031, 058).
it("names the same mail lists as the local API's configuration", () => {
  const apiLists = JSON.parse(fs.readFileSync(path.join(__dirname, '../../../api/mail-lists.json'), 'utf8')) as Record<
    string,
    { addresses: string[] }
  >;
  const siteLists = localDeployConfig(defaultPorts).mail;
  expect(Object.keys(apiLists).sort()).toEqual(
    [...Object.keys(siteLists), GENERAL_APPLICATION_LIST, INTERNSHIP_APPLICATION_LIST].sort(),
  );
  for (const [name, addresses] of Object.entries(siteLists)) expect(apiLists[name]?.addresses).toEqual(addresses);
});

describe('sitePortsFromEnv', () => {
  it("keeps npm start's usual ports without SITE_PORT and moves every one with it", () => {
    expect(sitePortsFromEnv({})).toEqual({ shell: 3000, content: 3001, careers: 3002, internship: 3003, api: 4000 });
    expect(sitePortsFromEnv({ SITE_PORT: '5134' })).toEqual({
      shell: 5134,
      content: 5135,
      careers: 5136,
      internship: 5137,
      api: 6134,
    });
  });

  it('refuses a port that is no whole number or leaves no room for the API', () => {
    for (const value of ['abc', '3000.5', '0', '65000'])
      expect(() => sitePortsFromEnv({ SITE_PORT: value })).toThrow('SITE_PORT must be a whole number');
  });
});

describe('releaseDeployConfig', () => {
  const base = localDeployConfig(defaultPorts);
  const report = 'http://127.0.0.1:3000/_site/load-failures';
  const [c1, c2, k1, k2, s1] = [
    '1.0.0-c1c1c1c1c1c1',
    '1.0.1-c2c2c2c2c2c2',
    '2.0.0-a1a1a1a1a1a1',
    '2.1.0-a2a2a2a2a2a2',
    '1.0.0-5e5e5e5e5e5e',
  ];

  it("loads each remote with a live release from that release's URL on its own server, the others from their builds", () => {
    const config = releaseDeployConfig(base, { shell: s1, content: c2, careers: k1 }, {}, report);
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
    expect(releaseDeployConfig(moved, { careers: k1 }, {}, report).remotes.careers).toBe(
      `https://cdn.example.com/careers/releases/${k1}/mf-manifest.json`,
    );
  });

  it('names the live ids, the previous release of each remote that has both, and where to report a failure', () => {
    const live = { shell: s1, content: c2, careers: k1 };
    const config = releaseDeployConfig(base, live, { content: c1, careers: undefined, internship: k2 }, report);
    expect(config.releases).toEqual({
      live,
      // careers has no previous release; internship has one but nothing live, so it is served from its build.
      previous: { content: `http://127.0.0.1:3001/releases/${c1}/mf-manifest.json` },
      failureReportUrl: report,
    });
    const both = releaseDeployConfig(base, { careers: k2 }, { careers: k1 }, report);
    expect(both.releases?.previous).toEqual({ careers: `http://127.0.0.1:3002/releases/${k1}/mf-manifest.json` });
  });

  it("passes the shell's check of a deploy config", () => {
    const config = releaseDeployConfig(base, { shell: s1, content: c2, careers: k2 }, { careers: k1 }, report);
    expect(parseDeployConfig(JSON.parse(JSON.stringify(config)))).toEqual(JSON.parse(JSON.stringify(config)));
    const none = releaseDeployConfig(base, {}, {}, report);
    expect(none.remotes).toEqual(base.remotes);
    expect(parseDeployConfig(JSON.parse(JSON.stringify(none))).releases).toEqual({
      live: {},
      previous: {},
      failureReportUrl: report,
    });
  });
});
