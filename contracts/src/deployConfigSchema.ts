/**
 * The deploy config's one definition: its type (./deployConfig) is inferred from it, and every copy read from a
 * file or a URL is checked with it. An entry of its own, loaded only where a config is read that way.
 */
import * as z from './schema';
import { ANSWER_WITHIN_DAYS_MAX, type DeployConfig, type RemoteName } from './deployConfig';
import { salaryHistorySchema } from './salaryHistorySchema';

const addresses = z.array(z.string().check(z.minLength(1)));
const text = z.string().check(z.minLength(1));
// One address, shown to visitors as a mailto: link; never a list, a name or a URL.
const emailAddress = z.string().check(z.regex(/^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/));
const remoteUrls = z.object({ content: z.optional(text), careers: z.optional(text), internship: z.optional(text) });

export const deployConfigSchema = z.object({
  /** Remote name -> URL of its mf-manifest.json. */
  remotes: z.object({ content: text, careers: text, internship: text } satisfies Record<RemoteName, unknown>),
  staffingApiBaseUrl: text,
  emailApiBaseUrl: text,
  /** Public origin of the site, for canonical URLs. */
  siteUrl: text,
  mail: z.object({
    /** Company contact address the contact form writes to. */
    contact: addresses,
    /** Application notifications when the applicant's country is the first country of the country list. */
    applicationPrimaryCountry: addresses,
    /** Application notifications for every other country. */
    applicationOtherCountries: addresses,
  }),
  /**
   * What the application forms tell candidates when they consent (decision 030): the privacy policy's address and
   * how many months an application is kept. Optional: the defaults below are the site's own page and the API's
   * default retention.
   */
  privacy: z.optional(
    z.object({
      // A web page or a path on this site: the consent links to it, so never a javascript: or data: URL, and no
      // "//" or "/\" path, which browsers open as another site.
      policyUrl: z.optional(z.string().check(z.regex(/^(https?:\/\/[^\s]+|\/(?![/\\])[^\s]*)$/))),
      retentionMonths: z.optional(z.number().check(z.int(), z.gte(1), z.lte(120))),
      /**
       * Whom visitors write to (docs/decisions/061-one-privacy-notice.md): about their data, with a grievance in India
       * (the Digital Personal Data Protection Act, 2023, asks for one named contact), and for an accommodation or
       * another format (the accessibility statement, 062). Each optional: the defaults below.
       */
      contacts: z.optional(
        z.object({
          privacy: z.optional(emailAddress),
          grievanceOfficer: z.optional(z.object({ name: z.optional(text), email: emailAddress })),
          accessibility: z.optional(emailAddress),
        }),
      ),
    }),
  ),
  /**
   * Where the job application does not ask for current salary (docs/decisions/060-no-salary-history-where-forbidden.md).
   * Optional: by default it is not asked in the USA and asked elsewhere.
   */
  salaryHistory: z.optional(salaryHistorySchema),
  /**
   * Days from an application to the date its candidate is promised news (docs/decisions/077-answer-promises.md): the
   * forms say that date when an application is sent. The API's API_ANSWER_WITHIN_DAYS must say the same. Optional.
   */
  answerWithinDays: z.optional(z.number().check(z.int(), z.gte(1), z.lte(ANSWER_WITHIN_DAYS_MAX))),
  /**
   * Whether automated tools screen applicants, and which (docs/decisions/081-opening-disclosures.md): the privacy
   * notice and every job page say so. Optional: by default none does.
   */
  screening: z.optional(z.object({ automated: z.boolean(), tools: z.optional(text) })),
  /**
   * What the job boards' feeds say beside the openings (docs/decisions/080-job-feeds.md): LinkedIn's id of the
   * company page, and whom LinkedIn names as the jobs' poster (the first contact address unless set). Optional.
   */
  jobFeeds: z.optional(
    z.object({
      linkedInCompanyId: z.optional(z.string().check(z.regex(/^\d{1,20}$/))),
      posterEmail: z.optional(emailAddress),
    }),
  ),
  /**
   * Present when the site serves releases from a release store (docs/decisions/052-the-site-follows-its-releases.md):
   * the id of each app's live release, the manifest of each remote's previous release (where a browser turns when
   * the live one fails to load) and where a browser reports such a failure, or an error in a remote's code.
   */
  releases: z.optional(
    z.object({
      live: z.object({
        shell: z.optional(text),
        content: z.optional(text),
        careers: z.optional(text),
        internship: z.optional(text),
      }),
      previous: z.optional(remoteUrls),
      failureReportUrl: z.optional(text),
      /** Where a browser reports an error thrown in a remote's code (docs/decisions/089-canary-releases.md). */
      errorReportUrl: z.optional(text),
    }),
  ),
});

/** Checks a parsed deploy config; throws naming every wrong field, so a broken deploy says what to fix. */
export function parseDeployConfig(raw: unknown): DeployConfig {
  if (typeof raw !== 'object' || raw === null) throw new Error('Deploy config is not an object.');
  const parsed = deployConfigSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`Deploy config: ${z.describeIssues(parsed.error)}.`);
  return parsed.data;
}

/**
 * Fetches and checks the deploy config served beside index.html. The caller holds it (setDeployConfig of the shared
 * singleton): a remote bundles this entry, so a holder reached from here would be the remote's own copy.
 */
export async function fetchDeployConfig(url = '/deploy-config.json'): Promise<DeployConfig> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Deploy config could not be loaded (${response.status}).`);
  return parseDeployConfig(await response.json());
}
