import { randomUUID } from 'node:crypto';
import {
  GENERAL_APPLICATION_PATH,
  INTERNSHIP_APPLICATION_PATH,
  type GeneralApplicationRequest,
  type InternshipApplicationRequest,
} from '@tekvana/contracts/careers';
import { countryUuid } from '../db/seed/geography';
import type { StoredMail } from '../features/outbox/outboxStore';
import type { TestServer } from './client';
import { attachment, attachmentInfo, candidate, seededOpening } from './helpers';
import { mailsTo } from './mails';

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

const resumeDataUrl = `data:application/pdf;base64,${RESUME_PDF.toString('base64')}`;

/** The "your application" link of a candidate's confirmation, as the mail's HTML part has it. */
export function yourApplicationLink(mail: StoredMail): URL {
  const href = /href="([^"]*\/applications\/yours\?token=[^"]*)"/.exec(mail.message)?.[1];
  if (!href) throw new Error('No "your application" link in the confirmation');
  return new URL(href.replace(/&amp;/g, '&'));
}

/** An application the API took, with its candidate's confirmation and the link in it. */
export interface SentApplication {
  id: string;
  email: string;
  confirmation: StoredMail;
  link: URL;
}

async function confirmed(app: TestServer, id: string, email: string): Promise<SentApplication> {
  const [confirmation] = (await mailsTo(app, email)) as [StoredMail];
  return { id, email, confirmation, link: yourApplicationLink(confirmation) };
}

/** Job applicant `n`'s application, sent whole (its mail too). */
export async function sentJobApplication(app: TestServer, n: number): Promise<SentApplication> {
  const { ids, email, mail } = await applyForJob(app, n);
  expect((await app.inject({ method: 'POST', url: '/v1/sendMail', payload: mail })).statusCode).toBe(200);
  return confirmed(app, ids.candidate, email);
}

/** A general application's request. */
export const generalApplicationBody = (id: string, email: string): GeneralApplicationRequest => ({
  id,
  name: 'Ravi Kumar',
  email,
  phone: '+919876543210',
  country: countryUuid('IN'),
  areasOfInterest: ['Engineering', 'Science'],
  resume: { filename: 'Ravi CV.pdf', dataUrl: resumeDataUrl },
  consent: { processing: true, retentionMonths: 24 },
});

/** A general application, sent. */
export async function sentGeneralApplication(app: TestServer): Promise<SentApplication> {
  const id = randomUUID();
  const email = `general-${id}@example.com`;
  const body = generalApplicationBody(id, email);
  expect((await app.inject({ method: 'POST', url: GENERAL_APPLICATION_PATH, payload: body })).statusCode).toBe(200);
  return confirmed(app, id, email);
}

/** An internship application's request. */
export const internshipApplicationBody = (id: string, email: string): InternshipApplicationRequest => ({
  id,
  firstName: 'Asha',
  lastName: 'Verma',
  email,
  gender: 'Female',
  address: '12 MG Road\nCamp',
  country: 'India',
  state: 'Maharashtra',
  city: 'Pune',
  pinCode: '411001',
  phone: '+919876543210',
  qualification: 'M.Com',
  experience: 'fresher',
  academicInternship: 'not-sure',
  reference: 'Company website',
  areaOfInterest: 'Data Science',
  comments: 'Free from June <b>& keen</b>',
  resume: { filename: 'asha.pdf', dataUrl: resumeDataUrl },
  consent: { processing: true, retentionMonths: 12, talentPool: false },
});

/** An internship application, sent. */
export async function sentInternshipApplication(app: TestServer): Promise<SentApplication> {
  const id = randomUUID();
  const email = `intern-${id}@example.com`;
  const body = internshipApplicationBody(id, email);
  expect((await app.inject({ method: 'POST', url: INTERNSHIP_APPLICATION_PATH, payload: body })).statusCode).toBe(200);
  return confirmed(app, id, email);
}
