import type { Page } from '@tekvana/shared';
import { brand } from '../brand';
import { heroTeam, verticalPeople } from '../images';
import { accordion, faq, introCards, talkToUs, textWithImage, titleSection } from './blocks';
import { definePage } from './definePage';

/** Staffing augmentation pages (canonical spelling, decision 008). */
export const staffingPages: Record<string, Page> = {
  'engagement-models': definePage({
    title: 'Staffing Engagement Models',
    description: 'Full-time placement in 4-6 weeks, contract staff for 3-6 months, contract-to-hire and dedicated teams.',
    sections: [
      titleSection('Engagement Models', 'Hire the way your project needs: permanent, contract, or a whole team.'),
      introCards('Choose how you engage', 'Every model comes with the same screening and the same account manager.', [
        { icon: 'person-check', title: 'Full-time placement', subTitle: 'Permanent hires, typically placed in 4-6 weeks.' },
        { icon: 'calendar-event', title: 'Contract staffing', subTitle: 'Skilled professionals for contract periods of 3-6 months.' },
        { icon: 'arrow-repeat', title: 'Contract-to-hire', subTitle: 'Work together first, then convert to a permanent role.' },
        { icon: 'people', title: 'Dedicated teams', subTitle: 'A managed team with a lead, working as part of yours.' },
      ]),
      accordion('How each model works', [
        { title: 'Full-time placement', description: 'We search, screen and present a shortlist; most permanent roles are filled in 4-6 weeks, with a replacement guarantee.' },
        { title: 'Contract staffing', description: 'Contractors join within days for contract periods of 3-6 months, extendable as your project needs.' },
        { title: 'Contract-to-hire', description: 'A contract period lets both sides confirm the fit before a permanent offer, with no conversion surprises.' },
        { title: 'Dedicated teams', description: 'A complete team, from developers to testers, led by a delivery manager who reports to you.' },
        { title: 'Project-based delivery', description: 'We take responsibility for a defined scope and hand over a finished result.' },
        { title: 'Return-to-work hiring', description: 'Professionals returning after career breaks of up to 12 years, refreshed through our programmes and ready to contribute.' },
      ]),
      faq('Engagement questions', [
        { question: 'How fast can you fill a permanent role?', answer: 'Typically in 4-6 weeks from an agreed job description.' },
        { question: 'How long are contracts?', answer: 'Most contract periods run 3-6 months and can be extended.' },
        { question: 'Can we switch models later?', answer: 'Yes. Contractors can convert to permanent roles and teams can grow or shrink.' },
        { question: 'Where do candidates come from?', answer: `From a pool of 45,000 candidate resumes, our network and targeted searches by ${brand.shortName} recruiters.` },
        { question: 'Do you staff outside IT?', answer: 'Yes. We staff administrative, business, call center, science and finance roles as well as technology.' },
      ]),
      talkToUs('staffing your team', heroTeam),
    ],
  }),
  'industries-we-serve': definePage({
    title: 'Industries We Serve',
    description: 'IT staffing and solutions for automobile, banking, insurance, mechanical, energy, engineering, health, technology and government clients.',
    sections: [
      titleSection('Industries We Serve', 'Specialists who already know your industry, across over 35 industries.'),
      {
        type: 'TEXT-SECTION',
        heading: 'Our core industries',
        supportText: [
          'We have placed professionals in over 35 industries. These are the ones where we work most often and know the rules, systems and vocabulary best.',
        ],
        iconsList: [
          { icon: 'car-front', label: 'Automobile' },
          { icon: 'bank', label: 'Bank' },
          { icon: 'shield-check', label: 'Insurance' },
          { icon: 'gear', label: 'Mechanical' },
          { icon: 'lightning', label: 'Energy' },
          { icon: 'tools', label: 'Engineering' },
          { icon: 'heart-pulse', label: 'Health' },
          { icon: 'cpu', label: 'Technology' },
          { icon: 'building', label: 'Government' },
        ],
      },
      textWithImage(
        'Industry knowledge that shortens ramp-up',
        [
          'Recruiters specialise by industry, so they screen for domain knowledge as well as technical skill.',
          'Candidates for regulated sectors such as banking, insurance and health are checked for the certifications those sectors require.',
          'Our delivery teams reuse what they learn in one client to avoid mistakes at the next.',
        ],
        verticalPeople,
      ),
      talkToUs('your industry', heroTeam),
    ],
  }),
  'staff-categories': definePage({
    title: 'Staff Categories',
    description: 'Administrative, business professional, call center, engineering, science, finance and accounting, and information technology staff.',
    sections: [
      titleSection('Staff Categories', 'From the front desk to the data centre: the people we place.'),
      {
        type: 'TEXT-SECTION',
        heading: 'Categories we staff',
        supportText: ['Each category has its own recruiters, screening steps and skills tests.'],
        iconsList: [
          { icon: 'briefcase', label: 'Administrative' },
          { icon: 'person-badge', label: 'Business Professional' },
          { icon: 'telephone', label: 'Call Center' },
          { icon: 'tools', label: 'Engineering' },
          { icon: 'lightbulb', label: 'Science' },
          { icon: 'cash-coin', label: 'Finance & accounting' },
          { icon: 'laptop', label: 'Information & Technology' },
        ],
      },
      textWithImage(
        'How we screen',
        [
          'Every candidate is interviewed by a recruiter who specialises in the category.',
          'Technical and professional roles include a practical skills assessment.',
          'References and work authorisation are verified before an offer.',
        ],
        verticalPeople,
      ),
      talkToUs('the roles you need to fill', heroTeam),
    ],
  }),
};
