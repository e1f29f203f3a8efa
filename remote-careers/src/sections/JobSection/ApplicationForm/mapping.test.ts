import { filledValues, lists, mailRecipients, resumeFile, usOpening } from '../../../testing/applicationFixtures';
import {
  applicationMailHtml,
  applicationMailRows,
  applicationRecipients,
  toAttachmentInfoRecord,
  toAttachmentRecord,
  toCandidateRecord,
  toSendMailRequest,
  toSignedUploadRequest,
} from './mapping';

const ids = { candidate: 'cand-1', attachment: 'att-1', attachmentInfo: 'info-1' };

describe('record mapping', () => {
  it('builds the external candidate record with exactly the contract field names (decision 014)', () => {
    expect(toCandidateRecord(filledValues(), usOpening, lists, ids)).toEqual({
      EXTERNALCANDIDATE_UUID: 'cand-1',
      REQUIREMENT_UUID: 'req-uuid-1',
      CND_NM_TX: 'Asha Patel',
      CND_EMAIL_ID: 'asha@example.com',
      CND_PRIM_PH_NUM: '5551234567',
      CITY: 'Austin',
      CND_STATE: 'Texas',
      CND_COUNTRY: 'USA',
      CND_ATHRZTN_TX: 'Citizen',
      CND_H1BAPPROVED_TX: '',
      CND_H1BEXPIRY_TX: '',
      BST_TM_TO_CALL_TX: '10:30',
      STAT_AVBLTY_TX: 'Immediate',
      JOB_CHANGE_REASON: 'Career growth',
      CND_CRNT_SAL_TX: '',
      EXPECTED_SALARY: 'USD 120,000',
      DESIRED_LOCATION: 'Austin',
      INLNE_RESUME_CLOB: '',
      RECRUITER_NAME: 'Priya',
      CONSENT_PROCESSING: 'Yes',
      CONSENT_TALENT_POOL: 'No',
      CONSENT_RETENTION_MONTHS: 24,
    });
  });

  it('sends the H1B details and the custom reason when shown', () => {
    const values = filledValues({
      workAuthorization: 'H1B',
      i140Approved: 'Yes',
      h1bExpiryDate: '2027-01-31',
      intrestedInTransfer: 'No',
      reasonForChange: 'Other',
      customReason: 'Relocating',
    });
    expect(toCandidateRecord(values, usOpening, lists, ids)).toMatchObject({
      CND_ATHRZTN_TX: 'H1B',
      CND_H1BAPPROVED_TX: 'Yes',
      CND_H1BEXPIRY_TX: '2027-01-31',
      JOB_CHANGE_REASON: 'Relocating',
    });
  });

  it('leaves out fields that are hidden (outside the USA)', () => {
    const values = filledValues({
      country: 'uuid-in',
      state: 'st-mh',
      workAuthorization: 'H1B',
      h1bExpiryDate: '2027-01-31',
    });
    expect(toCandidateRecord(values, usOpening, lists, ids)).toMatchObject({
      CND_COUNTRY: 'India',
      CND_STATE: 'Maharashtra',
      CND_ATHRZTN_TX: '',
      CND_H1BEXPIRY_TX: '',
    });
  });

  it('sends current salary only where it may be asked (decision 060)', () => {
    const typed = { currentSalary: ' INR 18 LPA ' };
    const india = filledValues({ ...typed, country: 'uuid-in', state: 'st-mh' });
    expect(toCandidateRecord(india, usOpening, lists, ids).CND_CRNT_SAL_TX).toBe('INR 18 LPA');
    expect(applicationMailRows(india, usOpening, lists)).toContainEqual(['Current salary', 'INR 18 LPA']);
    // Typed before the question was hidden, it still goes nowhere.
    const usa = filledValues(typed);
    expect(toCandidateRecord(usa, usOpening, lists, ids).CND_CRNT_SAL_TX).toBe('');
    expect(applicationMailRows(usa, usOpening, lists).map(([label]) => label)).not.toContain('Current salary');
  });

  it('builds the attachment, attachment info and signed upload requests', () => {
    const file = resumeFile();
    expect(toAttachmentRecord(filledValues(), file, ids, new Date('2025-07-01T10:00:00Z'))).toEqual({
      ATCHMT_ID: 'att-1',
      TBL_NM: 'EXTERNALCANDIDATE',
      KEY_NM: 'EXTERNALCANDIDATE_UUID',
      TBL_RW_ID: 'cand-1',
      ATCHD_FILE_NM: 'Asha Patel resume.pdf',
      CREATEDBY: 'asha@example.com',
      INSERT_TS: '2025-07-01T10:00:00.000Z',
      AE_INSERT_ID: 'asha@example.com',
      ATTACHMENT_INFO_ID: 'info-1',
      isDeleted: 0,
    });
    expect(toAttachmentInfoRecord(file, ids)).toEqual({
      ATTACHMENTINFO_ID: 'info-1',
      INFO_1: 'Asha Patel resume.pdf',
      INFO_2: 'S3',
      INFO_3: 'Attachment',
    });
    expect(toSignedUploadRequest(file, ids)).toEqual({
      name: 'Asha Patel resume.pdf',
      type: 'application/pdf',
      Attachment: 'Attachment',
      candidateId: ids.candidate,
    });
  });
});

describe('notification mail', () => {
  it('goes to the primary list for the first country of the list, else to the other list', () => {
    expect(applicationRecipients(filledValues(), lists, mailRecipients)).toEqual(
      mailRecipients.applicationPrimaryCountry,
    );
    expect(applicationRecipients(filledValues({ country: 'uuid-in' }), lists, mailRecipients)).toEqual(
      mailRecipients.applicationOtherCountries,
    );
  });

  it('lists the rows of decision 014 and escapes every value', () => {
    const values = filledValues({ firstName: '<img src=x onerror=alert(1)>', city: 'A & B "quoted"' });
    const rows = applicationMailRows(values, usOpening, lists);
    expect(rows.map(([label]) => label)).toEqual([
      'Requirement ID',
      'Title',
      'Location',
      'Name',
      'Email',
      'Country',
      'State',
      'City',
      'Phone',
      'WhatsApp',
      'Best time to call',
      'Reason for change',
      'Availability',
      'Expected salary',
      'Desired location',
      'Recruiter',
      'Work authorization',
      'Talent pool',
    ]);
    const html = applicationMailHtml(rows);
    expect(html).toContain('<td>&lt;img src=x onerror=alert(1)&gt; Patel</td>');
    expect(html).toContain('<td>A &amp; B &quot;quoted&quot;</td>');
    expect(html).toContain('<td>+1 5551234567</td>');
    expect(html).not.toContain('<img');
  });

  it('adds the optional profile fields (decision 078) as rows only when answered', () => {
    const labels = (values: ReturnType<typeof filledValues>) =>
      applicationMailRows(values, usOpening, lists).map(([label]) => label);
    expect(labels(filledValues())).not.toEqual(expect.arrayContaining(['Current title']));
    expect(labels(filledValues()).filter((label) => ['LinkedIn', 'GitHub'].includes(label))).toEqual([]);
    const answered = filledValues({
      currentTitle: ' Data Engineer ',
      linkedIn: 'https://www.linkedin.com/in/asha-patel',
      gitHub: '',
    });
    expect(applicationMailRows(answered, usOpening, lists)).toEqual(
      expect.arrayContaining([
        ['Current title', 'Data Engineer'],
        ['LinkedIn', 'https://www.linkedin.com/in/asha-patel'],
      ]),
    );
    expect(labels(answered)).not.toContain('GitHub');
  });

  it('attaches the resume as a data URL', () => {
    const file = resumeFile();
    const request = toSendMailRequest(
      filledValues(),
      usOpening,
      lists,
      mailRecipients,
      { file, dataUrl: 'data:application/pdf;base64,JVBERi0=' },
      ids,
    );
    expect(request).toMatchObject({
      to: mailRecipients.applicationPrimaryCountry,
      candidateId: ids.candidate,
      subject: 'Application for 24064 - Data Scientist - Asha Patel',
      attachments: [
        { path: 'data:application/pdf;base64,JVBERi0=', filename: 'Asha Patel resume.pdf', type: 'application/pdf' },
      ],
    });
    expect(request.message.startsWith('<table')).toBe(true);
  });
});
