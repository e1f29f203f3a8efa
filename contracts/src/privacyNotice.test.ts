import {
  DEFAULT_PRIVACY_CONTACTS,
  NO_AUTOMATED_SCREENING,
  type ApplicantScreening,
  privacyContacts,
  setDeployConfig,
  type DeployConfig,
  type PrivacyContacts,
} from './deployConfig';
import { parseDeployConfig } from './deployConfigSchema';
import { screeningStatement } from './screening';
import { DRAFT_KEEP_DAYS, ON_DEVICE, privacyNotice, retentionSentence, type NoticeParagraph } from './privacyNotice';

const textOf = (paragraph: NoticeParagraph) =>
  paragraph.map((part) => (typeof part === 'string' ? part : part.email)).join('');
const noticeText = (retentionMonths: number, contacts: PrivacyContacts = DEFAULT_PRIVACY_CONTACTS) =>
  privacyNotice({ retentionMonths, contacts, screening: NO_AUTOMATED_SCREENING })
    .flatMap((topic) => [topic.title, ...topic.paragraphs.map(textOf), ...(topic.items ?? []).map(textOf)])
    .join('\n');
const emailsOf = (retentionMonths: number, contacts: PrivacyContacts) =>
  privacyNotice({ retentionMonths, contacts, screening: NO_AUTOMATED_SCREENING }).flatMap((topic) =>
    [...topic.paragraphs, ...(topic.items ?? [])]
      .flat()
      .flatMap((part) => (typeof part === 'string' ? [] : [part.email])),
  );

describe('the privacy notice (decision 061)', () => {
  it.each([24, 12])('states the retention period it is given, %i months, in the consent text’s own words', (months) => {
    expect(noticeText(months)).toContain(`Applications (job, general and internship): ${retentionSentence(months)}`);
    expect(retentionSentence(months)).toBe(`It is kept for ${months} months, then deleted.`);
    // No other period of keeping an application, such as the three years the page once said.
    expect(noticeText(months).match(/\b\w+ (months|years)\b/g)).toEqual([`${months} months`]);
  });

  it('names the contacts it is given as addresses to write to, the grievance officer by name when there is one', () => {
    const contacts = {
      privacy: 'data@example.com',
      grievanceOfficer: { name: 'Priya Sharma', email: 'grievance@example.com' },
      accessibility: 'access@example.com',
    };
    expect(new Set(emailsOf(24, contacts))).toEqual(new Set(['data@example.com', 'grievance@example.com']));
    expect(noticeText(24, contacts)).toContain('our Grievance Officer, Priya Sharma, answers complaints');
    expect(noticeText(24)).toContain('our Grievance Officer answers complaints');
    expect(noticeText(24)).toContain(DEFAULT_PRIVACY_CONTACTS.grievanceOfficer.email);
  });

  it('gives India’s route: the Digital Personal Data Protection Act, 2023 and the Data Protection Board of India', () => {
    const grievances = privacyNotice({
      retentionMonths: 24,
      contacts: DEFAULT_PRIVACY_CONTACTS,
      screening: NO_AUTOMATED_SCREENING,
    }).find((topic) => topic.id === 'grievances-india');
    const text = grievances?.paragraphs.map(textOf).join(' ');
    expect(text).toContain('Digital Personal Data Protection Act, 2023');
    expect(text).toContain('Data Protection Board of India');
  });

  it('lists what stays on the device, drafts for the days the drafts are kept', () => {
    const onDevice = privacyNotice({
      retentionMonths: 24,
      contacts: DEFAULT_PRIVACY_CONTACTS,
      screening: NO_AUTOMATED_SCREENING,
    }).find((topic) => topic.id === 'on-your-device');
    expect(onDevice?.items).toEqual([ON_DEVICE.drafts, ON_DEVICE.savedJobs, ON_DEVICE.pageContent]);
    expect(textOf(ON_DEVICE.drafts)).toContain(`for up to ${DRAFT_KEEP_DAYS} days`);
    expect(textOf(ON_DEVICE.savedJobs)).toContain('until you remove it');
  });

  it('covers every form and job alerts, and promises nothing the site does not do', () => {
    const text = noticeText(24);
    for (const subject of ['Contact form', 'Job application', 'General application', 'Internship application'])
      expect(text).toContain(`${subject}:`);
    expect(text).toContain('Job alerts: until you stop them');
    expect(text).toContain('withdraw');
    expect(text).toContain('this website sends no SMS messages');
    expect(text).not.toMatch(/SMS messages are sent|two years|three years|Aadhaar/);
  });

  it("says how applications are read in the job pages' words: by people, or with the tools the config names", () => {
    const readBy = (screening: ApplicantScreening) =>
      privacyNotice({ retentionMonths: 24, contacts: DEFAULT_PRIVACY_CONTACTS, screening }).find(
        (topic) => topic.id === 'how-applications-are-read',
      )?.paragraphs;
    expect(readBy(NO_AUTOMATED_SCREENING)).toEqual([screeningStatement(NO_AUTOMATED_SCREENING, 'privacy@example.com')]);
    const tools = { automated: true, tools: 'a tool that ranks resumes against the requirements' };
    const [statement] = readBy(tools) ?? [];
    expect(textOf(statement ?? [])).toBe(
      'We use automated tools to help screen applications: a tool that ranks resumes against the requirements. A ' +
        'recruiter reviews every application before any decision; to ask for a review by a person, or for another ' +
        'way to apply, write to privacy@example.com.',
    );
  });

  it('gives each topic its own id', () => {
    const ids = privacyNotice({
      retentionMonths: 24,
      contacts: DEFAULT_PRIVACY_CONTACTS,
      screening: NO_AUTOMATED_SCREENING,
    }).map((topic) => topic.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('the contacts of the deploy config', () => {
  const valid: DeployConfig = {
    remotes: { content: 'http://a/m.json', careers: 'http://b/m.json', internship: 'http://c/m.json' },
    staffingApiBaseUrl: 'http://127.0.0.1:4000',
    emailApiBaseUrl: 'http://127.0.0.1:4000',
    siteUrl: 'http://127.0.0.1:3000',
    mail: { contact: ['contact@example.com'], applicationPrimaryCountry: [], applicationOtherCountries: [] },
  };
  it('takes whether automated tools screen applicants, and which', () => {
    const tools = { automated: true, tools: 'a resume ranking tool' };
    expect(parseDeployConfig({ ...valid, screening: tools }).screening).toEqual(tools);
    expect(() => parseDeployConfig({ ...valid, screening: { automated: 'no' } })).toThrow(/screening/);
  });

  it('default each contact to its placeholder, and take any the config gives', () => {
    setDeployConfig(parseDeployConfig(valid));
    expect(privacyContacts()).toEqual(DEFAULT_PRIVACY_CONTACTS);
    const grievanceOfficer = { name: 'Priya Sharma', email: 'grievance@example.com' };
    setDeployConfig(parseDeployConfig({ ...valid, privacy: { retentionMonths: 12, contacts: { grievanceOfficer } } }));
    expect(privacyContacts()).toEqual({ ...DEFAULT_PRIVACY_CONTACTS, grievanceOfficer });
  });

  it('refuse anything but one e-mail address, naming the field', () => {
    for (const privacy of ['', 'privacy', 'a@b', 'javascript:alert(1)@x.y z', ['a@example.com']])
      expect(() => parseDeployConfig({ ...valid, privacy: { contacts: { privacy } } })).toThrow(
        /privacy.contacts.privacy/,
      );
    expect(() =>
      parseDeployConfig({ ...valid, privacy: { contacts: { grievanceOfficer: { name: 'Priya Sharma' } } } }),
    ).toThrow(/privacy.contacts.grievanceOfficer.email/);
  });
});
