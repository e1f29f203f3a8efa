import type { Page } from '@tekvana/shared';
import { brand } from '../brand';
import { heroAi, heroCloud, heroTeam } from '../images';
import { banner, faq, introCards, textWithCards } from './blocks';
import { companyStats } from './companyStats';
import { definePage } from './definePage';

export const homePages: Record<string, Page> = {
  home: definePage({
    title: 'Software, AI, cloud and IT staffing',
    description: `${brand.name} builds custom software, generative AI products and cloud platforms, and staffs IT teams in the USA and India.`,
    sections: [
      {
        type: 'CAROUSEL',
        heading: `${brand.name}: software, AI, cloud and IT staffing`,
        carouselData: [
          {
            imageUrl: heroAi,
            heading: 'Generative AI that does real work',
            subHeading: 'Contract review, clinical report writing, resume screening and dashboards that explain themselves.',
            supportText: ['Our clinical report workflow runs 25 section agents over 100 open-source documents.'],
          },
          {
            imageUrl: heroCloud,
            heading: 'Move to the cloud without stopping the business',
            subHeading: 'Migration, modernization and hybrid operations on AWS, Azure and Google Cloud.',
            supportText: ['Planned in waves, tested at every step, run by engineers who stay with you afterwards.'],
          },
          {
            imageUrl: heroTeam,
            heading: 'The right engineers, in weeks',
            subHeading: 'Full-time placements in 4-6 weeks and contract teams for 3-6 months.',
            supportText: ['Drawn from a pool of 45,000 candidate resumes across over 35 industries.'],
          },
        ],
      },
      introCards('What we do', 'Four practices, one team that owns the outcome.', [
        { icon: 'code-slash', title: 'Digital transformation', subTitle: 'Custom software, prototypes and MVPs, QA and DevOps for products that have to ship.' },
        { icon: 'stars', title: 'Generative AI', subTitle: 'Contract management, medical writing, resume copilot and auto dashboards.' },
        { icon: 'cloud-check', title: 'Cloud services', subTitle: 'App modernization, cloud migration and hybrid cloud operations.' },
        { icon: 'people', title: 'IT staffing', subTitle: 'Permanent and contract engineers matched to your stack and your industry.' },
      ]),
      companyStats(`${brand.shortName} in numbers`),
      textWithCards(
        `Why clients choose ${brand.shortName}`,
        [
          'We started in 2011 as a small software shop and grew into a team of over 250 people in the USA and India.',
          'We still work the way we began: small senior teams, plain reporting and code our clients own.',
        ],
        [
          { icon: 'bullseye', title: 'Outcome first', subTitle: 'Every engagement starts with the measure it will be judged by.' },
          { icon: 'shield-check', title: 'Secure by default', subTitle: 'Private models, least-privilege access and audited pipelines.' },
          { icon: 'clock-history', title: 'Fast to staff', subTitle: 'Shortlists in days, full-time hires in 4-6 weeks.' },
          { icon: 'globe2', title: 'Two time zones', subTitle: 'Offices in the USA and India keep work moving around the clock.' },
        ],
      ),
      {
        type: 'CASE-STUDY-CARDS',
        heading: 'Case studies',
        subHeading: 'Selected client stories are being prepared for publication.',
        cardsData: [
          { icon: 'file-medical', title: 'Pharma', subTitle: 'Clinical study reports drafted by AI agents, reviewed by medical writers.' },
          { icon: 'bank', title: 'Insurance', subTitle: 'Claims documents read and routed by a private language model.' },
          { icon: 'cloud-arrow-up', title: 'Manufacturing', subTitle: 'A legacy ERP moved to a hybrid cloud over three release waves.' },
          { icon: 'people', title: 'Technology', subTitle: 'A contract QA team of twelve staffed and productive within a month.' },
        ],
      },
      banner(
        'Build your career with us',
        'Permanent roles, contract roles and unpaid internships for freshers and career restarters.',
        heroTeam,
        '/current-openings/job-openings?type=all',
        ['Over 45% of our workforce are women, and 65% are Gen Z and Millennials.'],
      ),
      faq('Frequently asked questions', [
        {
          question: `Which services does ${brand.shortName} offer?`,
          answer: 'Custom software development, generative AI products, cloud services, quality assurance and testing, DevOps, and IT staffing.',
        },
        {
          question: 'Where are your offices?',
          answer: 'In the USA in Kansas and North Carolina, and in India in Gondia (our head office), Pune, Noida and Dehradun.',
        },
        {
          question: 'How quickly can you fill a role?',
          answer: 'Full-time placements typically take 4-6 weeks. Contract engineers usually join within days for periods of 3-6 months.',
        },
        {
          question: 'Can your AI run inside our own network?',
          answer: 'Yes. We deploy private language models on your cloud account or hardware, so documents never leave your control.',
        },
        {
          question: 'Do you offer internships?',
          answer: 'Yes. Our internships are unpaid and open to freshers from tier 3 cities, women re-entering work and career restarters.',
        },
      ]),
    ],
  }),
};
