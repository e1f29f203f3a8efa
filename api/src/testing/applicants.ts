import type { TestServer } from './client';
import { attachment, attachmentInfo, candidate, seededOpening } from './helpers';

/** A resume's bytes: a PDF by its signature. */
export const RESUME_PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from('resume bytes')]);

/**
 * The site's six steps for job applicant `n` (decision 014), the resume filed under the candidate; answers the ids,
 * the address and the application's mail, not yet sent.
 */
export async function applyForJob(app: TestServer, n: number, overrides: { name?: string; email?: string } = {}) {
  const post = (url: string, payload: unknown) => app.inject({ method: 'POST', url, payload });
  const digits = String(n).padStart(12, '0');
  const ids = {
    candidate: `c0ffee00-0000-4000-8000-${digits}`,
    attachment: `a77ac400-0000-4000-8000-${digits}`,
    info: `a77ac1f0-0000-4000-8000-${digits}`,
  };
  const email = overrides.email ?? `applicant${n}@example.com`;
  const record = candidate({
    EXTERNALCANDIDATE_UUID: ids.candidate,
    CND_EMAIL_ID: email,
    ...(overrides.name ? { CND_NM_TX: overrides.name } : {}),
  });
  expect((await post('/post/candidateData', record)).body).toBe('Inserted');
  const attachmentRecord = attachment({
    ATCHMT_ID: ids.attachment,
    TBL_RW_ID: ids.candidate,
    ATTACHMENT_INFO_ID: ids.info,
  });
  expect((await post('/post/attachment', attachmentRecord)).body).toBe('Inserted');
  expect((await post('/post/attachmentInfo', attachmentInfo({ ATTACHMENTINFO_ID: ids.info }))).body).toBe('Inserted');
  const upload = { name: 'cv.pdf', type: 'application/pdf', Attachment: 'Attachment', candidateId: ids.candidate };
  const signed = new URL((await post('/s3uploadResume', upload)).json<{ signedUrl: string }>().signedUrl);
  expect(signed.pathname).toContain(`/uploads/candidate-${ids.candidate}/`);
  const put = await app.inject({
    method: 'PUT',
    url: `${signed.pathname}${signed.search}`,
    payload: RESUME_PDF,
    headers: { 'content-type': 'application/pdf' },
  });
  expect(put.statusCode).toBe(200);
  const mail = {
    to: ['careers-us-1@example.com'],
    subject: `Application for ${seededOpening().REQ_ID}`,
    message: '<table></table>',
    attachments: [
      {
        path: `data:application/pdf;base64,${RESUME_PDF.toString('base64')}`,
        filename: 'cv.pdf',
        type: 'application/pdf',
      },
    ],
    candidateId: ids.candidate,
  };
  return { ids, email, mail };
}
