import { optionalText } from '@tekvana/shared/forms';
import * as z from '@tekvana/contracts/schema';

/**
 * The job application's optional profile fields (docs/decisions/078-autofill-from-the-resume.md): a LinkedIn or
 * GitHub profile address, checked for the site it names so a recruiter's click goes where the candidate meant; empty
 * is fine.
 */
export const LINKEDIN_WRONG =
  'Enter your LinkedIn profile address, like https://www.linkedin.com/in/your-name, or leave it empty.';
export const GITHUB_WRONG = 'Enter your GitHub profile address, like https://github.com/your-name, or leave it empty.';

const profileUrl = (pattern: RegExp, message: string) =>
  optionalText(200).check(z.refine((value: string) => value.trim() === '' || pattern.test(value.trim()), message));

export const linkedInSchema = profileUrl(
  /^https?:\/\/([a-z]{2,3}\.)?linkedin\.com\/in\/[A-Za-z0-9_%-]{3,100}\/?$/i,
  LINKEDIN_WRONG,
);
export const gitHubSchema = profileUrl(
  /^https?:\/\/(www\.)?github\.com\/[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}\/?$/i,
  GITHUB_WRONG,
);
