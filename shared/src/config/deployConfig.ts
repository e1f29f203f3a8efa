/**
 * Deploy configuration, read at run time (never baked into a bundle) so each environment and each team's
 * deploy can move a remote or an API without a rebuild. The shell loads it once; remotes read it through
 * this module, which is a federation singleton, so every app sees the same value.
 */

export type RemoteName = 'content' | 'careers' | 'internship';

export interface MailRecipients {
  /** Company contact address the contact form writes to. */
  contact: string[];
  /** Application notifications when the applicant's country is the first country of the country list. */
  applicationPrimaryCountry: string[];
  /** Application notifications for every other country. */
  applicationOtherCountries: string[];
}

export interface DeployConfig {
  /** Remote name -> URL of its mf-manifest.json. */
  remotes: Record<RemoteName, string>;
  staffingApiBaseUrl: string;
  emailApiBaseUrl: string;
  /** Public origin of the site, for canonical URLs. */
  siteUrl: string;
  mail: MailRecipients;
}

let current: DeployConfig | undefined;

export function setDeployConfig(config: DeployConfig): void {
  current = config;
}

export function getDeployConfig(): DeployConfig {
  if (!current) throw new Error('Deploy config read before it was loaded.');
  return current;
}

function isStringRecord(value: unknown, keys: readonly string[]): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return keys.every((key) => typeof record[key] === 'string');
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** Checks the shape of a parsed deploy config; throws naming the first wrong field. */
export function parseDeployConfig(raw: unknown): DeployConfig {
  if (typeof raw !== 'object' || raw === null) throw new Error('Deploy config is not an object.');
  const value = raw as Record<string, unknown>;
  if (!isStringRecord(value.remotes, ['content', 'careers', 'internship'])) {
    throw new Error('Deploy config: remotes must name content, careers and internship manifest URLs.');
  }
  for (const key of ['staffingApiBaseUrl', 'emailApiBaseUrl', 'siteUrl'] as const) {
    if (typeof value[key] !== 'string') throw new Error(`Deploy config: ${key} must be a string.`);
  }
  const mail = value.mail as Record<string, unknown> | undefined;
  for (const key of ['contact', 'applicationPrimaryCountry', 'applicationOtherCountries'] as const) {
    if (!mail || !isStringList(mail[key])) throw new Error(`Deploy config: mail.${key} must be a list of addresses.`);
  }
  return raw as DeployConfig;
}

/** The id of the data block a deploy may inline into index.html, which saves the page a round trip. */
export const INLINE_DEPLOY_CONFIG_ID = 'deploy-config';

/** Reads the inlined deploy config, if the page has one. */
export function readInlineDeployConfig(): DeployConfig | undefined {
  const text = document.getElementById(INLINE_DEPLOY_CONFIG_ID)?.textContent;
  if (!text) return undefined;
  const config = parseDeployConfig(JSON.parse(text));
  setDeployConfig(config);
  return config;
}

/** Fetches and validates the deploy config served beside index.html. */
export async function loadDeployConfig(url = '/deploy-config.json'): Promise<DeployConfig> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Deploy config could not be loaded (${response.status}).`);
  const config = parseDeployConfig(await response.json());
  setDeployConfig(config);
  return config;
}
