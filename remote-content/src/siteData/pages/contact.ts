import type { Page } from '@tekvana/shared';
import { brand } from '../brand';
import { accordion, titleSection } from './blocks';
import { definePage } from './definePage';
import { offices } from './offices';

const privacyContact = 'privacy@example.com';

/** Contact page and the privacy policy the footer links to. */
export const contactPages: Record<string, Page> = {
  'contact-us': definePage({
    title: 'Contact Us',
    description: `Send ${brand.name} a message or find our offices in the USA and India.`,
    sections: [
      titleSection('Leave a message', 'Questions about a project, a role or a partnership? We reply within one business day.'),
      {
        type: 'CONTACT-US',
        heading: 'Send us a message',
        subHeading: 'Fill in the form and the right team will get back to you.',
        locations: offices,
      },
    ],
  }),
  'privacy-policy': definePage({
    title: 'Privacy Policy',
    description: `How ${brand.name} collects, uses and protects personal data sent through this website.`,
    sections: [
      titleSection('Privacy Policy', 'What we collect through this website, why, and the choices you have.'),
      {
        type: 'TEXT-SECTION',
        heading: 'In short',
        supportText: [
          `${brand.name} collects only the personal data you send us through our forms: the contact form, job applications and internship applications.`,
          'We use it to answer you and to consider you for roles. We do not sell it, and we do not use it for advertising.',
          `For any privacy question, write to ${privacyContact}.`,
        ],
      },
      accordion('Our privacy practices in detail', [
        {
          title: 'What we collect',
          description: 'Your name, e-mail address, phone number and message when you contact us; for applications also your location, work authorisation, salary expectations and resume.',
        },
        {
          title: 'How we use it',
          description: 'To reply to your enquiry, to assess your application for the role you chose, and to contact you about it. SMS messages are sent only if you opted in.',
        },
        {
          title: 'Who can see it',
          description: 'Our recruiters and the staff who handle your enquiry. Service providers who host our systems process data only on our instructions.',
        },
        {
          title: 'How long we keep it',
          description: 'Enquiries for up to two years; applications for up to three years so we can consider you for future roles, unless you ask us to delete them sooner.',
        },
        {
          title: 'Your rights',
          description: `You can ask to see, correct or delete your data, or withdraw consent, by writing to ${privacyContact}. We answer within 30 days.`,
        },
        {
          title: 'Cookies and storage',
          description: 'This website uses no advertising or tracking cookies. It stores its page content in your browser so pages load quickly.',
        },
      ]),
    ],
  }),
};
