import type {
  AttachmentInfoRecord,
  AttachmentRecord,
  Country,
  ExternalCandidateRecord,
  MailRecipients,
  Opening,
  Recruiter,
  SendMailRequest,
  SignedUploadRequest,
  State,
} from '@tekvana/shared';
import { escapeHtml } from '@tekvana/contracts/html';
import { privacySettings } from '@tekvana/shared';
import type { ApplicationFormValues } from './formValues';
import { OTHER_REASON } from './options';
import { isdCodeOf } from '../../../candidate/contactDetails';
import { visibleFields } from './rules';

/** The lists the form's selects come from, needed again to turn ids into the names the records carry. */
export interface ApplicationLists {
  countries: Country[];
  /** The states of the opening's country, the only country the form offers. */
  states: State[];
  recruiters: Recruiter[];
}

export interface ApplicationIds {
  candidate: string;
  attachment: string;
  attachmentInfo: string;
}

/** What the Attachment field of the signed-upload request and INFO_3 carry. */
export const ATTACHMENT_FOLDER = 'Attachment';

const countryOf = (values: ApplicationFormValues, lists: ApplicationLists) =>
  lists.countries.find((c) => c.COUNTRY_UUID === values.country);
const stateOf = (values: ApplicationFormValues, lists: ApplicationLists) =>
  lists.states.find((s) => s.STATE_UUID === values.state);
const recruiterOf = (values: ApplicationFormValues, lists: ApplicationLists) =>
  lists.recruiters.find((r) => String(r.USERID) === values.recruiterContacted);

function recruiterFullName(values: ApplicationFormValues, lists: ApplicationLists): string {
  const recruiter = recruiterOf(values, lists);
  return recruiter ? `${recruiter.FIRSTNAME} ${recruiter.LASTNAME}` : '';
}

const fullName = (values: ApplicationFormValues) => `${values.firstName.trim()} ${values.lastName.trim()}`;
const reasonText = (values: ApplicationFormValues) =>
  values.reasonForChange === OTHER_REASON ? values.customReason.trim() : values.reasonForChange;

/** Hidden fields send nothing, even if the visitor filled them before changing the choice that shows them. */
function shownAnswers(values: ApplicationFormValues, lists: ApplicationLists) {
  const visible = visibleFields(values, { country: countryOf(values, lists), states: lists.states });
  return {
    authorization: visible.workAuthorization ? values.workAuthorization : '',
    i140Approved: visible.h1bDetails ? values.i140Approved : '',
    expiry: visible.h1bDetails ? values.h1bExpiryDate : '',
    transfer: visible.h1bDetails ? values.intrestedInTransfer : '',
    // Decision 060: where the question may not be asked, the record keeps no answer to it.
    currentSalary: visible.currentSalary ? values.currentSalary.trim() : undefined,
  };
}

/** Decision 014: the external candidate record, field names exactly as the server has them. */
export function toCandidateRecord(
  values: ApplicationFormValues,
  opening: Opening,
  lists: ApplicationLists,
  ids: ApplicationIds,
): ExternalCandidateRecord {
  const shown = shownAnswers(values, lists);
  return {
    EXTERNALCANDIDATE_UUID: ids.candidate,
    REQUIREMENT_UUID: opening.REQUIREMENT_UUID,
    CND_NM_TX: fullName(values),
    CND_EMAIL_ID: values.email.trim(),
    CND_PRIM_PH_NUM: values.contactNumber,
    CITY: values.city.trim(),
    CND_STATE: stateOf(values, lists)?.STATE_NAME ?? '',
    CND_COUNTRY: countryOf(values, lists)?.COUNTRY_NAME ?? '',
    CND_ATHRZTN_TX: shown.authorization,
    CND_H1BAPPROVED_TX: shown.i140Approved,
    CND_H1BEXPIRY_TX: shown.expiry,
    BST_TM_TO_CALL_TX: values.bestTimeToCall,
    STAT_AVBLTY_TX: values.availability,
    JOB_CHANGE_REASON: reasonText(values),
    CND_CRNT_SAL_TX: shown.currentSalary ?? '',
    EXPECTED_SALARY: values.expectedSalary.trim(),
    DESIRED_LOCATION: values.desiredLocation.trim(),
    INLNE_RESUME_CLOB: '',
    RECRUITER_NAME: recruiterOf(values, lists)?.FIRSTNAME ?? '',
    // Decision 030: the schema lets no application through without the processing consent.
    CONSENT_PROCESSING: 'Yes',
    CONSENT_TALENT_POOL: values.talentPoolConsent ? 'Yes' : 'No',
    CONSENT_RETENTION_MONTHS: privacySettings().retentionMonths,
  };
}

export function toAttachmentRecord(
  values: ApplicationFormValues,
  file: File,
  ids: ApplicationIds,
  now: Date,
): AttachmentRecord {
  return {
    ATCHMT_ID: ids.attachment,
    TBL_NM: 'EXTERNALCANDIDATE',
    KEY_NM: 'EXTERNALCANDIDATE_UUID',
    TBL_RW_ID: ids.candidate,
    ATCHD_FILE_NM: file.name,
    CREATEDBY: values.email.trim(),
    INSERT_TS: now.toISOString(),
    AE_INSERT_ID: values.email.trim(),
    ATTACHMENT_INFO_ID: ids.attachmentInfo,
    isDeleted: 0,
  };
}

export function toAttachmentInfoRecord(file: File, ids: ApplicationIds): AttachmentInfoRecord {
  return { ATTACHMENTINFO_ID: ids.attachmentInfo, INFO_1: file.name, INFO_2: 'S3', INFO_3: ATTACHMENT_FOLDER };
}

/** candidateId files the resume under its candidate, so a withdrawal finds it (decision 029). */
export function toSignedUploadRequest(file: File, ids: ApplicationIds): SignedUploadRequest {
  return { name: file.name, type: file.type, Attachment: ATTACHMENT_FOLDER, candidateId: ids.candidate };
}

/** Decision 013: the first country of the country list has its own recipients; every other country shares one list. */
export function applicationRecipients(
  values: ApplicationFormValues,
  lists: ApplicationLists,
  mail: MailRecipients,
): string[] {
  const first = lists.countries[0];
  return first && first.COUNTRY_UUID === values.country
    ? mail.applicationPrimaryCountry
    : mail.applicationOtherCountries;
}

/** The mail rows of decision 014, including the WhatsApp number and work authorization details the record has no place for. */
export function applicationMailRows(
  values: ApplicationFormValues,
  opening: Opening,
  lists: ApplicationLists,
): [string, string][] {
  const country = countryOf(values, lists);
  const isd = isdCodeOf(country);
  const shown = shownAnswers(values, lists);
  const rows: [string, string][] = [
    ['Requirement ID', String(opening.REQ_ID)],
    ['Title', opening.PSTN_TITLE],
    ['Location', opening.PSTN_LCTN],
    ['Name', fullName(values)],
    ['Email', values.email.trim()],
    ['Country', country?.COUNTRY_NAME ?? ''],
    ['State', stateOf(values, lists)?.STATE_NAME ?? ''],
    ['City', values.city.trim()],
    ['Phone', `${isd} ${values.contactNumber}`],
    ['WhatsApp', `${isd} ${values.whatsappNumber}`],
    ['Best time to call', values.bestTimeToCall],
    ['Reason for change', reasonText(values)],
    ['Availability', values.availability],
    ...(shown.currentSalary === undefined ? [] : [['Current salary', shown.currentSalary] as [string, string]]),
    ['Expected salary', values.expectedSalary.trim()],
    ['Desired location', values.desiredLocation.trim()],
    ['Recruiter', recruiterFullName(values, lists)],
    // The optional profile fields (decision 078): a row only when answered.
    ...(
      [
        ['Current title', values.currentTitle.trim()],
        ['LinkedIn', values.linkedIn.trim()],
        ['GitHub', values.gitHub.trim()],
      ] as [string, string][]
    ).filter(([, value]) => value !== ''),
  ];
  if (shown.authorization) rows.push(['Work authorization', shown.authorization]);
  if (shown.expiry)
    rows.push(
      ['H1B expiry date', shown.expiry],
      ['I-140 approved', shown.i140Approved],
      ['Interested in transfer', shown.transfer],
    );
  rows.push(['Talent pool', values.talentPoolConsent ? 'Yes: may be contacted about other roles' : 'No']);
  return rows;
}

/** The notification's HTML table; every value is escaped, so nothing a visitor types becomes markup. */
export function applicationMailHtml(rows: [string, string][]): string {
  const body = rows
    .map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('');
  return `<table border="1" cellpadding="6" cellspacing="0">${body}</table>`;
}

export function toSendMailRequest(
  values: ApplicationFormValues,
  opening: Opening,
  lists: ApplicationLists,
  mail: MailRecipients,
  resume: { file: File; dataUrl: string },
  ids: ApplicationIds,
): SendMailRequest {
  return {
    to: applicationRecipients(values, lists, mail),
    cc: [],
    bcc: [],
    subject: `Application for ${opening.REQ_ID} - ${opening.PSTN_TITLE} - ${fullName(values)}`,
    message: applicationMailHtml(applicationMailRows(values, opening, lists)),
    attachments: [{ path: resume.dataUrl, filename: resume.file.name, type: resume.file.type }],
    // The API mails the candidate a confirmation with a link to withdraw (decision 029).
    candidateId: ids.candidate,
  };
}
