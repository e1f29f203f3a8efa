import type { ApplicantScreening } from './deployConfig';
import type { NoticeParagraph } from './privacyNotice';

/**
 * Whether automated tools screen applicants, in the words the privacy notice and every job page state it
 * (decision 081), so the two cannot disagree; with the privacy contact where a candidate asks for a person's review.
 */
export function screeningStatement(screening: ApplicantScreening, privacyEmail: string): NoticeParagraph {
  if (!screening.automated)
    return ['Our recruiters read every application. No automated tool screens, scores or rejects applicants.'];
  return [
    `We use automated tools to help screen applications${screening.tools ? `: ${screening.tools}` : ''}. ` +
      'A recruiter reviews every application before any decision; to ask for a review by a person, or for another ' +
      'way to apply, write to ',
    { email: privacyEmail },
    '.',
  ];
}
