// Kept apart from site.ts (servers, Fastify plugins) so unit tests and scripts can read it cheaply.

export interface SitePorts {
  shell: number;
  content: number;
  careers: number;
  internship: number;
  api: number;
}

export const defaultPorts: SitePorts = { shell: 3000, content: 3001, careers: 3002, internship: 3003, api: 4000 };

/** The deploy config for a local environment: every remote and the API on loopback. */
export function localDeployConfig(ports: SitePorts, host = '127.0.0.1') {
  const origin = (port: number) => `http://${host}:${port}`;
  return {
    remotes: {
      content: `${origin(ports.content)}/mf-manifest.json`,
      careers: `${origin(ports.careers)}/mf-manifest.json`,
      internship: `${origin(ports.internship)}/mf-manifest.json`,
    },
    staffingApiBaseUrl: origin(ports.api),
    emailApiBaseUrl: origin(ports.api),
    siteUrl: origin(ports.shell),
    mail: {
      contact: ['contact@example.com'],
      applicationPrimaryCountry: ['careers-us-1@example.com', 'careers-us-2@example.com', 'careers-us-3@example.com'],
      applicationOtherCountries: ['careers-in-1@example.com', 'careers-in-2@example.com', 'careers-in-3@example.com'],
    },
  };
}
