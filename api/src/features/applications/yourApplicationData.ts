import { selfIdentificationInWords } from '@tekvana/contracts/careers';
import { ownAddressOf } from './applicationAnswers';
import { stageWords } from '../applicationStages/stages';
import { resumeOf, type ApplicationKind, type HeldApplication, type HeldFile, type HeldMail } from './heldApplication';

const KIND_NAMES: Record<ApplicationKind, string> = {
  job: 'Job application',
  general: 'General application',
  internship: 'Internship application',
};

/** What each field of the resume records means (decision 014's attachment and attachment-info records). */
const RESUME_RECORD_FIELDS = {
  ATCHMT_ID: "The resume record's id",
  TBL_NM: 'The kind of record the resume belongs to (a job candidate)',
  KEY_NM: "The field that names that record (the candidate's id)",
  TBL_RW_ID: "Your application's id",
  ATCHD_FILE_NM: "Your resume's file name, as your browser sent it",
  CREATEDBY: 'Who added the resume (the e-mail address you gave)',
  INSERT_TS: 'When the application form added it',
  AE_INSERT_ID: 'Who added the resume (the e-mail address you gave)',
  ATTACHMENT_INFO_ID: "The id of the resume's storage record",
  isDeleted: '0: the resume is not deleted',
  ATTACHMENTINFO_ID: "The storage record's id",
  INFO_1: "Your resume's file name",
  INFO_2: 'Where the file is kept (S3: our file store)',
  INFO_3: 'The folder it was sent to',
  RECEIVED_AT: 'When we stored the record',
} as const;

const fileData = (file: HeldFile) => ({
  fileName: file.name,
  type: file.type,
  sizeBytes: file.size,
  keptAs:
    file.keptAs === 'upload'
      ? 'The file the application form uploaded'
      : "A copy attached to our recruiters' mail about your application",
});

/** A mail about the application: our recruiters' copy, or one to the candidate: the confirmation, or news of a stage. */
function mailData(mail: HeldMail, ownAddress: string | undefined) {
  const toYou = ownAddress !== undefined && mail.to.includes(ownAddress);
  const aboutYours = mail.news ? 'Our news of your application to you' : 'Our confirmation to you';
  return {
    about: toYou ? aboutYours : "Our recruiters' copy of your application",
    ...(toYou ? { sentTo: mail.to } : { sentTo: 'Our recruiters' }),
    storedAt: mail.createdAt,
    subject: mail.subject,
    format: mail.format,
    message: mail.message,
    ...(mail.textMessage === undefined ? {} : { textMessage: mail.textMessage }),
    attachments: mail.attachments.map((item) => ({ fileName: item.filename, type: item.type, sizeBytes: item.size })),
  };
}

/**
 * Everything held about an application, as the candidate downloads it (decision 064): plain keys, each answer with
 * the form's words for it and the field it is kept in, the records of the resume with their fields explained, and
 * the mails about it. The self-identification (decision 063) has a key of its own: it is no part of the application.
 */
export function yourApplicationData(held: HeldApplication, { companyName, now }: { companyName: string; now: Date }) {
  const resume = resumeOf(held);
  const ownAddress = ownAddressOf(held.answers);
  const { opening } = held;
  return {
    about:
      `Everything ${companyName} holds about your application, as of ${now.toISOString()}. "answers" lists what you ` +
      'told us, each with the question and the field it is kept in; "files" are the copies of your resume we keep; ' +
      '"mails" are the mails about your application; "stages" is where your application stands, first to last; "newsBy" is when we promised to tell you more.',
    application: {
      kind: KIND_NAMES[held.kind],
      id: held.id,
      receivedAt: held.receivedAt,
      appliedFor: held.appliedFor,
      ...(opening === undefined
        ? {}
        : {
            opening:
              opening === 'removed'
                ? { status: 'closed' }
                : {
                    reqId: opening.reqId,
                    title: opening.title,
                    location: opening.location,
                    status: opening.open ? 'open' : 'closed',
                  },
          }),
      stages: held.stages.map(({ stage, at, message }) => ({
        stage: stageWords(stage),
        at,
        ...(message === undefined ? {} : { message }),
      })),
      ...(held.answerBy === undefined ? {} : { newsBy: held.answerBy }),
    },
    answers: held.answers.map(({ label, field, value }) => ({ question: label, answer: value, keptIn: field })),
    consent: {
      processing: held.consent.processing ?? 'Not recorded (you applied before we asked for it)',
      ...(held.consent.talentPool === undefined ? {} : { otherRoles: held.consent.talentPool }),
      ...(held.consent.retentionMonths === undefined ? {} : { keptForMonths: held.consent.retentionMonths }),
    },
    resume: resume
      ? { kept: true, ...fileData(resume) }
      : { kept: false, note: 'We hold no resume file for this application.' },
    files: held.files.map(fileData),
    ...(held.resumeRecords && { resumeRecords: { fields: RESUME_RECORD_FIELDS, ...held.resumeRecords } }),
    mails: held.mails.map((mail) => mailData(mail, ownAddress)),
    ...(held.selfIdentification && {
      selfIdentification: {
        about:
          'Your voluntary self-identification, kept apart from your application: our recruiters never see it, ' +
          'and it plays no part in how we consider you.',
        answers: held.selfIdentification,
        inWords: selfIdentificationInWords(held.selfIdentification),
      },
    }),
  };
}
