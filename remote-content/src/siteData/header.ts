import type { Header, MenuItem } from '@tekvana/shared';
import { brand } from './brand';

/** A menu group: a heading in a dropdown panel with its own links (the third menu level). */
const group = (title: string, subMenu: MenuItem[]): MenuItem => ({ title, targetUrl: '', subMenu });

/**
 * Main menu: every route of decision 009, grouped into seven top-level entries so the bar fits one line at
 * the lg breakpoint. Staffing links use the canonical spelling (decision 008); the shell redirects old links.
 */
const menu: MenuItem[] = [
  {
    title: 'Services',
    targetUrl: '',
    subMenu: [
      group('Cloud Services', [
        { title: 'App Modernization', targetUrl: '/cloud-services/app-modernization' },
        { title: 'Cloud Migration', targetUrl: '/cloud-services/cloud-migration' },
        { title: 'Hybrid Cloud Services', targetUrl: '/cloud-services/hybrid-cloud-services' },
      ]),
      group('Artificial Intelligence', [
        { title: 'Conversational AI', targetUrl: '/artificial-intelligence/conversational' },
        { title: 'Private LLM', targetUrl: '/artificial-intelligence/private-llm' },
        { title: 'Deep Learning Models', targetUrl: '/artificial-intelligence/deep-learning-models' },
      ]),
      group('Digital Transformation', [
        { title: 'Custom Software Development', targetUrl: '/digital-transformation/custom-software-development' },
        { title: 'Prototyping and MVP', targetUrl: '/digital-transformation/prototyping-and-mvp' },
        { title: 'QA and Testing', targetUrl: '/digital-transformation/qa-and-testing' },
        { title: 'DevOps', targetUrl: '/digital-transformation/devops' },
      ]),
      group('Quality Assurance', [
        { title: 'Testing Automation', targetUrl: '/quality-assurance/testing-automation' },
        { title: `${brand.shortName} QA Studio`, targetUrl: 'https://example.com/qa-studio' },
      ]),
    ],
  },
  {
    title: 'AI Products',
    targetUrl: '',
    subMenu: [
      group('Generative AI', [
        { title: 'Contract Management', targetUrl: '/generative-ai/contract-management' },
        { title: 'Medical Writing', targetUrl: '/generative-ai/medical-writing' },
        { title: 'Resume Copilot', targetUrl: '/generative-ai/resume-copilot' },
        { title: 'Auto Dashboard', targetUrl: '/generative-ai/auto-dashboard' },
      ]),
      group('AI & NLP', [
        { title: 'Conversational BI', targetUrl: '/ai-nlp/conversational-bi' },
        { title: 'Private LLM', targetUrl: '/ai-nlp/private-llm' },
      ]),
    ],
  },
  {
    title: 'Staffing',
    targetUrl: '',
    subMenu: [
      { title: 'Engagement Models', targetUrl: '/staffing-augmentation/engagement-models' },
      { title: 'Industries We Serve', targetUrl: '/staffing-augmentation/industries-we-serve' },
      { title: 'Staff Categories', targetUrl: '/staffing-augmentation/staff-categories' },
    ],
  },
  {
    title: 'Careers',
    targetUrl: '',
    subMenu: [
      group('Current Openings', [
        { title: 'All Openings', targetUrl: '/current-openings/job-openings?type=all' },
        { title: 'Permanent Roles', targetUrl: '/current-openings/job-openings?type=permanent' },
        { title: 'Contract Roles', targetUrl: '/current-openings/job-openings?type=contractual' },
      ]),
      group('Internships', [
        { title: 'Software Development', targetUrl: '/internships/software-development' },
        { title: 'Data Engineering & Analytics', targetUrl: '/internships/data-engineering-analytics' },
        { title: 'Data Science', targetUrl: '/internships/data-science' },
        { title: 'Testing (QA)', targetUrl: '/internships/testing-qa' },
        { title: 'Staffing', targetUrl: '/internships/staffing' },
        { title: 'Apply for an Internship', targetUrl: '/apply' },
      ]),
    ],
  },
  {
    title: 'About',
    targetUrl: '',
    subMenu: [
      group('Overview', [
        { title: 'Leadership', targetUrl: '/overview/leadership' },
        { title: 'Our Journey', targetUrl: '/overview/our-journey' },
      ]),
      group('Beyond Work', [
        { title: `Life at ${brand.shortName}`, targetUrl: `/beyond-work/life-at-${brand.slug}` },
        { title: 'Diversity, Equity & Inclusion', targetUrl: '/beyond-work/dei' },
      ]),
      { title: 'Locations', targetUrl: '/locations' },
    ],
  },
  {
    title: 'News',
    targetUrl: '',
    subMenu: [
      { title: 'Diwali Celebrations', targetUrl: '/events/diwali-celebrations' },
      { title: `IIT Delhi and ${brand.shortName}`, targetUrl: `/press-release/iit-delhi-and-${brand.slug}` },
      { title: 'AI White Papers', targetUrl: '/blogs/artificial-intelligence' },
    ],
  },
  { title: 'Contact Us', targetUrl: '/contact-us' },
];

/**
 * Second, AI-focused menu (decision 009): one "AI Solutions" entry beside the main menu. Its three groups are the
 * offer for AI buyers — consulting, industry solutions, platforms — so they get their own door, yet one
 * entry keeps the bar short.
 */
const secondaryMenu: MenuItem[] = [
  {
    title: 'AI Solutions',
    targetUrl: '',
    subMenu: [
      group('Consulting', [
        { title: 'Cloud Services', targetUrl: '/consulting/cloud-services' },
        { title: 'Solution Development', targetUrl: '/consulting/solution-development' },
        { title: 'AI Implementations', targetUrl: '/consulting/ai-implementations' },
      ]),
      group('Industry Solutions', [
        { title: 'Insurance', targetUrl: '/ai-solutions/insurance' },
        { title: 'Medical and Pharma', targetUrl: '/ai-solutions/medical-and-pharma' },
      ]),
      group('AI-Powered Platforms', [
        { title: 'Contract Insight', targetUrl: '/ai-powered-platforms/contract-insight' },
        { title: 'Compliance Monitoring', targetUrl: '/ai-powered-platforms/compliance-monitoring' },
        { title: 'Automated Reporting', targetUrl: '/ai-powered-platforms/automated-reporting' },
      ]),
    ],
  },
];

export const header: Header = { brand, menu, secondaryMenu };
