import type { Footer } from '@tekvana/shared';
import { brand } from './brand';

/**
 * Footer columns. Besides shortcuts to the menus, they are the way in to the pages no menu names
 * (testing services, low-code, agentic framework, NLQ to SQL, cloud platforms, CSR, the Pune office news).
 */
export const footer: Footer = {
  columns: [
    {
      title: 'Services',
      links: [
        { title: 'Testing Services', targetUrl: '/quality-assurance/testing-services' },
        { title: 'Low-Code / No-Code Solutions', targetUrl: '/digital-transformation/low-code-no-code-solutions' },
        { title: 'Agentic Framework', targetUrl: '/generative-ai/agentic-framework' },
        { title: 'NLQ to SQL', targetUrl: '/ai-nlp/nlq-to-sql' },
        { title: 'AI Implementations', targetUrl: '/consulting/ai-implementations' },
      ],
    },
    {
      title: 'Cloud Platforms',
      links: [
        { title: 'Amazon Web Services', targetUrl: '/cloud-services/aws' },
        { title: 'Microsoft Azure', targetUrl: '/cloud-services/azure' },
        { title: 'Google Cloud', targetUrl: '/cloud-services/gcp' },
      ],
    },
    {
      title: 'Company',
      links: [
        { title: 'Leadership', targetUrl: '/overview/leadership' },
        { title: 'Our Journey', targetUrl: '/overview/our-journey' },
        { title: 'Corporate Social Responsibility', targetUrl: '/beyond-work/csr' },
        { title: 'New Office in Pune', targetUrl: '/press-release/new-office-in-pune' },
        { title: 'Locations', targetUrl: '/locations' },
      ],
    },
    {
      title: 'Careers',
      links: [
        { title: 'Current Openings', targetUrl: '/current-openings/job-openings?type=all' },
        { title: 'Internships', targetUrl: '/apply' },
        { title: `Life at ${brand.shortName}`, targetUrl: `/beyond-work/life-at-${brand.slug}` },
        { title: 'Contact Us', targetUrl: '/contact-us' },
      ],
    },
  ],
  social: [
    { network: 'facebook', url: `https://example.com/social/facebook/${brand.slug}` },
    { network: 'instagram', url: `https://example.com/social/instagram/${brand.slug}` },
    { network: 'x', url: `https://example.com/social/x/${brand.slug}` },
    { network: 'linkedin', url: `https://example.com/social/linkedin/${brand.slug}` },
    { network: 'youtube', url: `https://example.com/social/youtube/${brand.slug}` },
  ],
  copyrightHolder: brand.name,
  privacyPolicyUrl: '/privacy-policy',
};
