import type { InternshipApplicationRequest } from '@tekvana/contracts/careers';
import { escapeHtml as e } from '@tekvana/contracts/html';
import type { RecruiterMail } from '../applications/resumeApplicationRoute';
import { areaOf, EXPERIENCE_LABELS, ACADEMIC_INTERNSHIP_LABELS, nameOf } from './internshipAnswers';

/**
 * The recruiters' copy of an internship application (decision 058): every answer given, in the form's order and
 * with its labels, as a table; the resume attached by the caller. HTML and plain text with the same content; every
 * value escaped in the HTML, and the texts of several lines (address, summary, resume text, comments) kept so.
 */
export function recruiterMail(
  application: Omit<InternshipApplicationRequest, 'resume'>,
  { receivedAt }: { receivedAt: Date },
): RecruiterMail {
  const a = application;
  const name = nameOf(a);
  const area = areaOf(a);
  const { retentionMonths, talentPool } = a.consent;
  const given: Array<[string, string | undefined]> = [
    ['Name', name],
    ['E-mail', a.email],
    ['Phone', a.phone],
    ['Gender', a.gender],
    ['Address', a.address],
    ['City', a.city],
    ['State', a.state],
    ['PIN code', a.pinCode],
    ['Country', a.country],
    ['Qualification', a.qualification],
    ['Experience', EXPERIENCE_LABELS[a.experience]],
    ['Academic internship done', a.academicInternship && ACADEMIC_INTERNSHIP_LABELS[a.academicInternship]],
    ['Years of experience', a.yearsOfExperience],
    ['Notice period (days)', a.noticePeriod],
    ['Expected salary (INR per year)', a.expectedSalary],
    ['Experience summary', a.experienceSummary],
    ['Area of interest', a.areaOfInterest],
    ['Other area of interest', a.areaOfInterestOthers],
    ['How they heard about us', a.reference],
    ['Reference name', a.referenceName],
    ['Reference details', a.referenceOthers],
    ['Resume text', a.inlineResume],
    ['Comments', a.comments],
    ['Consent', `Processing for ${retentionMonths} months; talent pool: ${talentPool ? 'yes' : 'no'}`],
    ['Received', receivedAt.toISOString()],
  ];
  // An optional answer left empty was not given.
  const rows = given.filter((row): row is [string, string] => row[1] !== undefined && row[1].trim() !== '');
  const subject = `Internship application: ${name} (${area})`;
  const text = [
    'A candidate applied for an internship. The resume is attached.',
    rows.map(([label, value]) => (value.includes('\n') ? `${label}:\n${value}` : `${label}: ${value}`)).join('\n'),
  ].join('\n\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="font-family: Arial, sans-serif; font-size: 15px; line-height: 1.5;">
<p>A candidate applied for an internship. The resume is attached.</p>
<table style="border-collapse: collapse;">
${rows.map(([label, value]) => `<tr><th scope="row" style="text-align: left; vertical-align: top; padding-right: 1em;">${e(label)}</th><td style="white-space: pre-wrap;">${e(value)}</td></tr>`).join('\n')}
</table>
</body></html>`;
  return { subject, html, text };
}
