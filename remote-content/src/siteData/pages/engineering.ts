import type { Page } from '@tekvana/shared';
import { brand } from '../brand';
import { heroAi, heroCloud, verticalCode, verticalData } from '../images';
import { accordion, faq, talkToUs } from './blocks';
import { servicePage } from './servicePage';

/** Digital transformation and quality assurance pages. */
export const engineeringPages: Record<string, Page> = {
  'custom-software-development': servicePage({
    title: 'Custom Software Development',
    description: 'Web, mobile and back-end software designed around your process, built in short releases and handed over with full ownership.',
    lead: 'Software shaped around how your business actually works, delivered in releases you can use every two weeks.',
    intro: {
      heading: 'What we build',
      subHeading: 'Products and internal tools, from the first screen to the last integration.',
      cards: [
        { icon: 'laptop', title: 'Web applications', subTitle: 'Fast, accessible interfaces for customers and staff.' },
        { icon: 'phone', title: 'Mobile apps', subTitle: 'iOS and Android apps that share code without feeling generic.' },
        { icon: 'gear-wide-connected', title: 'Integrations', subTitle: 'APIs that connect ERP, CRM and the tools your teams already use.' },
        { icon: 'database', title: 'Data-heavy back ends', subTitle: 'Services that stay correct and quick as volumes grow.' },
      ],
    },
    detail: {
      heading: 'Our delivery approach',
      points: [
        'A discovery sprint turns goals into a backlog with estimates you can plan a budget on.',
        'Two-week releases put working software in front of users early and often.',
        'Automated tests and code review are part of every change, not a phase at the end.',
        'You own the code, the infrastructure definitions and the documentation from day one.',
      ],
      imageUrl: verticalCode,
    },
    more: [
      accordion('From idea to production', [
        { title: 'Discovery', description: 'Workshops with your users and stakeholders define the problem, the measures of success and the first release.' },
        { title: 'Design', description: 'Clickable prototypes are tested with real users before a line of production code is written.' },
        { title: 'Build', description: 'Small cross-functional teams deliver in two-week sprints with a demo at the end of each.' },
        { title: 'Test', description: 'Unit, integration, accessibility and performance tests run on every change.' },
        { title: 'Release', description: 'Automated pipelines deploy to production with feature flags and instant rollback.' },
        { title: 'Support', description: 'We monitor, fix and improve after launch, or hand over to your team with training.' },
      ]),
      talkToUs('your software project', heroCloud),
    ],
  }),
  'prototyping-and-mvp': servicePage({
    title: 'Prototyping and MVP',
    description: 'Test an idea with a clickable prototype in weeks and launch a minimum viable product that real users can pay for.',
    lead: 'Find out whether an idea works before you spend a year building it.',
    intro: {
      heading: 'From sketch to first customers',
      subHeading: 'The smallest product that proves the idea, built so it can grow.',
      cards: [
        { icon: 'lightbulb', title: 'Idea framing', subTitle: 'The riskiest assumption named and turned into a test.' },
        { icon: 'ui-checks', title: 'Clickable prototype', subTitle: 'A realistic prototype in front of users within two weeks.' },
        { icon: 'rocket-takeoff', title: 'MVP build', subTitle: 'A working product with only the features the test needs.' },
        { icon: 'graph-up-arrow', title: 'Measure and learn', subTitle: 'Analytics that show what users do, not what they say.' },
      ],
    },
    detail: {
      heading: 'Built to learn, ready to scale',
      points: [
        'We cut scope, not quality: the MVP has tests, monitoring and a deploy pipeline.',
        'Every feature ships with the metric that decides whether it stays.',
        'The architecture leaves room for the product you will build once the idea is proven.',
      ],
      imageUrl: verticalData,
    },
    more: [
      faq('Prototype and MVP questions', [
        { question: 'How long does a prototype take?', answer: 'Usually two to three weeks, including sessions with five to eight real users.' },
        { question: 'How long does an MVP take?', answer: 'Most MVPs launch within eight to twelve weeks of the prototype being accepted.' },
        { question: 'Can the MVP become the real product?', answer: 'Yes. It is built with production practices so it can grow instead of being thrown away.' },
        { question: 'Do you help with AI-based MVPs?', answer: 'Yes; many of our MVPs use generative AI, often on a private language model.' },
        { question: 'Who owns the intellectual property?', answer: 'You do, from the first commit.' },
      ]),
      talkToUs('your product idea', heroAi),
    ],
  }),
  'qa-and-testing': servicePage({
    title: 'QA and Testing',
    description: 'Independent quality assurance: functional, regression, performance, security and accessibility testing for web and mobile.',
    lead: 'Release with evidence: independent testing that finds problems before your customers do.',
    intro: {
      heading: 'Testing across the whole product',
      subHeading: 'Manual insight where it matters, automation where it pays.',
      cards: [
        { icon: 'check2-circle', title: 'Functional testing', subTitle: 'Every requirement traced to a test and a result.' },
        { icon: 'arrow-repeat', title: 'Regression suites', subTitle: 'Automated checks that run on every build.' },
        { icon: 'lightning-charge', title: 'Performance testing', subTitle: 'Load and stress tests against agreed response times.' },
        { icon: 'universal-access', title: 'Accessibility testing', subTitle: 'WCAG audits with assistive technology, not only scanners.' },
      ],
    },
    detail: {
      heading: 'How our QA teams work',
      points: [
        'Testers join at refinement, so acceptance criteria are testable before development starts.',
        'Defects arrive with steps, evidence and a severity your team agrees with.',
        'Release reports show coverage, open risks and a clear go or no-go.',
      ],
      imageUrl: verticalCode,
    },
    more: [
      faq('QA and testing questions', [
        { question: 'Can you work inside our sprints?', answer: 'Yes. Our testers join your ceremonies and tools and test each story as it is done.' },
        { question: 'Which tools do you use?', answer: 'Playwright, Selenium, Appium, JMeter, k6 and axe, or the tools your team already has.' },
        { question: 'Do you test mobile apps on real devices?', answer: 'Yes, on a device lab and cloud device farms for wider coverage.' },
        { question: 'Can you provide a dedicated QA team?', answer: 'Yes, as a managed service or as contract testers for 3-6 months.' },
        { question: 'Do you test AI features?', answer: 'Yes. We evaluate model output against reference answers and watch for drift after release.' },
      ]),
      talkToUs('testing your product', heroCloud),
    ],
  }),
  devops: servicePage({
    title: 'DevOps',
    description: 'CI/CD pipelines, infrastructure as code, containers and monitoring that let teams release safely every day.',
    lead: 'Release every day with less stress: pipelines, infrastructure as code and monitoring that teams trust.',
    intro: {
      heading: 'Our DevOps services',
      subHeading: 'The path from commit to customer, automated and observable.',
      cards: [
        { icon: 'infinity', title: 'CI/CD pipelines', subTitle: 'Build, test and deploy on every merge with approvals where needed.' },
        { icon: 'terminal', title: 'Infrastructure as code', subTitle: 'Environments created and changed by reviewed code.' },
        { icon: 'boxes', title: 'Containers', subTitle: 'Docker and Kubernetes platforms with secure defaults.' },
        { icon: 'activity', title: 'Monitoring', subTitle: 'Alerts on what users feel, not on every CPU spike.' },
      ],
    },
    detail: {
      heading: 'What changes for your teams',
      points: [
        'Deployments become routine events that take minutes and can be undone in one step.',
        'New environments are created on demand and torn down when finished.',
        'Incidents are found by monitoring before customers report them, and reviewed without blame.',
      ],
      imageUrl: verticalData,
    },
    more: [
      accordion('Our DevOps practices', [
        { title: 'Trunk-based development', description: 'Short-lived branches and feature flags keep integration continuous.' },
        { title: 'Pipeline as code', description: 'Pipelines live with the application and are reviewed like any change.' },
        { title: 'Security in the pipeline', description: 'Dependency, secret and image scans run on every build.' },
        { title: 'Immutable infrastructure', description: 'Servers are replaced, never patched by hand, so every environment matches.' },
        { title: 'Observability', description: 'Metrics, logs and traces are designed in with service-level objectives.' },
        { title: 'Blameless reviews', description: 'Every incident ends with fixes to systems, not to people.' },
      ]),
      talkToUs('DevOps', heroCloud),
    ],
  }),
  'low-code-no-code-solutions': servicePage({
    title: 'Low-Code / No-Code Solutions',
    description: 'Internal apps, workflows and portals built on low-code platforms, with the governance IT needs.',
    lead: 'Give business teams the apps they need in weeks, with the security and governance IT expects.',
    intro: {
      heading: 'Where low-code fits',
      subHeading: 'Fast for the right problems, and we tell you when it is not.',
      cards: [
        { icon: 'kanban', title: 'Workflow apps', subTitle: 'Approvals, requests and case handling without paper or e-mail chains.' },
        { icon: 'window-stack', title: 'Portals', subTitle: 'Self-service portals for customers, suppliers and staff.' },
        { icon: 'puzzle', title: 'Integrations', subTitle: 'Connectors to your ERP, CRM and databases.' },
        { icon: 'shield-check', title: 'Governance', subTitle: 'Environments, access and lifecycle rules set up centrally.' },
      ],
    },
    detail: {
      heading: 'Citizen developers, professional guard rails',
      points: [
        'We set up the platform, its environments and its rules so business teams can build safely.',
        'Our engineers build the complex pieces and coach your staff on the rest.',
        'When an app outgrows the platform, we move it to custom code without losing its data.',
      ],
      imageUrl: verticalCode,
    },
    more: [talkToUs('low-code solutions', heroCloud)],
  }),
  'testing-automation': servicePage({
    title: 'Testing Automation',
    description: 'Automated UI, API and mobile test suites that run on every build and stay maintainable as the product grows.',
    lead: 'Automated tests that run on every build and stay green for the right reasons.',
    intro: {
      heading: 'Automation that lasts',
      subHeading: 'Suites designed like software, so they outlive the sprint they were written in.',
      cards: [
        { icon: 'window-stack', title: 'UI automation', subTitle: 'Playwright and Selenium suites with stable selectors.' },
        { icon: 'code-slash', title: 'API testing', subTitle: 'Contract and integration tests on every service.' },
        { icon: 'phone', title: 'Mobile automation', subTitle: 'Appium suites on real devices and emulators.' },
        { icon: 'infinity', title: 'Pipeline integration', subTitle: 'Tests run in CI with fast feedback and clear reports.' },
      ],
    },
    detail: {
      heading: 'Our automation framework',
      points: [
        `Our ${brand.shortName} QA Studio framework gives every suite the same structure, reporting and data handling.`,
        'Tests are chosen by risk, so the slowest checks never block the most urgent release.',
        'Flaky tests are quarantined and fixed within a sprint, never ignored.',
      ],
      imageUrl: verticalData,
    },
    more: [
      faq('Testing automation questions', [
        { question: 'What should be automated first?', answer: 'The regression checks your team runs by hand before every release, starting with the riskiest flows.' },
        { question: 'How do you keep tests stable?', answer: 'Accessible selectors, isolated test data and no fixed waits.' },
        { question: 'Can we maintain the suites ourselves?', answer: 'Yes. We document the framework and train your engineers as we build.' },
        { question: 'How long until we see results?', answer: 'A first automated smoke suite usually runs in your pipeline within three weeks.' },
        { question: 'Do you automate accessibility checks?', answer: 'Yes. Automated axe scans run with the suites, backed by manual audits.' },
      ]),
      talkToUs('test automation', heroCloud),
    ],
  }),
  'testing-services': servicePage({
    title: 'Testing Services',
    description: 'Managed testing services: a QA team that plans, runs and reports your testing for web, mobile and AI products.',
    lead: 'A managed testing team that plans, runs and reports, so your developers can keep building.',
    intro: {
      heading: 'Managed testing, end to end',
      subHeading: 'One accountable team for every kind of test.',
      cards: [
        { icon: 'list-check', title: 'Test strategy', subTitle: 'What to test, how deep and when, agreed up front.' },
        { icon: 'bug', title: 'Exploratory testing', subTitle: 'Skilled testers who find what scripts miss.' },
        { icon: 'shield-lock', title: 'Security testing', subTitle: 'Vulnerability scans and checks on the OWASP top ten.' },
        { icon: 'patch-check', title: 'Release sign-off', subTitle: 'A clear quality report before every release.' },
      ],
    },
    detail: {
      heading: 'Why a managed service',
      points: [
        'You buy an outcome, tested releases, rather than hours.',
        'The team scales up for big releases and down in quiet months.',
        'Testers stay with your product, so knowledge builds instead of leaving.',
      ],
      imageUrl: verticalCode,
    },
    more: [talkToUs('testing services', heroCloud)],
  }),
};
