// Sample data for the remote's standalone page: one section of every type this remote renders, with
// made-up copy, so the team can see and test each section without the shell or the site data.
import type { Section } from '@tekvana/shared';
import heroAi from './images/hero-ai.svg';
import heroCloud from './images/hero-cloud.svg';
import heroTeam from './images/hero-team.svg';
import impact from './images/impact.svg';
import learning from './images/learning.svg';
import officeVertical from './images/office-vertical.svg';

const paragraphs = [
  'Sample paragraph: we pair senior engineers with your team to plan, build and run software that lasts.',
  'Sample paragraph: every engagement starts with a short discovery phase and ends with a clean hand-over.',
];

export const sampleSections: Section[] = [
  {
    order: 1,
    type: 'CAROUSEL',
    carouselData: [
      {
        imageUrl: heroCloud,
        heading: 'Cloud services that scale with you',
        subHeading: 'Migration, modernization and hybrid cloud.',
        supportText: ['Sample slide text.'],
      },
      {
        imageUrl: heroAi,
        heading: 'Private AI for your own data',
        subHeading: 'Language models that never leave your network.',
      },
      {
        imageUrl: heroTeam,
        heading: 'Skilled teams, ready when you are',
        subHeading: 'Contract, contract-to-hire and full-time staffing.',
      },
    ],
  },
  {
    order: 2,
    type: 'INTRO-CARDS',
    heading: 'What we do',
    subHeading: 'Four practices, one accountable partner.',
    cardsData: [
      { icon: 'bi-cloud-check', title: 'Cloud', subTitle: 'Move, modernize and run workloads on any cloud.' },
      {
        icon: 'robot',
        title: 'Artificial intelligence',
        subTitle: 'Assistants, dashboards and private language models.',
      },
      { icon: 'bug', title: 'Quality assurance', subTitle: 'Test automation that keeps releases calm.' },
      { icon: 'people', title: 'Staffing', subTitle: 'Engineers placed in weeks, not months.' },
    ],
  },
  {
    order: 3,
    type: 'IMG-SECTION',
    imageUrl: heroTeam,
    heading: 'Image section heading',
    subHeading: 'Text over an image, on a scrim.',
    supportText: paragraphs,
  },
  {
    order: 4,
    type: 'TEXT-WITH-VERTICAL-IMAGE',
    heading: 'Text with vertical image',
    subHeading: 'Lead line.',
    supportText: paragraphs,
    imageUrl: officeVertical,
  },
  {
    order: 5,
    type: 'TEXT-WITH-CARDS',
    heading: 'Text with cards',
    supportText: paragraphs.slice(0, 1),
    cardsData: [
      { icon: 'clock-history', title: 'Contract', subTitle: 'Three to six months.' },
      { icon: 'briefcase', title: 'Full-time', subTitle: 'Placed in four to six weeks.' },
      { icon: 'arrow-repeat', title: 'Contract to hire', subTitle: 'Try first, then hire.' },
      { icon: 'globe2', title: 'Offshore', subTitle: 'A team in India, hours that overlap.' },
    ],
  },
  {
    order: 6,
    type: 'CASE-STUDY-CARDS',
    heading: 'Case studies',
    subHeading: 'Placeholder slides.',
    cardsData: [
      { icon: 'bank', title: 'Regional bank', subTitle: 'Release cycle cut from weeks to days.' },
      { icon: 'hospital', title: 'Hospital network', subTitle: 'Clinical reports drafted in hours.' },
      { icon: 'truck', title: 'Logistics firm', subTitle: 'Dashboards that explain themselves.' },
      { icon: 'shop', title: 'Retailer', subTitle: 'A hybrid cloud that survived the holidays.' },
    ],
  },
  {
    order: 7,
    type: 'TEXT-SECTION',
    heading: 'Text section with icons',
    supportText: ['Icons grid sample.'],
    iconsList: [
      { icon: 'person-badge', label: 'Administrative' },
      { icon: 'briefcase', label: 'Business Professional' },
      { icon: 'telephone', label: 'Call Center' },
      { icon: 'gear', label: 'Engineering' },
      { icon: 'activity', label: 'Science' },
      { icon: 'cash-coin', label: 'Finance & accounting' },
      { icon: 'laptop', label: 'Information & Technology' },
    ],
  },
  { order: 8, type: 'TEXT-SECTION', heading: 'Text section, image fallback', imageUrl: learning },
  {
    order: 9,
    type: 'TEXT-WITH-ACCORDION',
    heading: 'Text with accordion',
    supportText: paragraphs.slice(0, 1),
    accordionData: ['Discover', 'Design', 'Build', 'Test', 'Release', 'Support'].map((title) => ({
      title,
      description: `Sample description of the ${title.toLowerCase()} step.`,
    })),
  },
  {
    order: 10,
    type: 'FAQ-SECTION',
    faqData: [
      { question: 'Sample question one?', answer: 'Sample answer one.' },
      { question: 'Sample question two?', answer: 'Sample answer two.' },
      { question: 'Sample question three?', answer: 'Sample answer three.' },
      { question: 'Sample question four?', answer: 'Sample answer four.' },
      { question: 'Sample question five?', answer: 'Sample answer five.' },
    ],
  },
  {
    order: 11,
    type: 'PROFILE-CARDS',
    heading: 'Profile cards',
    cardsData: [
      {
        icon: '',
        title: 'Sample Person One',
        subTitle: 'Chief Executive Officer',
        vision: 'A sample vision statement about people and technology.',
      },
      {
        icon: '',
        title: 'Sample Person Two',
        subTitle: 'Chief Technology Officer',
        vision: 'A sample vision statement about craft.',
      },
      {
        icon: '',
        title: 'Sample Person Three',
        subTitle: 'Chief Operating Officer',
        vision: 'A sample vision statement about delivery.',
      },
    ],
  },
  {
    order: 12,
    type: 'TIMELINE-SECTION',
    heading: 'Timeline',
    cardsData: ['2011', '2015', '2018', '2020', '2024', '2024', '2025'].map((year, index) => ({
      title: year,
      subTitle: `Sample milestone ${index + 1}`,
      description: 'What happened that year, in a sentence.',
    })),
  },
  {
    order: 13,
    type: 'STATS-CARDS',
    heading: 'Stats cards',
    stats: [
      { title: '+250', description: 'People' },
      { title: '+200', description: 'Engineers' },
      { title: '+45%', description: 'Women in the workforce' },
      { title: '94.7%', description: 'Satisfaction' },
    ],
  },
  {
    order: 14,
    type: 'COMPANY-VALUES',
    heading: 'Company values',
    values: [
      { title: 'Sample value one', description: 'Text and image swap sides from row to row.', img: impact },
      { title: 'Sample value two', description: 'The text fades in when it scrolls into view.', img: learning },
      { title: 'Sample value three', description: 'With reduced motion it is simply there.', img: impact },
    ],
  },
  {
    order: 15,
    type: 'EMPLOYEE-FEEDBACK',
    heading: 'Employee feedback',
    feedback: [
      {
        id: 1,
        text: 'Sample feedback: I learned more in a year here than in three elsewhere.',
        imageUrl: '',
        name: 'Sample Person A',
        position: 'QA Engineer',
      },
      {
        id: 2,
        text: 'Sample feedback: mentors who make time for you.',
        imageUrl: '',
        name: 'Sample Person B',
        position: 'DevOps Engineer',
      },
      {
        id: 3,
        text: 'Sample feedback: real projects from the first week.',
        imageUrl: '',
        name: 'Sample Person C',
        position: 'Data Scientist',
      },
      {
        id: 4,
        text: 'Sample feedback: flexible hours that respect family life.',
        imageUrl: '',
        name: 'Sample Person D',
        position: 'Recruiter',
      },
    ],
  },
  {
    order: 16,
    type: 'SOCIAL-IMPACT',
    heading: 'Social impact',
    impact: [
      { title: 'Sample row: green campus', societyImages: [impact, learning, impact, learning] },
      { title: 'Sample row: learning drives', societyImages: [learning, impact, learning, impact] },
    ],
  },
  {
    order: 17,
    type: 'PRESS-RELEASE',
    heading: 'Press release headline',
    subHeading: 'A sample subheading.',
    supportText: ['Source: Sample News | November 8, 2024'],
    imageUrl: heroAi,
    targetUrl: 'https://example.com/press',
    pressrelease: {
      title: 'Sample press release',
      content: [{ heading: 'Sample content heading', subheading: ['Sample paragraph one.', 'Sample paragraph two.'] }],
      hashtags: ['SampleTag', 'AI'],
    },
  },
  { order: 18, type: 'PRESS-RELEASE', heading: 'Press release without data' },
  {
    order: 19,
    type: 'BLOGS',
    heading: 'White papers',
    Blogs: Array.from({ length: 8 }, (_, index) => ({
      id: index + 1,
      title: `Sample white paper ${index + 1}`,
      introduction: 'A two-line sample introduction to the paper and what it covers.',
      date: `2025-0${(index % 9) + 1}-15`,
      link: `https://example.com/white-papers/${index + 1}`,
    })),
  },
  { order: 20, type: 'BLOGS', heading: 'Blogs without data', Blogs: [] },
  {
    order: 21,
    type: 'CONTACT-US',
    heading: 'Send us a message',
    subHeading: 'We answer within one working day.',
    locations: [
      {
        country: 'USA',
        addresses: [
          { city: 'Kansas', address: 'Sample address, Overland Park, KS' },
          { city: 'North Carolina', address: 'Sample address, Charlotte, NC' },
        ],
      },
      {
        country: 'India',
        addresses: [
          { city: 'Gondia', address: 'Sample address, Gondia, Maharashtra', headOffice: true },
          { city: 'Pune', address: 'Sample address, Pune, Maharashtra' },
          { city: 'Noida', address: 'Sample address, Noida, Uttar Pradesh' },
          { city: 'Dehradun', address: 'Sample address, Dehradun, Uttarakhand' },
        ],
      },
    ],
  },
  {
    order: 22,
    type: 'TITLE-SECTION',
    heading: 'Title section',
    subHeading: 'A page-title banner (open ?type=TITLE-SECTION to see it as the only h1).',
  },
  { order: 23, type: 'PRIVACY-NOTICE', heading: 'Privacy notice', subHeading: 'From the deploy config in force.' },
  {
    order: 24,
    type: 'ACCESSIBILITY-CONTACT',
    heading: 'Ask for an accommodation',
    supportText: ['The contact below is the deploy config’s.'],
  },
];
