import type { Page } from '@tekvana/shared';
import { brand } from '../brand';

export const generalPages: Record<string, Page> = {
  home: {
    title: 'Software, AI, cloud and IT staffing',
    description: `${brand.name} builds software, AI and cloud solutions and staffs IT teams.`,
    sections: [
      { order: 1, type: 'TITLE-SECTION', heading: `Welcome to ${brand.name}`, subHeading: 'Software, AI, cloud and IT staffing.' },
    ],
  },
  'contact-us': {
    title: 'Contact us',
    description: `Leave a message for ${brand.name}.`,
    sections: [{ order: 1, type: 'TITLE-SECTION', heading: 'Leave a message' }],
  },
  apply: {
    title: 'Internship application',
    description: `Apply for an internship at ${brand.name}.`,
    sections: [
      { order: 1, type: 'TITLE-SECTION', heading: 'Internship application' },
      { order: 2, type: 'INTERNSHIP-FORM', heading: 'Apply for an internship', keyDetails: [] },
    ],
  },
};
