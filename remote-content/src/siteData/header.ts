import type { Header } from '@tekvana/shared';
import { brand } from './brand';

export const header: Header = {
  brand,
  menu: [
    { title: 'Home', targetUrl: '/home' },
    {
      title: 'Careers',
      targetUrl: '',
      subMenu: [
        { title: 'Current Openings', targetUrl: '/current-openings/job-openings?type=all' },
        { title: 'Internships', targetUrl: '/apply' },
      ],
    },
    { title: 'Contact Us', targetUrl: '/contact-us' },
  ],
  secondaryMenu: [],
};
