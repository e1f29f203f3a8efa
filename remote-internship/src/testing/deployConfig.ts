import { setDeployConfig } from '@tekvana/shared';

/** The staffing API's base URL in the test deploy config. */
export const API = 'http://api.test';

/** The deploy config the shell would have loaded: the form reads the staffing API's address from it. */
export function installTestDeployConfig(): void {
  setDeployConfig({
    remotes: {
      content: 'http://content/mf-manifest.json',
      careers: 'http://careers/mf-manifest.json',
      internship: 'http://internship/mf-manifest.json',
    },
    staffingApiBaseUrl: API,
    emailApiBaseUrl: API,
    siteUrl: 'https://www.example.com',
    mail: { contact: [], applicationPrimaryCountry: [], applicationOtherCountries: [] },
  });
}
