import fs from 'node:fs';
import path from 'node:path';
import { GENERAL_APPLICATION_LIST, INTERNSHIP_APPLICATION_LIST } from '@tekvana/contracts/careers';
import { defaultPorts, localDeployConfig, renderWorkersFromEnv, sitePortsFromEnv } from './deployConfig';

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

describe('renderWorkersFromEnv', () => {
  it("leaves the pool's default without SITE_RENDER_WORKERS and takes a whole number from 1 to 16", () => {
    expect(renderWorkersFromEnv({})).toEqual({});
    expect(renderWorkersFromEnv({ SITE_RENDER_WORKERS: '3' })).toEqual({ size: 3 });
  });

  it('refuses anything else in one line', () => {
    for (const value of ['0', '17', '1.5', 'two'])
      expect(() => renderWorkersFromEnv({ SITE_RENDER_WORKERS: value })).toThrow(
        `SITE_RENDER_WORKERS must be a whole number from 1 to 16: "${value}".`,
      );
  });
});
