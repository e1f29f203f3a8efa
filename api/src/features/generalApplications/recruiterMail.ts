import type { GeneralApplicationRequest } from '@tekvana/contracts/careers';
import { oneLine } from '../applications/confirmationMail';
import type { RecruiterMail } from '../applications/resumeApplicationRoute';
import { escapeHtml as e } from '@tekvana/contracts/html';

/**
 * The recruiters' copy of a general application (decision 031): every answer as a table, the resume attached by
 * the caller. HTML and plain text with the same content; every value escaped in the HTML.
 */
export function recruiterMail(
  application: Omit<GeneralApplicationRequest, 'resume'>,
  { countryName, receivedAt }: { countryName: string; receivedAt: Date },
): RecruiterMail {
  const name = oneLine(application.name);
  const areas = application.areasOfInterest.join(', ');
  const rows: Array<[string, string]> = [
    ['Name', name],
    ['E-mail', application.email],
    ['Phone', application.phone],
    ['Country', countryName],
    ['Areas of interest', areas],
    ['Consent', `Processing and talent pool for ${application.consent.retentionMonths} months`],
    ['Received', receivedAt.toISOString()],
  ];
  const subject = `General application: ${name} (${areas})`;
  const text = [
    'A candidate sent a resume without an opening. The resume is attached.',
    rows.map(([label, value]) => `${label}: ${value}`).join('\n'),
  ].join('\n\n');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${e(subject)}</title></head>
<body style="font-family: Arial, sans-serif; font-size: 15px; line-height: 1.5;">
<p>A candidate sent a resume without an opening. The resume is attached.</p>
<table style="border-collapse: collapse;">
${rows.map(([label, value]) => `<tr><th scope="row" style="text-align: left; padding-right: 1em;">${e(label)}</th><td>${e(value)}</td></tr>`).join('\n')}
</table>
</body></html>`;
  return { subject, html, text };
}
