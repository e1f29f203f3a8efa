import { setDeployConfig } from '@tekvana/shared';
import { mailRecipients } from './applicationFixtures';

/** The deploy config the shell would have loaded, for sections that read API URLs or mail recipients. */
export function installTestDeployConfig(): void {
  setDeployConfig({
    remotes: {
      content: 'http://content/mf-manifest.json',
      careers: 'http://careers/mf-manifest.json',
      internship: 'http://internship/mf-manifest.json',
    },
    staffingApiBaseUrl: 'http://api.test',
    emailApiBaseUrl: 'http://api.test',
    siteUrl: 'https://www.example.com',
    mail: mailRecipients,
  });
}
