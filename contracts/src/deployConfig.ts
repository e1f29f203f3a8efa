/**
 * Deploy configuration, read at run time (never baked into a bundle) so each environment and each team's
 * deploy can move a remote or an API without a rebuild. The shell loads it once; remotes read it through
 * this module, which is a federation singleton, so every app sees the same value. Its schema is
 * ./deployConfigSchema, an entry of its own: zod stays off a served page's first load
 * (docs/decisions/073-no-schema-on-the-first-load.md).
 */
import type * as z from 'zod/mini';
import type { deployConfigSchema } from './deployConfigSchema';
import { DEFAULT_SALARY_HISTORY, type SalaryHistoryRule } from './salaryHistory';

export type RemoteName = 'content' | 'careers' | 'internship';

export type DeployConfig = z.infer<typeof deployConfigSchema>;
export type MailRecipients = DeployConfig['mail'];

export const DEFAULT_PRIVACY = { policyUrl: '/privacy-policy', retentionMonths: 24 } as const;

/** Days from an application to the date its candidate is promised news (docs/decisions/077-answer-promises.md). */
export const DEFAULT_ANSWER_WITHIN_DAYS = 21;
/** The most a promise may be: a quarter is already longer than a candidate waits without giving up. */
export const ANSWER_WITHIN_DAYS_MAX = 90;

/** The deploy config's answerWithinDays, else the default (also before the config is loaded). */
export const answerWithinDays = (): number => current?.answerWithinDays ?? DEFAULT_ANSWER_WITHIN_DAYS;

/** The privacy settings in force: the deploy config's, else the defaults (also before the config is loaded). */
export function privacySettings(): { policyUrl: string; retentionMonths: number } {
  return {
    policyUrl: current?.privacy?.policyUrl ?? DEFAULT_PRIVACY.policyUrl,
    retentionMonths: current?.privacy?.retentionMonths ?? DEFAULT_PRIVACY.retentionMonths,
  };
}

/** Whether automated tools screen applicants (docs/decisions/081-opening-disclosures.md). */
export interface ApplicantScreening {
  automated: boolean;
  /** What the tools are and what they do, in the careers team's words; only when `automated`. */
  tools?: string | undefined;
}

/** The site as built: people read every application, no tool screens them. */
export const NO_AUTOMATED_SCREENING: ApplicantScreening = { automated: false };

/** Whether automated tools screen applicants: the deploy config's word, else none (also before it is loaded). */
export const applicantScreening = (): ApplicantScreening => current?.screening ?? NO_AUTOMATED_SCREENING;

/** Where current salary is not asked: the deploy config's rule, else the default (also before it is loaded). */
export function salaryHistoryRule(): SalaryHistoryRule {
  return current?.salaryHistory ?? DEFAULT_SALARY_HISTORY;
}

export interface PrivacyContacts {
  privacy: string;
  grievanceOfficer: { name?: string; email: string };
  accessibility: string;
}

/** Placeholders under example.com, as every address of the site (docs/decisions/006-placeholders-and-brand.md). */
export const DEFAULT_PRIVACY_CONTACTS: PrivacyContacts = {
  privacy: 'privacy@example.com',
  grievanceOfficer: { email: 'grievance-officer@example.com' },
  accessibility: 'accessibility@example.com',
};

/** The contacts in force: each the deploy config's, else its default (also before the config is loaded). */
export function privacyContacts(): PrivacyContacts {
  const contacts = current?.privacy?.contacts;
  return {
    privacy: contacts?.privacy ?? DEFAULT_PRIVACY_CONTACTS.privacy,
    grievanceOfficer: contacts?.grievanceOfficer ?? DEFAULT_PRIVACY_CONTACTS.grievanceOfficer,
    accessibility: contacts?.accessibility ?? DEFAULT_PRIVACY_CONTACTS.accessibility,
  };
}

let current: DeployConfig | undefined;

export function setDeployConfig(config: DeployConfig): void {
  current = config;
}

export function getDeployConfig(): DeployConfig {
  if (!current) throw new Error('Deploy config read before it was loaded.');
  return current;
}

/** The id of the data block the site server inlines into index.html, which saves the page a round trip. */
export const INLINE_DEPLOY_CONFIG_ID = 'deploy-config';

/**
 * Reads the inlined deploy config, if the page has one. It is not checked again: only the site server writes it,
 * from a config it checked with the schema when it started or when the release record changed.
 */
export function readInlineDeployConfig(): DeployConfig | undefined {
  const text = document.getElementById(INLINE_DEPLOY_CONFIG_ID)?.textContent;
  if (!text) return undefined;
  const config = JSON.parse(text) as DeployConfig;
  setDeployConfig(config);
  return config;
}
