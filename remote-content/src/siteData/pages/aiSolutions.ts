import type { Page } from '@tekvana/shared';
import { heroAi, heroCloud, verticalCode, verticalData, verticalPeople } from '../images';
import { accordion, faq, talkToUs } from './blocks';
import { servicePage } from './servicePage';

/** Pages of the second, AI-focused menu: consulting, industry solutions and AI-powered platforms. */
export const aiSolutionPages: Record<string, Page> = {
  'cloud-services': servicePage({
    title: 'Cloud Services Consulting',
    description: 'Cloud strategy and architecture consulting for AI workloads: platform choice, GPU capacity, data foundations and cost.',
    lead: 'Cloud foundations ready for AI: the right platform, data and capacity before the first model runs.',
    intro: {
      heading: 'Consulting for AI-ready clouds',
      subHeading: 'Advice grounded in the migrations and platforms we run every day.',
      cards: [
        { icon: 'compass', title: 'Cloud strategy', subTitle: 'Which workloads go where, and in what order.' },
        { icon: 'cpu', title: 'AI capacity planning', subTitle: 'GPU and inference sizing for your expected demand.' },
        { icon: 'database', title: 'Data foundations', subTitle: 'Pipelines and governance that AI can safely use.' },
        { icon: 'cash-coin', title: 'Cost modelling', subTitle: 'Run costs estimated before you commit.' },
      ],
    },
    detail: {
      heading: 'What you receive',
      points: [
        'A target architecture with the reasons behind each choice.',
        'A migration and build roadmap in quarters, with costs and risks.',
        'An optional hand-over to our delivery teams for app modernization, cloud migration or hybrid operations.',
      ],
      imageUrl: verticalCode,
    },
    more: [talkToUs('cloud consulting', heroCloud)],
  }),
  'solution-development': servicePage({
    title: 'AI Solution Development',
    description: 'Custom AI solutions built end to end: use-case discovery, data, models, integration and support.',
    lead: 'AI solutions built around one business process at a time, and measured on its results.',
    intro: {
      heading: 'How we develop AI solutions',
      subHeading: 'Software engineering discipline applied to AI.',
      cards: [
        { icon: 'lightbulb', title: 'Use-case discovery', subTitle: 'Ideas ranked by value, feasibility and data readiness.' },
        { icon: 'puzzle', title: 'Integration', subTitle: 'AI built into the tools your teams already use.' },
        { icon: 'clipboard-check', title: 'Evaluation', subTitle: 'Test sets and accuracy targets agreed before building.' },
        { icon: 'arrow-repeat', title: 'Continuous improvement', subTitle: 'Feedback loops that make the solution better each month.' },
      ],
    },
    detail: {
      heading: 'From pilot to everyday tool',
      points: [
        'Pilots run on real work with real users, not demos.',
        'Success criteria are written down before the pilot starts.',
        'Solutions that pass are hardened for production with monitoring and support.',
      ],
      imageUrl: verticalData,
    },
    more: [talkToUs('an AI solution', heroAi)],
  }),
  'ai-implementations': servicePage({
    title: 'AI Implementations',
    description: 'Put AI into production across your organisation: platform set-up, governance, training and change management.',
    lead: 'Move from scattered AI experiments to governed, production AI that people actually use.',
    intro: {
      heading: 'What an implementation covers',
      subHeading: 'Technology, people and governance together.',
      cards: [
        { icon: 'server', title: 'AI platform', subTitle: 'Private models, retrieval and monitoring set up once for all teams.' },
        { icon: 'shield-check', title: 'Governance', subTitle: 'Policies for data use, review and risk that auditors accept.' },
        { icon: 'mortarboard', title: 'Training', subTitle: 'Hands-on sessions for users, champions and engineers.' },
        { icon: 'people', title: 'Change management', subTitle: 'Adoption plans and support for the teams affected.' },
      ],
    },
    detail: {
      heading: 'Our implementation approach',
      points: [
        'Start with two or three use cases that matter and can be measured.',
        'Build the shared platform as those use cases need it, not in the abstract.',
        'Publish results internally so the next teams know what to expect.',
      ],
      imageUrl: verticalPeople,
    },
    more: [
      accordion('Implementation phases', [
        { title: 'Readiness review', description: 'Data, skills, security and policy are assessed against the target use cases.' },
        { title: 'Use-case selection', description: 'Candidate use cases are ranked on value, risk and effort.' },
        { title: 'Platform set-up', description: 'Models, retrieval, access control and logging are deployed in your environment.' },
        { title: 'First releases', description: 'The selected use cases go live with their owners and measures.' },
        { title: 'Scale-out', description: 'More teams join using the same platform, patterns and governance.' },
        { title: 'Operate and improve', description: 'Usage, quality and cost are reviewed monthly and acted on.' },
      ]),
      talkToUs('implementing AI', heroAi),
    ],
  }),
  insurance: servicePage({
    title: 'AI for Insurance',
    description: 'AI solutions for insurers: claims intake, underwriting support, policy document analysis and fraud signals.',
    lead: 'Faster claims and sharper underwriting, with every AI decision explainable to auditors.',
    intro: {
      heading: 'Where AI helps insurers',
      subHeading: 'Document-heavy work, made quicker and more consistent.',
      cards: [
        { icon: 'file-earmark-text', title: 'Claims intake', subTitle: 'Claim documents read, classified and routed on arrival.' },
        { icon: 'clipboard-check', title: 'Underwriting support', subTitle: 'Submissions summarised with risks highlighted.' },
        { icon: 'search', title: 'Policy analysis', subTitle: 'Coverage questions answered from the policy wording.' },
        { icon: 'activity', title: 'Fraud signals', subTitle: 'Unusual patterns flagged for investigators.' },
      ],
    },
    detail: {
      heading: 'Designed for regulated work',
      points: [
        'Private models keep policyholder data inside your environment.',
        'Every recommendation shows its evidence, so handlers can explain decisions.',
        'Humans approve every outcome that affects a customer.',
      ],
      imageUrl: verticalData,
    },
    more: [
      faq('AI for insurance questions', [
        { question: 'Which lines of business do you support?', answer: 'Property, motor, health and commercial lines, starting with the one with the most documents.' },
        { question: 'Does it decide claims on its own?', answer: 'No. It prepares and recommends; handlers decide.' },
        { question: 'Can it work with our core system?', answer: 'Yes, through its APIs or document queues.' },
        { question: 'How is accuracy proven?', answer: 'On a sample of your past claims, with results reviewed by your team.' },
        { question: 'How quickly can we start?', answer: 'A claims-intake pilot typically runs within eight weeks.' },
      ]),
      talkToUs('AI for insurance', heroAi),
    ],
  }),
  'medical-and-pharma': servicePage({
    title: 'AI for Medical and Pharma',
    description: 'AI for life sciences: clinical study report writing with 25 section agents, literature review and regulatory document support.',
    lead: 'AI that speeds up regulated writing and research in life sciences without cutting corners.',
    intro: {
      heading: 'Solutions for life sciences',
      subHeading: 'Built with medical writers and regulatory specialists.',
      cards: [
        { icon: 'file-medical', title: 'Clinical study reports', subTitle: 'Drafted by 25 section agents, reviewed by writers.' },
        { icon: 'book', title: 'Literature review', subTitle: 'Publications screened and summarised with citations.' },
        { icon: 'capsule', title: 'Regulatory documents', subTitle: 'Consistent language across submissions.' },
        { icon: 'heart-pulse', title: 'Safety narratives', subTitle: 'Narratives drafted from case data for review.' },
      ],
    },
    detail: {
      heading: 'Grounded, cited, reviewed',
      points: [
        'Our clinical report workflow draws on 100 open-source documents and your study data.',
        'Every generated sentence cites its source for quality control.',
        'Validation packages support your computer-system validation process.',
      ],
      imageUrl: verticalCode,
    },
    more: [talkToUs('AI for life sciences', heroAi)],
  }),
  'contract-insight': servicePage({
    title: 'Contract Insight',
    description: 'An AI-powered platform that turns your contract portfolio into searchable data: obligations, dates, risks and spend.',
    lead: 'Every obligation, date and risk across your contracts, on one screen.',
    intro: {
      heading: 'Platform features',
      subHeading: 'Built on our AI contract management engine.',
      cards: [
        { icon: 'search', title: 'Portfolio search', subTitle: 'Find any clause across thousands of contracts.' },
        { icon: 'calendar-event', title: 'Obligation calendar', subTitle: 'Renewals, notices and deliverables in one calendar.' },
        { icon: 'pie-chart', title: 'Risk dashboard', subTitle: 'Non-standard terms counted and ranked by exposure.' },
        { icon: 'envelope', title: 'Alerts', subTitle: 'Owners told before a date or threshold is reached.' },
      ],
    },
    detail: {
      heading: 'Who uses Contract Insight',
      points: [
        'Legal teams checking positions across the whole portfolio.',
        'Procurement teams preparing renewals and negotiations.',
        'Finance teams forecasting commitments and price changes.',
      ],
      imageUrl: verticalData,
    },
    more: [talkToUs('Contract Insight', heroAi)],
  }),
  'compliance-monitoring': servicePage({
    title: 'Compliance Monitoring',
    description: 'AI-powered compliance monitoring: policies checked continuously against documents, communications and records.',
    lead: 'Continuous compliance checks in place of a yearly scramble.',
    intro: {
      heading: 'What the platform monitors',
      subHeading: 'Rules written once, checked every day.',
      cards: [
        { icon: 'list-check', title: 'Policy rules', subTitle: 'Regulations and internal policies turned into checks.' },
        { icon: 'file-earmark-text', title: 'Document review', subTitle: 'New documents scanned for missing or conflicting terms.' },
        { icon: 'activity', title: 'Live alerts', subTitle: 'Breaches flagged to owners as they happen.' },
        { icon: 'journal-text', title: 'Audit evidence', subTitle: 'Every check and decision kept for auditors.' },
      ],
    },
    detail: {
      heading: 'Less manual sampling, more coverage',
      points: [
        'Checks run on every record instead of a small sample.',
        'Findings come with the evidence and the rule they break.',
        'Compliance officers confirm or dismiss findings, and the platform learns from it.',
      ],
      imageUrl: verticalCode,
    },
    more: [talkToUs('compliance monitoring', heroAi)],
  }),
  'automated-reporting': servicePage({
    title: 'Automated Reporting',
    description: 'AI-powered automated reporting: recurring business and regulatory reports assembled, written and checked on schedule.',
    lead: 'Recurring reports assembled, written and checked on schedule, ready for review.',
    intro: {
      heading: 'How automated reporting works',
      subHeading: 'From raw data to a finished report.',
      cards: [
        { icon: 'database', title: 'Collect', subTitle: 'Data pulled from every source on a schedule.' },
        { icon: 'bar-chart-line', title: 'Analyse', subTitle: 'Figures, charts and variances calculated.' },
        { icon: 'journal-text', title: 'Write', subTitle: 'Commentary drafted in your house style.' },
        { icon: 'patch-check', title: 'Check', subTitle: 'Totals reconciled and changes highlighted before release.' },
      ],
    },
    detail: {
      heading: 'Reports people trust',
      points: [
        'Each number in the narrative is tied to its source query.',
        'Reviewers see what changed from the previous period at a glance.',
        'The same engine drives our Auto Dashboard and clinical report workflows.',
      ],
      imageUrl: verticalData,
    },
    more: [talkToUs('automated reporting', heroAi)],
  }),
};
