import type { Footer } from '@tekvana/shared';
import { brand } from './brand';

export const footer: Footer = {
  columns: [
    {
      title: 'Company',
      links: [
        { title: 'Home', targetUrl: '/home' },
        { title: 'Contact Us', targetUrl: '/contact-us' },
      ],
    },
  ],
  social: [
    { network: 'facebook', url: 'https://example.com/social/facebook/tekvana' },
    { network: 'instagram', url: 'https://example.com/social/instagram/tekvana' },
    { network: 'x', url: 'https://example.com/social/x/tekvana' },
    { network: 'linkedin', url: 'https://example.com/social/linkedin/tekvana' },
    { network: 'youtube', url: 'https://example.com/social/youtube/tekvana' },
  ],
  copyrightHolder: brand.name,
  privacyPolicyUrl: '/privacy-policy',
};
