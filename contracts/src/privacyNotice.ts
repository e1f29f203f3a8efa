/**
 * The site's one privacy notice (docs/decisions/061-one-privacy-notice.md): the policy page renders it, the consent
 * texts and each form's notice take their sentences from it, and the drafts keep to its period. Every fact is the
 * code's own: the deploy config's retention and contacts (passed in, since they live in the shared singleton), and
 * what the site keeps on the device. Claims the code does not hold (an SMS, a period nobody enforces) have no place here.
 * No React, and a subpath of its own, so the root singleton does not carry the text.
 */
import type { ApplicantScreening, PrivacyContacts } from './deployConfig';
import { screeningStatement } from './screening';

/** How long a form's unsent answers stay on the device, counted from their last change (decision 028). */
export const DRAFT_KEEP_DAYS = 30;

/** What the notice is made from: the privacy settings and contacts in force. */
export interface PrivacyFacts {
  retentionMonths: number;
  contacts: PrivacyContacts;
  /** Whether automated tools screen applicants (decision 081). */
  screening: ApplicantScreening;
}

/** A piece of a paragraph: text, or an e-mail address (shown as a mailto: link). */
export type NoticePart = string | { email: string };
export type NoticeParagraph = readonly NoticePart[];

/** One heading of the notice: its paragraphs, then its list, if any. */
export interface NoticeTopic {
  /** Unique within the notice: the heading's id. */
  id: string;
  title: string;
  paragraphs: readonly NoticeParagraph[];
  items?: readonly NoticeParagraph[];
}

/** The consent text's last sentence, and the policy's period: one wording, so the two cannot differ. */
export const retentionSentence = (months: number) => `It is kept for ${months} months, then deleted.`;

/** What every form says of its draft, and the policy of drafts. */
export const draftSentence = () =>
  `What you type here is kept on this device only, for up to ${DRAFT_KEEP_DAYS} days, so that a reload loses ` +
  'nothing; sending or resetting the form removes it. Files and consents are never kept.';

/**
 * What the site keeps in the visitor's browser (localStorage), by what it is. The browser tests hold every key the
 * site writes to one of these.
 */
export const ON_DEVICE = {
  drafts: ['Unsent form answers. ', draftSentence()],
  savedJobs: [
    'Saved jobs: the id, title and location of each job you save, and the day you saved it, until you remove it. ' +
      'The list is not sent to us; when you open it, it only asks the website whether each job is still open.',
  ],
  pageContent: [
    'Page content: the menus and the pages you have opened, so that they open fast. It holds nothing about you; ' +
      'each visit replaces it with the current content.',
  ],
} as const satisfies Record<string, NoticeParagraph>;

export type OnDeviceItem = keyof typeof ON_DEVICE;

/** The notice, topic by topic, for the facts in force. */
export function privacyNotice({ retentionMonths, contacts, screening }: PrivacyFacts): NoticeTopic[] {
  const privacyContact = { email: contacts.privacy };
  const officer = contacts.grievanceOfficer;
  return [
    {
      id: 'in-short',
      title: 'In short',
      paragraphs: [
        [
          'We collect only what you send us through the forms of this website: the contact form, job ' +
            'applications, the general application, internship applications and job alerts. We use it to answer ' +
            'you and to consider you for roles. We do not sell it, and we do not use it for advertising.',
        ],
      ],
    },
    {
      id: 'what-we-collect',
      title: 'What we collect, and why',
      paragraphs: [],
      items: [
        [
          'Contact form: your name, e-mail address, contact number if you give it, and message, sent to our ' +
            'contact team as an e-mail so that we can answer you. Your answer to the SMS box is not sent with it, ' +
            'and this website sends no SMS messages.',
        ],
        [
          'Job application: your name, e-mail address, phone and WhatsApp numbers, location, work authorization, ' +
            'salary expectations (and current salary where the form asks for it), availability, the recruiter who ' +
            'contacted you, your answers and your resume, to consider you for the role you chose.',
        ],
        [
          'General application: your name, e-mail address, country, phone number, areas of interest and resume, ' +
            'to consider you for roles in those areas.',
        ],
        [
          'Internship application: your name, gender, e-mail address, phone number, address, qualification, ' +
            'experience (and, if you have worked, your expected salary and notice period), area of interest, how ' +
            'you heard of us, your comments and your resume, to consider you for an internship.',
        ],
        [
          'Voluntary self-identification, offered after an application for a role in the USA: your gender, ' +
            'ethnicity, race, protected veteran status and disability, only if you choose to answer, for the ' +
            'equal-opportunity reports US employers file. The answers are kept apart from your application, never ' +
            'shown to the people who decide on it, and deleted with it.',
        ],
        [
          'Job alerts: your e-mail address and the filters you chose on the openings list, to send you new ' +
            'matching openings at most once a day, after you confirm the alert from the first e-mail.',
        ],
      ],
    },
    {
      id: 'consent',
      title: 'Your consent',
      paragraphs: [
        [
          'Each application form asks you to agree that your application is stored and used to consider you, for ' +
            'the period below; without that we cannot consider it. The job and internship forms also offer our ' +
            'talent pool: tick it and we may contact you about other suitable roles during that period. A general ' +
            'application is a talent pool entry in itself. Your application reaches our recruiters by e-mail with ' +
            'your resume, and you receive a confirmation by e-mail.',
        ],
      ],
    },
    {
      id: 'how-long',
      title: 'How long we keep it',
      paragraphs: [],
      items: [
        [
          `Applications (job, general and internship): ${retentionSentence(retentionMonths)} The period counts ` +
            'from the day we receive the application; the resume and the e-mails this website stored about it are ' +
            'deleted with it.',
        ],
        [
          'Job alerts: until you stop them, with the one-click link in every alert e-mail or on the page it links ' +
            'to. An alert you do not confirm is deleted once its confirmation link has expired.',
        ],
        [
          'Enquiries from the contact form: the website does not delete them on a schedule. Write to ',
          privacyContact,
          ' and we delete yours.',
        ],
      ],
    },
    {
      id: 'withdraw',
      title: 'Withdrawing an application',
      paragraphs: [
        [
          'The confirmation e-mail of each application links to a page that shows what we hold of it, lets you ' +
            'download it, and lets you withdraw it. Withdrawing deletes at once ' +
            'everything this website holds of it: the application, the resume and the e-mails about it. Copies ' +
            'already delivered to our recruiters’ mailboxes are deleted by our careers team when you write to ',
          privacyContact,
          '.',
        ],
      ],
    },
    {
      id: 'on-your-device',
      title: 'What we keep on your device',
      paragraphs: [
        [
          'This website keeps three things in your browser’s storage, and nothing else. Clearing this site’s data ' +
            'in your browser removes them all. The website uses no analytics or advertising trackers. It sets one ' +
            'cookie, and only while a new version of part of the site is tried on some visitors first: a random ' +
            'number that keeps you on the same version from page to page. It says nothing about you, is sent only ' +
            'to this website and ends after 30 days.',
        ],
      ],
      items: [ON_DEVICE.drafts, ON_DEVICE.savedJobs, ON_DEVICE.pageContent],
    },
    {
      id: 'who-sees-it',
      title: 'Who can see it',
      paragraphs: [
        [
          'Our recruiters and the staff who handle your enquiry. Service providers who host our systems process ' +
            'data only on our instructions.',
        ],
      ],
    },
    {
      id: 'how-applications-are-read',
      title: 'How applications are read',
      paragraphs: [screeningStatement(screening, contacts.privacy)],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      paragraphs: [
        [
          'You can ask to see, correct or delete your data, withdraw your consent, or name someone to act for you, ' +
            'by writing to ',
          privacyContact,
          '. We answer within 30 days.',
        ],
      ],
    },
    {
      id: 'grievances-india',
      title: 'Grievances in India',
      paragraphs: [
        [
          `Under India’s Digital Personal Data Protection Act, 2023, our Grievance Officer${officer.name ? `, ${officer.name},` : ''} ` +
            'answers complaints about how we handle your personal data: write to ',
          { email: officer.email },
          '. If our answer does not resolve your complaint, you may take it to the Data Protection Board of India.',
        ],
      ],
    },
  ];
}
