import fs from 'node:fs';
import path from 'node:path';
import { GENERAL_APPLICATION_LIST } from '@tekvana/shared/careers';
import { defaultPorts, localDeployConfig } from './deployConfig';

// The browser builds its mails from the deploy config's lists and the API sends only to its own lists
// (api/mail-lists.json): locally the two must name the same addresses, or every form's mail is refused. The API
// also has the general application's list, which only the API itself addresses (decision 031).
it("names the same mail lists as the local API's configuration", () => {
  const apiLists = JSON.parse(fs.readFileSync(path.join(__dirname, '../../api/mail-lists.json'), 'utf8')) as Record<
    string,
    { addresses: string[] }
  >;
  const siteLists = localDeployConfig(defaultPorts).mail;
  expect(Object.keys(apiLists).sort()).toEqual([...Object.keys(siteLists), GENERAL_APPLICATION_LIST].sort());
  for (const [name, addresses] of Object.entries(siteLists)) expect(apiLists[name]?.addresses).toEqual(addresses);
});
